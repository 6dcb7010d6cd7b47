import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A browser's side of a push subscription, made with node:crypto (ECDH P-256 and a 16-byte auth secret). */
export interface TestSubscriber {
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  /** Decrypts an aes128gcm push message body (RFC 8291) with this subscriber's private key. */
  decrypt(body: Buffer): string;
}

/** One request the stand-in push service received. */
export interface PushRequest {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A loopback stand-in for a push service (FCM, Mozilla autopush, ...): it records each POST and
 * answers `status(path)` (201 by default). Plain http on loopback: the app reaches it only with the
 * operator settings in `env` (OUTBOUND_ALLOW_LOOPBACK and the stand-in on ALERTS_PUSH_HOSTS).
 */
export interface PushStandIn {
  url: string;
  /** The app's settings that let it send to this stand-in (tests only). */
  env: { OUTBOUND_ALLOW_LOOPBACK: 'true'; ALERTS_PUSH_HOSTS: string };
  requests: PushRequest[];
  /** The status to answer for a path (e.g. 410 for a subscription that is gone). */
  statusFor: Map<string, number>;
  subscriber(path: string): TestSubscriber;
  close(): Promise<void>;
}

export async function startPushStandIn(): Promise<PushStandIn> {
  const requests: PushRequest[] = [];
  const statusFor = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '';
      requests.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(statusFor.get(path) ?? 201);
      res.end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    env: { OUTBOUND_ALLOW_LOOPBACK: 'true', ALERTS_PUSH_HOSTS: new URL(url).host },
    requests,
    statusFor,
    subscriber: (path) => testSubscriber(`${url}${path}`),
    close: () =>
      new Promise((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, length: number) => Buffer.from(crypto.hkdfSync('sha256', ikm, salt, info, length));

export function testSubscriber(endpoint: string): TestSubscriber {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  const uaPublic = ecdh.getPublicKey();
  const authSecret = crypto.randomBytes(16);
  return {
    subscription: { endpoint, keys: { p256dh: uaPublic.toString('base64url'), auth: authSecret.toString('base64url') } },
    decrypt(body) {
      // RFC 8188 header: salt (16) | record size (4) | key id length (1) | key id (the server's ECDH public key).
      const salt = body.subarray(0, 16);
      const idLength = body.readUInt8(20);
      const asPublic = body.subarray(21, 21 + idLength);
      const ciphertext = body.subarray(21 + idLength);
      // RFC 8291: the input key material from the ECDH secret and the auth secret.
      const ecdhSecret = ecdh.computeSecret(asPublic);
      const ikm = hkdf(authSecret, ecdhSecret, Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic]), 32);
      const cek = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
      const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);
      const decipher = crypto.createDecipheriv('aes-128-gcm', cek, nonce);
      decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
      const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
      // The last record ends with the delimiter 0x02 and zero padding.
      let end = padded.length - 1;
      while (end >= 0 && padded[end] === 0) end--;
      if (padded[end] !== 2) throw new Error('push body: no last-record delimiter');
      return padded.subarray(0, end).toString('utf8');
    },
  };
}

/** The claims of a VAPID `Authorization: vapid t=<jwt>, k=<key>` header, after checking its ES256 signature with k. */
export function verifyVapid(authorization: string | undefined): { aud: string; exp: number; sub: string; publicKey: string } {
  const m = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!m) throw new Error(`not a VAPID Authorization header: ${authorization}`);
  const [, jwt, k] = m as unknown as [string, string, string];
  const [header, claims, signature] = jwt.split('.') as [string, string, string];
  const raw = Buffer.from(k, 'base64url');
  const key = crypto.createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33, 65).toString('base64url') },
    format: 'jwk',
  });
  const ok = crypto.verify('sha256', Buffer.from(`${header}.${claims}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!ok) throw new Error('VAPID JWT signature does not verify with k');
  if (JSON.parse(Buffer.from(header, 'base64url').toString()).alg !== 'ES256') throw new Error('VAPID JWT is not ES256');
  return { ...JSON.parse(Buffer.from(claims, 'base64url').toString()), publicKey: k };
}
