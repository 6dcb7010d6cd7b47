// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VisuallyHidden } from './VisuallyHidden';

describe('VisuallyHidden', () => {
  it('keeps the text in the accessibility tree but clips it from view', () => {
    render(<VisuallyHidden>3 tasks completed</VisuallyHidden>);
    const el = screen.getByText('3 tasks completed');
    expect(el.style.position).toBe('absolute');
    expect(el.style.width).toBe('1px');
    expect(el.style.clip).toBe('rect(0px, 0px, 0px, 0px)');
    expect(el.getAttribute('aria-hidden')).toBeNull();
  });
});
