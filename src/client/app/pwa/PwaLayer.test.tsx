// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test-utils';
import { setLanguage } from '../../ui-slice';
import { navTabsShowing } from '../shell/test-nav-tabs';
import PwaLayer from './PwaLayer';
import { registerServiceWorker, SW_URL, type RegisterDeps } from './register';

/** A stand-in for workbox-window's Workbox: records what the page did, fires the worker's events. */
class FakeWorkbox {
  listeners = new Map<string, (() => void)[]>();
  skipWaitingSent = 0;
  registered = 0;
  constructor(readonly url: string) {}
  addEventListener(type: string, fn: () => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]);
  }
  register() {
    this.registered++;
    return Promise.resolve(undefined);
  }
  update() {
    return Promise.resolve();
  }
  messageSkipWaiting() {
    this.skipWaitingSent++;
  }
  fire(type: string) {
    for (const fn of this.listeners.get(type) ?? []) fn();
  }
}

function fakeDeps(overrides: Partial<RegisterDeps> = {}) {
  const workboxes: FakeWorkbox[] = [];
  const reload = vi.fn();
  const unregister = vi.fn(() => Promise.resolve(true));
  const deps: RegisterDeps = {
    createWorkbox: (url) => {
      const wb = new FakeWorkbox(url);
      workboxes.push(wb);
      return wb as unknown as ReturnType<RegisterDeps['createWorkbox']>;
    },
    reload,
    serviceWorker: { getRegistrations: () => Promise.resolve([{ unregister } as unknown as ServiceWorkerRegistration]) },
    enabled: true,
    ...overrides,
  };
  return { deps, workboxes, reload, unregister };
}

/** The server answers exactly when the browser says it is online. */
const probe = vi.fn(() => Promise.resolve(navigator.onLine));

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

afterEach(() => {
  setOnline(true);
});

describe('the service worker registration', () => {
  it('registers /sw.js, offers a waiting version and reloads only after the person chose Reload, once', async () => {
    const { deps, workboxes, reload } = fakeDeps();
    const onUpdate = vi.fn();
    const stop = registerServiceWorker(onUpdate, deps);
    expect(workboxes).toHaveLength(1);
    expect(workboxes[0]!.url).toBe(SW_URL);
    expect(workboxes[0]!.registered).toBe(1);
    // Another tab let the new version take over: this page is not reloaded behind the person's back.
    workboxes[0]!.fire('controlling');
    expect(reload).not.toHaveBeenCalled();
    workboxes[0]!.fire('waiting');
    expect(onUpdate).toHaveBeenCalledTimes(1);
    expect(workboxes[0]!.skipWaitingSent).toBe(0);
    const apply = onUpdate.mock.calls[0]![0] as () => void;
    apply();
    expect(workboxes[0]!.skipWaitingSent).toBe(1);
    expect(reload).not.toHaveBeenCalled();
    workboxes[0]!.fire('controlling');
    workboxes[0]!.fire('controlling');
    expect(reload).toHaveBeenCalledTimes(1);
    stop();
  });

  it('in a build without the worker, registers nothing and removes a worker an earlier build left', async () => {
    const { deps, workboxes, unregister } = fakeDeps({ enabled: false });
    registerServiceWorker(() => {}, deps);
    await vi.waitFor(() => expect(unregister).toHaveBeenCalledTimes(1));
    expect(workboxes).toHaveLength(0);
  });

  it('does nothing where the browser has no service workers', () => {
    const { deps, workboxes } = fakeDeps({ serviceWorker: undefined });
    registerServiceWorker(() => {}, deps);
    expect(workboxes).toHaveLength(0);
  });
});

