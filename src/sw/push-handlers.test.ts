import { describe, expect, it, vi } from 'vitest';
import { alertNotification, appUrl, focusOrOpen, type WindowClientLike } from './push-handlers';

const origin = 'https://cleanquest.example';

describe('alertNotification', () => {
  it('shows the server’s title, body, icon and the app URL it opens', () => {
    const payload = JSON.stringify({ title: 'Your report was cleaned', body: 'Thank you!', url: '/tasks', icon: '/icons/icon-192.png', tag: 'reportCleaned:n1' });
    expect(alertNotification(payload, origin)).toEqual({
      title: 'Your report was cleaned',
      options: { body: 'Thank you!', icon: `${origin}/icons/icon-192.png`, badge: `${origin}/icons/icon-192.png`, tag: 'reportCleaned:n1', data: { url: `${origin}/tasks` } },
    });
  });

  it('never opens another site, and copes with an empty or plain-text push', () => {
    expect(alertNotification(JSON.stringify({ title: 'x', url: 'https://evil.example/' }), origin).options.data.url).toBe(`${origin}/`);
    expect(alertNotification(null, origin)).toMatchObject({ title: 'CleanQuest', options: { body: '', data: { url: `${origin}/` } } });
    expect(alertNotification('hello', origin)).toMatchObject({ title: 'CleanQuest', options: { body: 'hello' } });
    expect(appUrl('//evil.example/x', origin)).toBe(`${origin}/`);
  });
});

describe('focusOrOpen', () => {
  const win = (url: string): WindowClientLike & { focus: ReturnType<typeof vi.fn>; navigate: ReturnType<typeof vi.fn> } => ({
    url,
    focus: vi.fn(async () => undefined),
    navigate: vi.fn(async () => undefined),
  });

  it('focuses an open window of the app, moving it to the alert’s page', async () => {
    const open = win(`${origin}/map`);
    const clients = { matchAll: vi.fn(async () => [win('https://other.example/'), open]), openWindow: vi.fn(async () => undefined) };
    await focusOrOpen(clients, `${origin}/tasks`, origin);
    expect(open.navigate).toHaveBeenCalledWith(`${origin}/tasks`);
    expect(open.focus).toHaveBeenCalled();
    expect(clients.openWindow).not.toHaveBeenCalled();
  });

  it('opens a window at the URL when none of the app is open', async () => {
    const clients = { matchAll: vi.fn(async () => []), openWindow: vi.fn(async () => undefined) };
    await focusOrOpen(clients, `${origin}/tasks`, origin);
    expect(clients.openWindow).toHaveBeenCalledWith(`${origin}/tasks`);
  });
});
