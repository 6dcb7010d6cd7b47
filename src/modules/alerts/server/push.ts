import crypto from 'node:crypto';
import webpush from 'web-push';
import { OutboundRefused, type OutboundGuard } from '../../../server/outbound/guard';
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

/** A host push endpoints may be on: an exact name, or `*.` and every name below a domain; port 443 unless one is named. */
export interface PushHost {
  host: string;
  /** `*.domain`: any host below the domain (not the domain itself). */
  wildcard: boolean;
  /** '' for https's default port. */
  port: string;
}

/** The push services browsers subscribe with: Google FCM (Chrome, Edge on Android), Mozilla autopush (Firefox), Apple Web Push (Safari), Windows WNS (Edge). */
export const KNOWN_PUSH_HOSTS = ['fcm.googleapis.com', '*.push.services.mozilla.com', '*.push.apple.com', '*.notify.windows.com'] as const;

/** One entry of ALERTS_PUSH_HOSTS (`host`, `*.domain`, either with `:port`, `[v6]:port`), or null when it is none. */
export function parsePushHost(entry: string): PushHost | null {
  const m = /^(\*\.)?([a-z0-9](?:[a-z0-9.-]*[a-z0-9])?|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/i.exec(entry.trim());
  if (!m || (m[3] !== undefined && (Number(m[3]) < 1 || Number(m[3]) > 65535))) return null;
  let url: URL;
  try {
    url = new URL(`https://${m[2]}${m[3] ? `:${m[3]}` : ''}/`);
  } catch {
    return null;
  }
  return { host: url.hostname, wildcard: m[1] !== undefined, port: url.port };
}

/** Whether the endpoint's host and port are on the list. */
export function onPushHostList(url: URL, hosts: readonly PushHost[]): boolean {
  const name = url.hostname.toLowerCase();
  return hosts.some((h) => h.port === url.port && (h.wildcard ? name.endsWith(`.${h.host}`) : name === h.host));
}

/**
 * Whether `p256dh` is the browser's P-256 public key (65 bytes, uncompressed, a point on the curve)
 * and `auth` its 16-byte secret, both base64url as PushSubscription.toJSON() writes them.
 */
export function validPushKeys(p256dh: string, auth: string): boolean {
  const b64url = /^[A-Za-z0-9_-]+=*$/;
  if (!b64url.test(p256dh) || !b64url.test(auth)) return false;
  const point = Buffer.from(p256dh, 'base64url');
  if (Buffer.from(auth, 'base64url').length !== 16 || point.length !== 65 || point[0] !== 0x04) return false;
  try {
    crypto.createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') }, format: 'jwk' });
    return true;
  } catch {
    return false; // not on the curve
  }
}

/** Why an endpoint is not used: not a push service on the list, or its address failed the core's check. */
export class PushEndpointRefused extends Error {
  constructor(
    readonly reason: 'host' | 'address',
    message: string,
  ) {
    super(message);
    this.name = 'PushEndpointRefused';
  }
}

/**
 * Push endpoints: https on a listed push service (KNOWN_PUSH_HOSTS and ALERTS_PUSH_HOSTS), and every
 * connection through the core's address check (public addresses only, checked at each send and pinned).
 */
export class PushEndpoints {
  constructor(
    private readonly hosts: readonly PushHost[],
    private readonly outbound: OutboundGuard,
  ) {}

  /** The host list and the scheme (no look-up). */
  listed(endpoint: string): void {
    let url: URL;
    try {
      url = this.outbound.target(endpoint, ['https:']).url;
    } catch (err) {
      throw new PushEndpointRefused('host', err instanceof Error ? err.message : String(err));
    }
    if (!onPushHostList(url, this.hosts)) throw new PushEndpointRefused('host', `${url.host} is not a known push service`);
  }

  /** The host list, then the addresses the host has now (when a device subscribes). */
  async check(endpoint: string): Promise<void> {
    this.listed(endpoint);
    try {
      await this.outbound.check(endpoint, ['https:']);
    } catch (err) {
      if (err instanceof OutboundRefused) throw new PushEndpointRefused('address', err.message);
      throw err;
    }
  }

  /**
   * Sends one Web Push message: web-push encrypts the payload (aes128gcm) and signs the VAPID JWT; the
   * request goes out through the address check (a plain-http loopback stand-in only in the tests).
   * Answers the push service's status: 201 taken, 404/410 the subscription is gone, anything else a
   * failure. Throws PushEndpointRefused before connecting when the endpoint is not allowed (any more).
   */
  async send(target: PushTarget, payload: PushPayload, keys: VapidKeys, subject: string): Promise<number> {
    this.listed(target.endpoint);
    const details = webpush.generateRequestDetails({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, JSON.stringify(payload), {
      TTL: PUSH_TTL_SECONDS,
      contentEncoding: 'aes128gcm',
      urgency: 'normal',
      vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
    });
    try {
      const answer = await this.outbound.send(details.endpoint, {
        method: details.method,
        headers: details.headers as Record<string, string>,
        body: details.body ? new Uint8Array(details.body) : undefined,
        timeoutMs: PUSH_TIMEOUT_MS,
        schemes: ['https:'],
      });
      return answer.status;
    } catch (err) {
      if (err instanceof OutboundRefused) throw new PushEndpointRefused('address', err.message);
      throw err;
    }
  }
}

export function newVapidKeys(): VapidKeys {
  return webpush.generateVAPIDKeys();
}
