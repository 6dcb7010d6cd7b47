import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { HttpError } from '../../../server/http/errors';
import { mayFetchFrom } from './address-check';

export interface MediaFetchOptions {
  /** The most bytes the photo may have (a larger Content-Length is refused before reading). */
  maxBytes: number;
  /** The whole fetch, redirects included, must end within this. */
  timeoutMs: number;
  /** Loopback addresses pass the address check (tests' local stand-ins only). */
  allowLoopback: boolean;
  /** Redirects followed, each to a checked address (default 3). */
  maxRedirects?: number;
  /** Name resolution (default: the system's, dns.lookup); tests may hand in another. */
  resolve?: (hostname: string) => Promise<{ address: string; family: number }[]>;
}

const systemResolve = (hostname: string) => dns.promises.lookup(hostname, { all: true, verbatim: true });

const refusedAddress = () =>
  new HttpError(400, 'MEDIA_URL_REFUSED', 'media_url leads to a private, loopback or link-local address, which this server does not fetch.');
const unreachable = () => new HttpError(400, 'MEDIA_URL_UNREACHABLE', 'media_url could not be fetched: the host does not resolve or did not answer.');

/** Thrown from the lookup when an address fails the check, so the request ends before connecting. */
class RefusedAddress extends Error {}

/**
 * Fetches a partner's media_url for the photo pipeline: http or https only; every address the host
 * name resolves to must pass the address check (`mayFetchFrom`), and the connection goes to one of
 * those very addresses (the check is the socket's own look-up, so a second, different DNS answer
 * cannot slip in between); redirects are followed up to a limit, each checked the same way; the
 * whole fetch must end within `timeoutMs` and bring at most `maxBytes`. Failures are 400s that say
 * what was wrong with media_url.
 */
export async function fetchMedia(rawUrl: string, o: MediaFetchOptions): Promise<Buffer> {
  const resolve = o.resolve ?? systemResolve;
  const lookup: LookupFunction = (hostname, options, callback) => {
    resolve(hostname).then(
      (all) => {
        if (all.length === 0) return callback(Object.assign(new Error(`${hostname} does not resolve`), { code: 'ENOTFOUND' }), '', 4);
        if (!all.every((a) => mayFetchFrom(a.address, o))) return callback(new RefusedAddress(hostname), '', 4);
        if (options.all) return callback(null, all as unknown as string, 0);
        const wanted = options.family === 4 || options.family === 6 ? all.find((a) => a.family === options.family) : all[0];
        if (!wanted) return callback(Object.assign(new Error(`${hostname} has no IPv${options.family} address`), { code: 'ENOTFOUND' }), '', 4);
        callback(null, wanted.address, wanted.family);
      },
      (err: unknown) => callback(err as NodeJS.ErrnoException, '', 4),
    );
  };

  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), o.timeoutMs);
  try {
    let url = parseMediaUrl(rawUrl);
    for (let redirects = 0; ; redirects++) {
      const answer = await get(url, lookup, o, deadline.signal);
      if ('location' in answer) {
        if (redirects >= (o.maxRedirects ?? 3)) throw new HttpError(400, 'MEDIA_URL_REDIRECTS', 'media_url redirected too often.');
        url = parseMediaUrl(new URL(answer.location, url).toString());
        continue;
      }
      return answer.body;
    }
  } finally {
    clearTimeout(timer);
  }
}

/** An http or https URL (its host is checked when it is connected to: get()). */
function parseMediaUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new HttpError(400, 'MEDIA_URL_INVALID', 'media_url must be an http or https URL.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new HttpError(400, 'MEDIA_URL_INVALID', 'media_url must be an http or https URL.');
  return url;
}

type Answer = { body: Buffer } | { location: string };

/** One GET: the body (within the size limit), or where a redirect leads. */
function get(url: URL, lookup: LookupFunction, o: MediaFetchOptions, signal: AbortSignal): Promise<Answer> {
  return new Promise<Answer>((resolveOnce, rejectOnce) => {
    // The first outcome counts: destroying a response makes it report an error of its own afterwards.
    let settled = false;
    const resolve = (a: Answer) => void (settled || ((settled = true), resolveOnce(a)));
    const reject = (e: unknown) => void (settled || ((settled = true), rejectOnce(e)));
    const host = url.hostname.replace(/^\[|\]$/g, '');
    // An address in the URL is never looked up: check it here.
    if (isIP(host) && !mayFetchFrom(host, o)) return reject(refusedAddress());
    if (signal.aborted) return reject(timedOut(o));
    const client = url.protocol === 'https:' ? https : http;
    // agent false: a new connection each time, so every fetch goes through the look-up and its check
    // (a pooled keep-alive socket would skip both).
    const req = client.get(url, { agent: false, lookup, signal, headers: { Accept: 'image/*', 'User-Agent': 'CleanQuest-Open311/1.0' } }, (res) => {
      const status = res.statusCode ?? 0;
      if ([301, 302, 303, 307, 308].includes(status) && res.headers.location) {
        res.resume();
        return resolve({ location: res.headers.location });
      }
      if (status < 200 || status >= 300) {
        res.resume();
        return reject(new HttpError(400, 'MEDIA_URL_STATUS', `media_url answered HTTP ${status} instead of the photo.`));
      }
      const declared = Number(res.headers['content-length']);
      if (Number.isFinite(declared) && declared > o.maxBytes) {
        reject(tooLarge(o));
        return res.destroy();
      }
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > o.maxBytes) {
          reject(tooLarge(o));
          res.destroy();
          return;
        }
        chunks.push(chunk);
      });
      res.on('end', () => resolve({ body: Buffer.concat(chunks) }));
      res.on('error', (err) => reject(signal.aborted ? timedOut(o) : failed(err)));
      res.on('aborted', () => reject(signal.aborted ? timedOut(o) : unreachable()));
    });
    req.on('error', (err) => reject(signal.aborted ? timedOut(o) : failed(err)));
  });
}

function failed(err: unknown): HttpError {
  if (err instanceof RefusedAddress || (err as { cause?: unknown })?.cause instanceof RefusedAddress) return refusedAddress();
  // With several addresses (autoSelectFamily) Node reports an AggregateError of each attempt.
  if (err instanceof AggregateError && err.errors.some((e) => e instanceof RefusedAddress)) return refusedAddress();
  return unreachable();
}

const tooLarge = (o: MediaFetchOptions) =>
  new HttpError(400, 'MEDIA_URL_TOO_LARGE', `The photo at media_url is larger than ${Math.round((o.maxBytes / (1024 * 1024)) * 10) / 10} MB.`);

const timedOut = (o: MediaFetchOptions) =>
  new HttpError(400, 'MEDIA_URL_TIMEOUT', `media_url did not send the photo within ${Math.round(o.timeoutMs / 100) / 10} seconds.`);
