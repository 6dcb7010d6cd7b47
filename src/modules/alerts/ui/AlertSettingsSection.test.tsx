// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleGuest, sampleRegistered } from '../../../client/session/sample-users';
import { stubFetch, type RecordedCall } from '../../../client/test-fetch';
import { renderWithProviders } from '../../../client/test-utils';
import type { AlertPreferencesDto } from '../contract';
import AlertSettingsSection from './AlertSettingsSection';
import { applicationServerKey } from './push-browser';

const off = { push: false, email: false };
const prefs = (over: Partial<AlertPreferencesDto> = {}): AlertPreferencesDto => ({
  choices: { reportCleaned: off, claimEndsSoon: off, areaNew: off, adoptionDue: off },
  language: 'en',
  email: null,
  pushDevices: 0,
  ...over,
});
const KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';

afterEach(() => {
  vi.unstubAllGlobals();
});

function server(channels: { push: boolean; email: boolean }, start = prefs()) {
  let current = start;
  const answer = (req: RecordedCall) => {
    const body = req.body as { choices: AlertPreferencesDto['choices'] };
    current = { ...current, choices: body.choices };
    return Response.json(current);
  };
  return stubFetch({
    'GET /api/config': { alerts: channels },
    'GET /api/alerts/preferences': () => Response.json(current),
    'PUT /api/alerts/preferences': answer,
    'GET /api/alerts/push/key': { publicKey: KEY },
    'POST /api/alerts/push/subscriptions': () => Response.json((current = { ...current, pushDevices: 1 })),
    'PUT /api/alerts/email': (req: RecordedCall) => Response.json((current = { ...current, email: { address: (req.body as { address: string }).address, confirmed: false } })),
  });
}

const render = (user = sampleGuest) => renderWithProviders(<AlertSettingsSection />, { user, route: '/account' });

