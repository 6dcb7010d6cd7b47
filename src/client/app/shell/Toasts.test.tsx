// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test-utils';
import { getToasts, resetToasts, toast } from '../../toasts/toast-store';
import { toastList, Toasts } from './Toasts';

afterEach(() => act(() => resetToasts()));

const region = () => screen.getByRole('region', { name: 'Notifications' });

describe('Toasts', () => {
  // First in the file: the toasts' code has not been loaded yet.
  it('shows a toast raised before its code has arrived once it has, inside the live region that was there from the start', async () => {
    expect(toastList.loaded()).toBeUndefined();
    renderWithProviders(<Toasts />);
    expect(region().getAttribute('aria-live')).toBe('polite');
    expect(region().childElementCount).toBe(0);

    act(() => void toast({ title: 'Preferences updated', description: 'Your choices are saved.' }));
    const status = await within(region()).findByRole('status');
    expect(toastList.loaded()).toBeDefined();
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(within(status).getByText('Preferences updated')).toBeTruthy();
    expect(within(status).getByText('Your choices are saved.')).toBeTruthy();
  });

  it('announces a destructive toast assertively, as an alert', async () => {
    renderWithProviders(<Toasts />);
    act(() => void toast({ title: 'Export failed', description: 'Failed to export data. Please try again.', variant: 'destructive' }));
    const alert = await within(region()).findByRole('alert');
    expect(alert.getAttribute('aria-live')).toBe('assertive');
    expect(within(alert).getByText('Export failed')).toBeTruthy();
  });

  it('the close button dismisses it', async () => {
    renderWithProviders(<Toasts />);
    act(() => void toast({ title: 'Signed out', duration: null }));
    await userEvent.click(await screen.findByRole('button', { name: 'Close notification' }));
    expect(getToasts()[0]?.open).toBe(false);
    await waitFor(() => expect(screen.queryByText('Signed out')).toBeNull());
  });
});
