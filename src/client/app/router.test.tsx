// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clientModules } from '../../modules/client';
import { AppRoutes, SHELL_ROUTES } from './router';
import { resetToasts } from '../toasts/toast-store';
import { renderWithProviders } from '../test-utils';
import { stubFetch } from '../test-fetch';

beforeEach(() => {
  stubFetch(() => new Response('{"valid":false}', { status: 200 }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetToasts();
});

describe('routes', () => {
  // Each row names something only the real screen has (the shell's placeholder screens are gone).
  it.each([
    ['/', 'Task Map', 'button', 'Refresh tasks'],
    ['/map', 'Task Map', 'button', 'Refresh tasks'],
    ['/camera', 'Report Trash', 'button', 'Submit trash report'],
    ['/tasks', 'Cleanup Tasks', 'tab', 'Available Tasks'],
    ['/profile', 'Profile', 'button', 'View Guest Profile'],
    ['/submit-task', 'Submit Task', 'button', 'Validate'],
    ['/accessibility', 'Accessibility', 'link', 'Back to profile'],
    ['/privacy', 'Privacy Policy', 'button', 'View consent history'],
    ['/no/such/page', 'Page Not Found', null, null],
  ] as const)('%s shows %s inside the shell', async (route, heading, role, name) => {
    renderWithProviders(<AppRoutes />, { route });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    if (role) expect(await within(screen.getByRole('main')).findByRole(role, { name })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
    expect(screen.getByRole('main').id).toBe('main-content');
  });

  it("has no shell route that a module's route shadows (no placeholder screens left in the core)", () => {
    const modulePaths = new Set(clientModules.flatMap((m) => m.routes ?? []).map((r) => r.path));
    expect(SHELL_ROUTES.map((r) => r.path).filter((p) => modulePaths.has(p))).toEqual([]);
    expect([...modulePaths]).toEqual(expect.arrayContaining(['/', '/map', '/camera', '/tasks', '/profile', '/submit-task', '/privacy']));
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
