import webpush from 'web-push';
import type { VapidKeys } from './settings';

/** How long a push service keeps an alert for a device that is offline (seconds): alerts are about now. */
export const PUSH_TTL_SECONDS = 6 * 3600;
const PUSH_TIMEOUT_MS = 10_000;

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What the service worker (src/sw/push.ts) shows. Nothing but the person's own alert text. */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  icon: string;
  tag: string;
}

/** Whether this push service address may be used: https, or http on loopback when the setting allows it (tests). */
export function pushEndpointAllowed(endpoint: string, allowLoopback: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
  if (url.protocol === 'https:') return !loopback || allowLoopback;
  return url.protocol === 'http:' && loopback && allowLoopback;
}

/**
 * Sends one Web Push message: web-push encrypts the payload (aes128gcm) and signs the VAPID JWT, and
 * the request goes out through fetch (so a loopback stand-in may be plain http in the tests). Answers
 * the push service's status: 201 taken, 404/410 the subscription is gone, anything else a failure.
 */
export async function sendPush(target: PushTarget, payload: PushPayload, keys: VapidKeys, subject: string): Promise<number> {
  const details = webpush.generateRequestDetails({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, JSON.stringify(payload), {
    TTL: PUSH_TTL_SECONDS,
    contentEncoding: 'aes128gcm',
    urgency: 'normal',
    vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
  });
  const res = await fetch(details.endpoint, {
    method: details.method,
    headers: details.headers as Record<string, string>,
    body: details.body ? new Uint8Array(details.body) : undefined,
    redirect: 'error',
    signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
  });
  await res.arrayBuffer().catch(() => undefined);
  return res.status;
}

export function newVapidKeys(): VapidKeys {
  return webpush.generateVAPIDKeys();
}
