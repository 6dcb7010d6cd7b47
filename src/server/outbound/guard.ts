import dns from 'node:dns';
import http, { type ClientRequest, type IncomingHttpHeaders, type RequestOptions } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isLoopback, mayConnectTo } from './address';

/** One answer of a name look-up. */
export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Name resolution: every address a host name has now (none: it does not resolve). */
export type Resolve = (hostname: string) => Promise<ResolvedAddress[]>;

/** The system's resolver (dns.lookup: /etc/hosts, then DNS), every answer. */
export const systemResolve: Resolve = (hostname) => dns.promises.lookup(hostname, { all: true, verbatim: true });

/** Opens the connection of one request (http.request or https.request by the URL's scheme); tests hand in one that records. */
export type Connector = (url: URL, options: RequestOptions) => ClientRequest;

const systemConnector: Connector = (url, options) => (url.protocol === 'https:' ? https.request(url, options) : http.request(url, options));

export type RefusalReason = 'invalid' | 'scheme' | 'credentials' | 'unresolved' | 'address';

/** A URL the server does not connect to; thrown before any connection is opened. */
export class OutboundRefused extends Error {
  constructor(
    readonly reason: RefusalReason,
    message: string,
  ) {
    super(message);
    this.name = 'OutboundRefused';
  }
}

export type Scheme = 'https:' | 'http:';

export interface OutboundPolicy {
  /** Loopback addresses pass, and plain http to them (the tests' stand-ins): OUTBOUND_ALLOW_LOOPBACK, never in production. */
  allowLoopback: boolean;
  /** Default: the system's resolver. */
  resolve?: Resolve;
  /** Default: node:http / node:https. */
  connect?: Connector;
}

/** A parsed URL and how strictly its addresses are judged. */
export interface OutboundTarget {
  url: URL;
  /** Plain http while loopback is allowed: only loopback addresses, for the tests' stand-ins. */
  loopbackOnly: boolean;
}

export interface OutboundRequest {
  method: string;
  headers?: Record<string, string>;
  body?: Uint8Array;
  /** The whole exchange, answer included, must end within this. */
  timeoutMs: number;
  /** The most bytes of the answer kept (default 64 KB); the rest is dropped. */
  maxBytes?: number;
  /** Default https only. */
  schemes?: readonly Scheme[];
}

export interface OutboundAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** The promise's outcome, or the signal's reason once it aborts first (a slow name look-up). */
function untilAborted<T>(p: Promise<T>, signal: AbortSignal | undefined | null): Promise<T> {
  if (!signal) return p;
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', abort, { once: true });
    p.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/** A socket look-up that answers these (checked) addresses, whatever it is asked. */
function pinnedLookup(checked: ResolvedAddress[]): LookupFunction {
  return (hostname, options, callback) => {
    if (options.all) return callback(null, checked as unknown as string, 0);
    const wanted = options.family === 4 || options.family === 6 ? checked.find((a) => a.family === options.family) : checked[0];
    if (!wanted) return callback(Object.assign(new Error(`${hostname} has no IPv${options.family} address`), { code: 'ENOTFOUND' }), '', 4);
    callback(null, wanted.address, wanted.family);
  };
}

/**
 * The one check for every URL a user or partner supplies (push endpoints, Open311 media_url): the
 * scheme is allowed, the URL has no user or password, and every address the host resolves to, at the
 * moment of each connection, is public unicast (`mayConnectTo`). The host is resolved and checked
 * before anything is connected, and the socket is pinned to those very addresses (its look-up answers
 * them), so a second DNS answer (rebinding) cannot slip in; `agent: false` keeps a pooled socket from
 * skipping the check. Addresses the operator configures (SMTP, the AI service) are trusted
 * configuration and do not come here; the city's Open311 endpoint does (issue 42: reports go there
 * from the background job, and a partner's own connection would be partner-supplied).
 */
export class OutboundGuard {
  readonly allowLoopback: boolean;
  private readonly resolve: Resolve;
  private readonly connect: Connector;

  constructor(policy: OutboundPolicy) {
    this.allowLoopback = policy.allowLoopback;
    this.resolve = policy.resolve ?? systemResolve;
    this.connect = policy.connect ?? systemConnector;
  }

  /** Parses a URL: one of `schemes` (plain http also to loopback while loopback is allowed), no user or password. */
  target(raw: string | URL, schemes: readonly Scheme[] = ['https:']): OutboundTarget {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw new OutboundRefused('invalid', 'not a URL');
    }
    if (url.username || url.password) throw new OutboundRefused('credentials', 'a URL with a user or password');
    if (schemes.includes(url.protocol as Scheme)) return { url, loopbackOnly: false };
    if (url.protocol === 'http:' && this.allowLoopback) return { url, loopbackOnly: true };
    throw new OutboundRefused('scheme', `${url.protocol} URLs are not fetched (${schemes.join(' or ')} only)`);
  }

  /** Every address of the host now (an IP literal: itself), each allowed; otherwise refused. */
  async addresses(host: string, loopbackOnly: boolean): Promise<ResolvedAddress[]> {
    const bare = host.replace(/^\[|\]$/g, '');
    const family = isIP(bare);
    const all = family ? [{ address: bare, family }] : await this.resolve(bare).catch(() => []);
    if (all.length === 0) throw new OutboundRefused('unresolved', `${bare} does not resolve`);
    const allowed = (a: ResolvedAddress) => (loopbackOnly ? isLoopback(a.address) : mayConnectTo(a.address, this));
    if (!all.every(allowed)) throw new OutboundRefused('address', `${bare} leads to an address this server does not connect to`);
    return all;
  }

  /** Checks a URL now (e.g. when it is stored); the URL when it passes. Every request checks again. */
  async check(raw: string | URL, schemes?: readonly Scheme[]): Promise<URL> {
    const t = this.target(raw, schemes);
    await this.addresses(t.url.hostname, t.loopbackOnly);
    return t.url;
  }

  /**
   * Opens a request to the target: resolves and checks its host first (nothing is connected when that
   * fails), then hands the socket a look-up that answers exactly the checked addresses, so the
   * connection goes where the check looked and a second DNS answer cannot differ.
   */
  async request(t: OutboundTarget, options: RequestOptions): Promise<ClientRequest> {
    const checked = await untilAborted(this.addresses(t.url.hostname, t.loopbackOnly), options.signal);
    return this.connect(t.url, { ...options, agent: false, lookup: pinnedLookup(checked) });
  }

  /** One request, no redirects followed: the status, headers and (up to maxBytes of) the body. A refusal throws OutboundRefused before connecting. */
  async send(raw: string | URL, r: OutboundRequest): Promise<OutboundAnswer> {
    const t = this.target(raw, r.schemes);
    const signal = AbortSignal.timeout(r.timeoutMs);
    const timedOut = () => new Error(`no answer from ${t.url.host} within ${r.timeoutMs} ms`);
    const req = await this.request(t, { method: r.method, headers: r.headers, signal }).catch((err: unknown) => {
      throw signal.aborted && !(err instanceof OutboundRefused) ? timedOut() : err;
    });
    const max = r.maxBytes ?? 64 * 1024;
    return new Promise<OutboundAnswer>((resolve, reject) => {
      const fail = (err: unknown) => reject(signal.aborted ? timedOut() : err);
      req.on('error', fail);
      req.on('response', (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          if (size < max) chunks.push(chunk.subarray(0, max - size));
          size += chunk.length;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', fail);
      });
      req.end(r.body);
    });
  }
}
