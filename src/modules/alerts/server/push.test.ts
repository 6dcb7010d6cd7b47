import crypto from 'node:crypto';
import http from 'node:http';
import { describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { OutboundGuard, type Connector } from '../../../server/outbound/guard';
import { KNOWN_PUSH_HOSTS, PushEndpoints, onPushHostList, parsePushHost, validPushKeys, type PushHost } from './push';

const known = KNOWN_PUSH_HOSTS.map((h) => parsePushHost(h)!);
const listed = (url: string, hosts: PushHost[] = known) => onPushHostList(new URL(url), hosts);

/** A browser's keys, as PushSubscription.toJSON() writes them. */
function browserKeys() {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: crypto.randomBytes(16).toString('base64url') };
}

describe('push services a device may subscribe with', () => {
  it('knows FCM, Mozilla autopush, Apple Web Push and WNS on port 443, and nothing else by default', () => {
    for (const url of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://web.push.apple.com/QGx',
      'https://wns2-par02p.notify.windows.com/w/?token=x',
      'https://fcm.googleapis.com:443/fcm/send/abc',
    ]) {
      expect(listed(url), url).toBe(true);
    }
    for (const url of [
      'https://fcm.googleapis.com:8443/fcm/send/abc',
      'https://push.services.mozilla.com/x',
      'https://evilpush.apple.com.example.org/x',
      'https://notify.windows.com.evil.example/x',
      'https://fcm.googleapis.com.evil.example/x',
      'https://127.0.0.2:4711/x',
      'https://169.254.169.254/latest/meta-data/',
      'https://10.0.0.1:8443/',
      'https://192.168.1.1/',
      'https://0.0.0.0:4712/',
      'https://[::1]/',
    ]) {
      expect(listed(url), url).toBe(false);
    }
  });

  it('reads operator entries: a host, *.domain, a port, an IPv6 literal', () => {
    const hosts = ['push.example.org', '*.push.example.net:8443', '[::1]:4711'].map((h) => parsePushHost(h)!);
    expect(listed('https://push.example.org/x', hosts)).toBe(true);
    expect(listed('https://a.push.example.net:8443/x', hosts)).toBe(true);
    expect(listed('https://a.push.example.net/x', hosts)).toBe(false);
    expect(listed('https://[::1]:4711/x', hosts)).toBe(true);
    expect(parsePushHost('https://push.example.org')).toBeNull();
    expect(parsePushHost('push.example.org:70000')).toBeNull();
  });
});

describe('push subscription keys', () => {
  it('takes a P-256 point and a 16-byte secret, as browsers send them', () => {
    const k = browserKeys();
    expect(validPushKeys(k.p256dh, k.auth)).toBe(true);
    expect(validPushKeys(`${Buffer.from(k.p256dh, 'base64url').toString('base64').replace(/\+/g, '-').replace(/\//g, '_')}`, k.auth)).toBe(true);
  });

  it('refuses "AAAA", wrong lengths, compressed points and points off the curve', () => {
    const k = browserKeys();
    const point = Buffer.from(k.p256dh, 'base64url');
    const off = Buffer.from(point);
    off[64]! ^= 1;
    const compressed = crypto.ECDH.convertKey(point, 'prime256v1', undefined, undefined, 'compressed') as Buffer;
    const zero = Buffer.alloc(65);
    zero[0] = 4;
    for (const [p256dh, auth] of [
      ['AAAA', k.auth],
      [k.p256dh, 'AAAA'],
      ['AAAA', 'AAAA'],
      [off.toString('base64url'), k.auth],
      [compressed.toString('base64url'), k.auth],
      [zero.toString('base64url'), k.auth],
      [k.p256dh, crypto.randomBytes(32).toString('base64url')],
      [`${k.p256dh}!`, k.auth],
      ['', ''],
    ] as const) {
      expect(validPushKeys(p256dh, auth), `${p256dh} / ${auth}`).toBe(false);
    }
  });
});

describe('sending a push through the address check', () => {
  const vapid = webpush.generateVAPIDKeys();
  const payload = { title: 't', body: 'b', url: '/', icon: '/i.png', tag: 'x' };

  it('refuses before connecting: an endpoint off the list, or one whose host now leads to a private address', async () => {
    const opened: string[] = [];
    const connect: Connector = (url, options) => {
      opened.push(url.href);
      return http.request(url, options);
    };
    let answer = '142.250.185.74';
    const guard = new OutboundGuard({ allowLoopback: false, resolve: async () => [{ address: answer, family: 4 }], connect });
    const push = new PushEndpoints(known, guard);
    const keys = browserKeys();

    await expect(push.check('https://push.example.org/x')).rejects.toMatchObject({ reason: 'host' });
    await expect(push.check('http://fcm.googleapis.com/fcm/send/x')).rejects.toMatchObject({ reason: 'host' });
    await expect(push.check('https://fcm.googleapis.com/fcm/send/x')).resolves.toBeUndefined();
    for (const address of ['10.0.0.1', '169.254.169.254', '127.0.0.2', '0.0.0.0']) {
      answer = address;
      await expect(push.check('https://fcm.googleapis.com/fcm/send/x')).rejects.toMatchObject({ reason: 'address' });
      await expect(push.send({ endpoint: 'https://fcm.googleapis.com/fcm/send/x', ...keys }, payload, vapid, 'mailto:a@example.org')).rejects.toMatchObject({ reason: 'address' });
    }
    await expect(push.send({ endpoint: 'https://169.254.169.254/latest/meta-data/', ...keys }, payload, vapid, 'mailto:a@example.org')).rejects.toMatchObject({ reason: 'host' });
    expect(opened).toEqual([]);
  });
});
