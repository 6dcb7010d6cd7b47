// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppRoutes } from './router';
import { resetToasts } from './shell/toast-store';
import { renderWithProviders } from './test-utils';

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(async () => new Response('{"valid":false}', { status: 200 })));
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetToasts();
});

describe('routes', () => {
  it.each([
    ['/', 'Task Map'],
    ['/map', 'Task Map'],
    ['/camera', 'Report Trash'],
    ['/tasks', 'Cleanup Tasks'],
    ['/profile', 'Profile'],
    ['/submit-task', 'Submit Task'],
    ['/accessibility', 'Accessibility'],
    ['/privacy', 'Privacy Policy'],
    ['/no/such/page', 'Page Not Found'],
  ])('%s shows %s inside the shell', async (route, heading) => {
    renderWithProviders(<AppRoutes />, { route });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
    expect(screen.getByRole('main').id).toBe('main-content');
  });

  it('Report Trash has its subtitle', async () => {
    renderWithProviders(<AppRoutes />, { route: '/camera' });
    expect(await screen.findByText('Take a photo and add location details')).toBeTruthy();
  });

  it('the accessibility page goes back to /profile', async () => {
    renderWithProviders(<AppRoutes />, { route: '/accessibility' });
    await userEvent.click(await screen.findByRole('link', { name: 'Back to profile' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeTruthy();
  });

  it('the skip link moves keyboard focus into main', async () => {
    renderWithProviders(<AppRoutes />, { route: '/' });
    await screen.findByRole('heading', { level: 1, name: 'Task Map' });
    const link = screen.getByRole('link', { name: 'Skip to main content' });
    expect(link.getAttribute('href')).toBe('#main-content');
    await userEvent.tab();
    expect(document.activeElement).toBe(link);
    await userEvent.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });
});
