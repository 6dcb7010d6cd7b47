/**
 * What the service worker does with a push alert (src/sw/push.ts wires it to the events), kept apart
 * from the worker's global scope so it can be tested with stand-ins. The server's payload is the
 * alerts module's PushPayload: `{ title, body, url, icon, tag }` (src/modules/alerts/server/push.ts).
 */

export interface AlertNotification {
  title: string;
  options: { body: string; icon?: string; badge?: string; tag?: string; data: { url: string } };
}

/** The clients of the worker as far as 'notificationclick' needs them. */
export interface WindowClientLike {
  url: string;
  focus(): Promise<unknown>;
  navigate?(url: string): Promise<unknown>;
}
export interface ClientsLike {
  matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClientLike[]>;
  openWindow(url: string): Promise<unknown>;
}

const FALLBACK_TITLE = 'CleanQuest';

/** A path of this app (same origin) or '/': a push never opens another site. */
export function appUrl(url: unknown, origin: string): string {
  if (typeof url !== 'string') return `${origin}/`;
  try {
    const u = new URL(url, origin);
    return u.origin === origin ? u.toString() : `${origin}/`;
  } catch {
    return `${origin}/`;
  }
}

/** The notification to show for a push message's text (JSON from the server; plain text shows as the body). */
export function alertNotification(text: string | null, origin: string): AlertNotification {
  let data: Record<string, unknown> = {};
  try {
    const parsed: unknown = text ? JSON.parse(text) : {};
    if (parsed && typeof parsed === 'object') data = parsed as Record<string, unknown>;
  } catch {
    data = { body: text };
  }
  const str = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v : undefined);
  return {
    title: str(data.title) ?? FALLBACK_TITLE,
    options: {
      body: str(data.body) ?? '',
      icon: str(data.icon) && appUrl(data.icon, origin),
      badge: str(data.icon) && appUrl(data.icon, origin),
      tag: str(data.tag),
      data: { url: appUrl(data.url, origin) },
    },
  };
}

/** 'notificationclick': an open window of the app goes to the alert's page and gets the focus; else a new one opens there. */
export async function focusOrOpen(clients: ClientsLike, url: string, origin: string): Promise<void> {
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  const mine = windows.find((w) => w.url === url) ?? windows.find((w) => w.url.startsWith(`${origin}/`));
  if (mine) {
    if (mine.url !== url && mine.navigate) await mine.navigate(url);
    await mine.focus();
    return;
  }
  await clients.openWindow(url);
}