describe('PwaLayer', () => {
  it("shows 'New version available' when a new worker waits; Reload lets it take over, Later hides the prompt", async () => {
    const user = userEvent.setup();
    const { deps, workboxes, reload } = fakeDeps();
    renderWithProviders(<PwaLayer tabs={navTabsShowing()} deps={deps} probe={probe} />);
    expect(screen.queryByText('New version available')).toBeNull();
    act(() => workboxes[0]!.fire('waiting'));
    expect(await screen.findByText('New version available')).toBeTruthy();
    expect(screen.getByRole('status', { name: '' }).textContent).toContain('New version available');
    await user.click(screen.getByRole('button', { name: 'Later' }));
    await vi.waitFor(() => expect(screen.queryByText('New version available')).toBeNull());
    expect(workboxes[0]!.skipWaitingSent).toBe(0);
    // The next waiting version asks again.
    act(() => workboxes[0]!.fire('waiting'));
    await user.click(await screen.findByRole('button', { name: 'Reload' }));
    expect(workboxes[0]!.skipWaitingSent).toBe(1);
    expect(reload).not.toHaveBeenCalled();
    act(() => workboxes[0]!.fire('controlling'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['/tasks', 'Your task list is from your last visit.'],
    ['/', 'The map needs a connection; tasks you opened before may show.'],
    ['/camera', 'You can take a photo and report: it is sent when you are back online.'],
    ['/privacy', 'Pages you opened before still show; anything new needs a connection.'],
  ])('offline on %s, says so and what works offline there', async (route, hint) => {
    const { deps } = fakeDeps();
    renderWithProviders(<PwaLayer tabs={navTabsShowing()} deps={deps} probe={probe} />, { route });
    expect(screen.queryByTestId('offline-banner')).toBeNull();
    act(() => setOnline(false));
    const banner = await screen.findByTestId('offline-banner');
    expect(banner.getAttribute('role')).toBe('status');
    expect(banner.textContent).toContain('You are offline.');
    expect(banner.textContent).toContain(hint);
    act(() => setOnline(true));
    await vi.waitFor(() => expect(screen.queryByTestId('offline-banner')).toBeNull());
  });

  it('on the offline shell (no server-rendered state), asks the server and says offline when it does not answer, though the browser says online', async () => {
    const { deps } = fakeDeps();
    const unreachable = vi.fn(() => Promise.resolve(false));
    renderWithProviders(<PwaLayer tabs={navTabsShowing()} deps={deps} probe={unreachable} />, { route: '/tasks' });
    expect(navigator.onLine).toBe(true);
    expect((await screen.findByTestId('offline-banner')).textContent).toContain('Your task list is from your last visit.');
    expect(unreachable).toHaveBeenCalledTimes(1);
  });

  it('on a server-rendered page, does not ask the server while the browser says online', async () => {
    const state = document.createElement('script');
    state.id = 'cq-ssr-state';
    state.type = 'application/json';
    document.body.append(state);
    try {
      const { deps } = fakeDeps();
      const unreachable = vi.fn(() => Promise.resolve(false));
      renderWithProviders(<PwaLayer tabs={navTabsShowing()} deps={deps} probe={unreachable} />, { route: '/tasks' });
      await new Promise((r) => setTimeout(r, 50));
      expect(unreachable).not.toHaveBeenCalled();
      expect(screen.queryByTestId('offline-banner')).toBeNull();
    } finally {
      state.remove();
    }
  });

  it('speaks German', async () => {
    const { deps, workboxes } = fakeDeps();
    const { store } = renderWithProviders(<PwaLayer tabs={navTabsShowing()} deps={deps} probe={probe} />, { route: '/profile' });
    // Through the store, as the app does: i18next follows the language in redux.
    await act(async () => {
      store.dispatch(setLanguage('de'));
    });
    act(() => setOnline(false));
    act(() => workboxes[0]!.fire('waiting'));
    expect((await screen.findByTestId('offline-banner')).textContent).toContain('Du bist offline. Dein Profil ist von deinem letzten Besuch');
    expect(await screen.findByText('Neue Version verfügbar')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Neu laden' })).toBeTruthy();
  });
});
