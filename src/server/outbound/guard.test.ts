import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startConnectionRecorder, type ConnectionRecorder } from '../../../tests/support/connection-recorder';
import { startStandIn, type StandIn } from '../../../tests/support/stand-in-server';
import { OutboundGuard, type Connector, type ResolvedAddress } from './guard';

/**
 * The address check for URLs users supply, with name resolution and the connector handed in: a
 * refusal happens before anything is connected (the connector is never called, and the loopback
 * listeners where a request would land record nothing). Nothing here connects to a non-loopback address.
 */
describe('the outbound address check', () => {
  let recorder: ConnectionRecorder;
  let standIn: StandIn;

  beforeAll(async () => {
    recorder = await startConnectionRecorder(['127.0.0.1', '127.0.0.2', '::1']);
    standIn = await startStandIn((_req, res) => {
      res.writeHead(201);
      res.end('taken');
    });
  });
  afterAll(async () => {
    await recorder.close();
    await standIn.close();
  });

  const at = (address: string): ResolvedAddress => ({ address, family: address.includes(':') ? 6 : 4 });
  /** A resolver that answers each call with the next list (the last one again when they run out), and counts the calls. */
  const answers = (...lists: string[][]) => {
    const asked: string[] = [];
    const resolve = async (hostname: string) => {
      asked.push(hostname);
      return (lists[Math.min(asked.length - 1, lists.length - 1)] ?? []).map(at);
    };
    return { asked, resolve };
  };
  /** A connector that records every request it is asked to open (and opens it: only loopback targets get here). */
  const recording = () => {
    const opened: string[] = [];
    const connect: Connector = (url, options) => {
      opened.push(url.href);
      return http.request(url, options);
    };
    return { opened, connect };
  };
  const post = { method: 'POST', timeoutMs: 2000 } as const;

  it.each([
    ['https://127.0.0.2:PORT/x', 'loopback'],
    ['https://169.254.169.254/latest/meta-data/', 'cloud metadata'],
    ['https://10.0.0.1:8443/', 'private'],
    ['https://192.168.1.1/', 'private'],
    ['https://0.0.0.0:PORT/', 'unspecified (reaches this host)'],
    ['https://[::1]:PORT/', 'IPv6 loopback'],
    ['https://127.1:PORT/', 'short loopback'],
    ['https://0x7f000002:PORT/', 'hex loopback'],
    ['https://2130706433:PORT/', 'decimal loopback'],
    ['https://[::ffff:127.0.0.2]:PORT/', 'mapped loopback'],
    ['https://[::ffff:a9fe:a9fe]/', 'mapped metadata'],
    ['https://100.64.0.1/', 'carrier-grade NAT'],
    ['https://[fd00::1]/', 'unique local'],
    ['https://[fe80::1]/', 'link-local'],
  ])('refuses %s (%s) before connecting', async (raw) => {
    const url = raw.replace('PORT', String(recorder.port));
    const dns = answers(['93.184.215.14']);
    const c = recording();
    const guard = new OutboundGuard({ allowLoopback: false, resolve: dns.resolve, connect: c.connect });
    await expect(guard.check(url)).rejects.toMatchObject({ name: 'OutboundRefused', reason: 'address' });
    await expect(guard.send(url, post)).rejects.toMatchObject({ name: 'OutboundRefused', reason: 'address' });
    expect(dns.asked).toEqual([]);
    expect(c.opened).toEqual([]);
    expect(recorder.total()).toBe(0);
  });

  it('refuses a name when any of its addresses is not public, before connecting', async () => {
    for (const list of [['10.0.0.1'], ['169.254.169.254'], ['127.0.0.2'], ['93.184.215.14', '192.168.1.1'], ['2606:4700::1', '::1'], ['::ffff:10.0.0.1']]) {
      const c = recording();
      const guard = new OutboundGuard({ allowLoopback: false, resolve: answers(list).resolve, connect: c.connect });
      await expect(guard.check(`https://push.example.test:${recorder.port}/x`)).rejects.toMatchObject({ reason: 'address' });
      await expect(guard.send(`https://push.example.test:${recorder.port}/x`, post)).rejects.toMatchObject({ reason: 'address' });
      expect(c.opened).toEqual([]);
    }
    expect(recorder.total()).toBe(0);
  });

  it('checks again at every request: a name public when stored and loopback when sent (DNS rebinding) is refused', async () => {
    const dns = answers(['93.184.215.14'], ['127.0.0.2']);
    const c = recording();
    const guard = new OutboundGuard({ allowLoopback: false, resolve: dns.resolve, connect: c.connect });
    const url = `https://rebind.example.test:${recorder.port}/x`;
    await expect(guard.check(url)).resolves.toBeInstanceOf(URL);
    await expect(guard.send(url, post)).rejects.toMatchObject({ reason: 'address' });
    expect(dns.asked).toEqual(['rebind.example.test', 'rebind.example.test']);
    expect(c.opened).toEqual([]);
    expect(recorder.total()).toBe(0);
  });

  it('connects to the very address it checked: one look-up per request, a later answer is never used', async () => {
    // The first answer is the stand-in; a second look-up would get a private address.
    const dns = answers(['127.0.0.1'], ['10.0.0.1']);
    const guard = new OutboundGuard({ allowLoopback: true, resolve: dns.resolve });
    const port = new URL(standIn.url).port;
    const answer = await guard.send(`http://stand-in.example.test:${port}/push`, { ...post, body: Buffer.from('hi') });
    expect(answer.status).toBe(201);
    expect(answer.body.toString()).toBe('taken');
    expect(dns.asked).toEqual(['stand-in.example.test']);
    expect(standIn.requests.at(-1)).toMatchObject({ path: '/push', headers: { host: `stand-in.example.test:${port}` } });
  });

  it('allows loopback, and plain http only to loopback, only when the operator allows it (tests)', async () => {
    const strict = new OutboundGuard({ allowLoopback: false, resolve: answers(['127.0.0.1']).resolve });
    await expect(strict.check(standIn.url)).rejects.toMatchObject({ reason: 'scheme' });
    await expect(strict.check('https://stand-in.example.test/')).rejects.toMatchObject({ reason: 'address' });
    const loose = new OutboundGuard({ allowLoopback: true, resolve: answers(['93.184.215.14']).resolve });
    await expect(loose.check(standIn.url)).resolves.toBeInstanceOf(URL);
    await expect(loose.check('http://public.example.test/')).rejects.toMatchObject({ reason: 'address' });
    await expect(loose.check('https://public.example.test/')).resolves.toBeInstanceOf(URL);
    for (const url of ['https://10.0.0.1/', 'https://169.254.169.254/', 'https://[fc00::1]/']) await expect(loose.check(url)).rejects.toMatchObject({ reason: 'address' });
    expect(recorder.total()).toBe(0);
  });

  it('refuses other schemes, user and password in the URL, names that do not resolve and what is no URL', async () => {
    const guard = new OutboundGuard({ allowLoopback: false, resolve: answers([]).resolve });
    await expect(guard.check('ftp://example.org/x')).rejects.toMatchObject({ reason: 'scheme' });
    await expect(guard.check('http://example.org/x')).rejects.toMatchObject({ reason: 'scheme' });
    await expect(guard.check('https://user:pw@example.org/x')).rejects.toMatchObject({ reason: 'credentials' });
    await expect(guard.check('https://nowhere.example.test/x')).rejects.toMatchObject({ reason: 'unresolved' });
    await expect(guard.check('not a url')).rejects.toMatchObject({ reason: 'invalid' });
    const failing = new OutboundGuard({ allowLoopback: false, resolve: () => Promise.reject(new Error('SERVFAIL')) });
    await expect(failing.check('https://broken.example.test/')).rejects.toMatchObject({ reason: 'unresolved' });
    const withHttp = new OutboundGuard({ allowLoopback: false, resolve: answers(['93.184.215.14']).resolve });
    await expect(withHttp.check('http://photos.example.test/a.jpg', ['http:', 'https:'])).resolves.toBeInstanceOf(URL);
  });
});
