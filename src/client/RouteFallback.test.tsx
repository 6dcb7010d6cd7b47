// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from './test-utils';
import { RouteFallback } from './RouteFallback';

describe('RouteFallback', () => {
  it('says the screen is loading in a status, beside a spinner that screen readers skip', () => {
    const { container } = renderWithProviders(<RouteFallback />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Loading screen...');
    const spinner = status.firstElementChild as HTMLElement;
    expect(spinner.getAttribute('aria-hidden')).toBe('true');
    expect(getComputedStyle(spinner).animation).toMatch(/infinite/);
    // A CSS spinner, not MUI's CircularProgress (whose code would sit in the entry).
    expect(container.querySelector('[role="progressbar"], svg')).toBeNull();
  });
});