describe('Alerts section of Account Settings', () => {
  it('shows every alert off, and saves a switch with the app’s language', async () => {
    const calls = server({ push: true, email: true });
    render();
    const group = await screen.findByRole('group', { name: 'Your report was cleaned' });
    const push = within(group).getByRole('switch', { name: 'Push' }) as HTMLInputElement;
    expect(screen.getAllByRole('switch').filter((s) => (s as HTMLInputElement).checked)).toHaveLength(0);
    await userEvent.click(push);
    await waitFor(() => expect(push.checked).toBe(true));
    const put = calls.find((c) => c.method === 'PUT' && c.url === '/api/alerts/preferences');
    expect(put?.body).toEqual({ choices: { reportCleaned: { push: true, email: false }, claimEndsSoon: off, areaNew: off, adoptionDue: off }, language: 'en' });
    expect(screen.getByText('Switch on push for this device below to receive push alerts.')).toBeTruthy();
  });

  it('disables a channel the server has off and says why', async () => {
    server({ push: false, email: false });
    render();
    await screen.findByText('Push alerts are not available on this server.');
    expect(screen.getByText('E-mail alerts are not available on this server.')).toBeTruthy();
    for (const s of screen.getAllByRole('switch')) expect((s as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('textbox', { name: 'E-mail address' })).toBeNull();
  });

  it('explains when the browser cannot receive push', async () => {
    server({ push: true, email: false });
    render();
    await screen.findByText(/This browser cannot receive push alerts/);
  });

  it('asks the browser’s permission only when push is switched on, then subscribes with the server’s key', async () => {
    const requestPermission = vi.fn(async () => 'granted' as NotificationPermission);
    const subscription = { endpoint: 'https://push.example.org/abc', toJSON: () => ({ endpoint: 'https://push.example.org/abc', keys: { p256dh: 'p'.repeat(20), auth: 'a'.repeat(16) } }) };
    const subscribe = vi.fn(async () => subscription);
    const registration = { pushManager: { getSubscription: async () => null, subscribe } };
    vi.stubGlobal('Notification', Object.assign(function Notification() {}, { permission: 'default', requestPermission }));
    vi.stubGlobal('PushManager', function PushManager() {});
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { ready: Promise.resolve(registration), getRegistration: async () => registration } });
    try {
      const calls = server({ push: true, email: false });
      render();
      const device = await screen.findByRole('switch', { name: 'Receive push alerts on this device' });
      expect(requestPermission).not.toHaveBeenCalled();
      await userEvent.click(device);
      await waitFor(() => expect((device as HTMLInputElement).checked).toBe(true));
      expect(requestPermission).toHaveBeenCalledTimes(1);
      expect(subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: applicationServerKey(KEY) });
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ endpoint: 'https://push.example.org/abc', keys: { p256dh: 'p'.repeat(20), auth: 'a'.repeat(16) } });
      await screen.findByText('1 device receives your push alerts.');
    } finally {
      delete (navigator as { serviceWorker?: unknown }).serviceWorker;
    }
  });

  it('a browser whose subscription is another account’s makes a new one for this account (409 ALERTS_PUSH_DEVICE_TAKEN)', async () => {
    const requestPermission = vi.fn(async () => 'granted' as NotificationPermission);
    const sub = (endpoint: string) => ({ endpoint, unsubscribe: vi.fn(async () => true), toJSON: () => ({ endpoint, keys: { p256dh: 'p'.repeat(20), auth: 'a'.repeat(16) } }) });
    const old = sub('https://push.example.org/old');
    const fresh = sub('https://push.example.org/new');
    const subscribe = vi.fn(async () => fresh);
    const registration = { pushManager: { getSubscription: async () => old, subscribe } };
    vi.stubGlobal('Notification', Object.assign(function Notification() {}, { permission: 'default', requestPermission }));
    vi.stubGlobal('PushManager', function PushManager() {});
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { ready: Promise.resolve(registration), getRegistration: async () => null } });
    try {
      let current = prefs();
      const calls = stubFetch({
        'GET /api/config': { alerts: { push: true, email: false } },
        'GET /api/alerts/preferences': () => Response.json(current),
        'GET /api/alerts/push/key': { publicKey: KEY },
        'POST /api/alerts/push/subscriptions': (req: RecordedCall) =>
          (req.body as { endpoint: string }).endpoint.endsWith('/old')
            ? Response.json({ error: 'taken', code: 'ALERTS_PUSH_DEVICE_TAKEN' }, { status: 409 })
            : Response.json((current = { ...current, pushDevices: 1 })),
      });
      render();
      const device = await screen.findByRole('switch', { name: 'Receive push alerts on this device' });
      await userEvent.click(device);
      await waitFor(() => expect((device as HTMLInputElement).checked).toBe(true));
      expect(old.unsubscribe).toHaveBeenCalledTimes(1);
      expect(calls.filter((c) => c.method === 'POST').map((c) => (c.body as { endpoint: string }).endpoint)).toEqual(['https://push.example.org/old', 'https://push.example.org/new']);
      expect(screen.queryByText('Push alerts could not be turned on. Please try again.')).toBeNull();
    } finally {
      delete (navigator as { serviceWorker?: unknown }).serviceWorker;
    }
  });

  it('e-mail: guests are told to create a profile first, without a form', async () => {
    server({ push: false, email: true });
    render();
    await screen.findByText(/E-mail alerts are for registered people: create a profile first/);
    expect(screen.queryByRole('textbox', { name: 'E-mail address' })).toBeNull();
  });

  it('e-mail: says when too many confirmation mails were asked for', async () => {
    stubFetch({
      'GET /api/config': { alerts: { push: false, email: true } },
      'GET /api/alerts/preferences': () => Response.json(prefs()),
      'PUT /api/alerts/email': () => Response.json({ error: 'busy', code: 'RATE_LIMITED' }, { status: 429 }),
    });
    render(sampleRegistered);
    await userEvent.type(await screen.findByRole('textbox', { name: 'E-mail address' }), 'ada@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    await screen.findByText('Too many confirmation e-mails were asked for, from you or for this address. Please try again later.');
  });

  it('e-mail: sends the confirmation link and says so', async () => {
    const calls = server({ push: false, email: true });
    render(sampleRegistered);
    await userEvent.type(await screen.findByRole('textbox', { name: 'E-mail address' }), 'ada@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    await screen.findByText('A confirmation link is on its way to ada@example.org. Follow it to start e-mail alerts.');
    expect(calls.find((c) => c.method === 'PUT' && c.url === '/api/alerts/email')?.body).toEqual({ address: 'ada@example.org', language: 'en' });
  });

  it('e-mail: refuses an address that is none, without asking the server', async () => {
    const calls = server({ push: false, email: true });
    render(sampleRegistered);
    await userEvent.type(await screen.findByRole('textbox', { name: 'E-mail address' }), 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    await screen.findByText('Enter a valid e-mail address.');
    expect(calls.some((c) => c.url === '/api/alerts/email')).toBe(false);
  });
});

describe('applicationServerKey', () => {
  it('turns the base64url key into its 65 bytes', () => {
    const bytes = applicationServerKey(KEY);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4);
  });
});
