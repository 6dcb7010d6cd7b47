import type { ClientRequest } from 'node:http';
import { HttpError } from '../../../server/http/errors';
import { OutboundRefused, type OutboundGuard, type OutboundTarget } from '../../../server/outbound/guard';

export interface MediaFetchOptions {
  /** The most bytes the photo may have (a larger Content-Length is refused before reading). */
  maxBytes: number;
  /** The whole fetch, redirects included, must end within this. */
  timeoutMs: number;
  /** Redirects followed, each to a checked address (default 3). */
  maxRedirects?: number;
  /** The core's address check for URLs others supply (its resolver and OUTBOUND_ALLOW_LOOPBACK). */
  outbound: OutboundGuard;
}

const refusedAddress = () =>
  new HttpError(400, 'MEDIA_URL_REFUSED', 'media_url leads to a private, loopback or link-local address, which this server does not fetch.');
const unreachable = () => new HttpError(400, 'MEDIA_URL_UNREACHABLE', 'media_url could not be fetched: the host does not resolve or did not answer.');
const invalid = () => new HttpError(400, 'MEDIA_URL_INVALID', 'media_url must be an http or https URL.');

/**
 * Fetches a partner's media_url for the photo pipeline: http or https only, through the core's
 * address check (`OutboundGuard`: every address the host resolves to must be public unicast, checked
 * before connecting, and the socket is pinned to the checked addresses, so a second, different DNS
 * answer cannot slip in); redirects are followed up to a limit, each checked the same way; the whole
 * fetch must end within `timeoutMs` and bring at most `maxBytes`. Failures are 400s that say what was
 * wrong with media_url.
 */
export async function fetchMedia(rawUrl: string, o: MediaFetchOptions): Promise<Buffer> {
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), o.timeoutMs);
  try {
    let target = mediaTarget(rawUrl, o.outbound);
    for (let redirects = 0; ; redirects++) {
      const answer = await get(target, o, deadline.signal);
      if ('location' in answer) {
        if (redirects >= (o.maxRedirects ?? 3)) throw new HttpError(400, 'MEDIA_URL_REDIRECTS', 'media_url redirected too often.');
        target = mediaTarget(new URL(answer.location, target.url).toString(), o.outbound);
        continue;
      }
      return answer.body;
    }
  } finally {
    clearTimeout(timer);
  }
}

/** An http or https URL (its host is checked when it is connected to: get()). */
function mediaTarget(raw: string, outbound: OutboundGuard): OutboundTarget {
  try {
    return outbound.target(raw, ['http:', 'https:']);
  } catch {
    throw invalid();
  }
}

type Answer = { body: Buffer } | { location: string };

/** One GET: the body (within the size limit), or where a redirect leads. */
async function get(target: OutboundTarget, o: MediaFetchOptions, signal: AbortSignal): Promise<Answer> {
  if (signal.aborted) throw timedOut(o);
  let req: ClientRequest;
  try {
    req = await o.outbound.request(target, { method: 'GET', signal, headers: { Accept: 'image/*', 'User-Agent': 'CleanQuest-Open311/1.0' } });
  } catch (err) {
    throw err instanceof OutboundRefused || !signal.aborted ? failed(err) : timedOut(o);
  }
  return new Promise<Answer>((resolveOnce, rejectOnce) => {
    // The first outcome counts: destroying a response makes it report an error of its own afterwards.
    let settled = false;
    const resolve = (a: Answer) => void (settled || ((settled = true), resolveOnce(a)));
    const reject = (e: unknown) => void (settled || ((settled = true), rejectOnce(e)));
    req.on('response', (res) => {
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
    req.end();
  });
}

function failed(err: unknown): HttpError {
  if (err instanceof OutboundRefused) return err.reason === 'address' ? refusedAddress() : err.reason === 'unresolved' ? unreachable() : invalid();
  return unreachable();
}

const tooLarge = (o: MediaFetchOptions) =>
  new HttpError(400, 'MEDIA_URL_TOO_LARGE', `The photo at media_url is larger than ${Math.round((o.maxBytes / (1024 * 1024)) * 10) / 10} MB.`);

const timedOut = (o: MediaFetchOptions) =>
  new HttpError(400, 'MEDIA_URL_TIMEOUT', `media_url did not send the photo within ${Math.round(o.timeoutMs / 100) / 10} seconds.`);
