import type { Context } from 'koa';

/**
 * Conditional GETs as an origin server evaluates them (RFC 9110 section 13), in one place for every
 * answer with an ETag (the route's `etag` endpoints, the tasks fast lane, notifications, photos, open
 * data, the server-rendered pages).
 *
 * Koa's `ctx.fresh` (the `fresh` package) answers "stale" whenever the request carries
 * `Cache-Control: no-cache`. Browsers add exactly that to every request whose script sets
 * If-None-Match (Fetch standard, HTTP-network-or-cache fetch), and so does Node's fetch, so a partner's
 * page or script that follows the API docs never got a 304. The request's Cache-Control speaks to
 * caches on the way ("revalidate with the origin"); the origin server evaluates the precondition
 * either way (RFC 9110 13.2.1), which is what this does.
 */

/** The opaque tags of an If-None-Match value and whether it is `*`; tags are kept with their `W/`. */
export function parseEntityTags(header: string): { any: boolean; tags: string[] } {
  const tags: string[] = [];
  let any = false;
  // entity-tag = [ "W/" ] DQUOTE *etagc DQUOTE; etagc may contain commas, so the list is scanned, not split.
  const re = /\s*(?:(\*)|((?:W\/)?"[^"]*"))?\s*(?:,|$)/y; // empty list elements are allowed (RFC 9110 5.6.1)
  let m: RegExpExecArray | null;
  // A malformed rest (a tag without quotes, ...) ends the scan: the tags read so far count, the rest matches nothing.
  while (re.lastIndex < header.length && (m = re.exec(header))) {
    if (m[1]) any = true;
    else if (m[2]) tags.push(m[2]);
  }
  return { any, tags };
}

/** RFC 9110 8.8.3.2 weak comparison: the opaque tags are equal, whether either is weak or not. */
export function weakMatch(a: string, b: string): boolean {
  const opaque = (t: string) => (t.startsWith('W/') ? t.slice(2) : t);
  return opaque(a) === opaque(b);
}

/**
 * RFC 9110 13.1.2: does If-None-Match `header` match the current representation's ETag? `*` matches
 * any current representation; otherwise a listed tag must weakly equal `etag`.
 */
export function ifNoneMatchMatches(header: string, etag: string | undefined): boolean {
  const { any, tags } = parseEntityTags(header);
  if (any) return true;
  return !!etag && tags.some((t) => weakMatch(t, etag));
}

/**
 * True when the answer being prepared (its status and ETag / Last-Modified set, no body yet) may be a
 * 304 for this request: a GET or HEAD whose answer would be a 2xx, and
 * - with If-None-Match: it matches (13.1.2); If-Modified-Since is then ignored (13.1.3),
 * - else with If-Modified-Since and a Last-Modified: not modified since (13.1.3).
 * The request's Cache-Control does not matter (see above). Use it instead of `ctx.fresh`.
 */
export function isNotModified(ctx: Context): boolean {
  if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return false;
  if (ctx.status < 200 || ctx.status > 299) return false;
  const ifNoneMatch = ctx.get('If-None-Match');
  if (ifNoneMatch) return ifNoneMatchMatches(ifNoneMatch, ctx.response.get('ETag') || undefined);
  const ifModifiedSince = ctx.get('If-Modified-Since');
  const lastModified = ctx.response.get('Last-Modified');
  if (!ifModifiedSince || !lastModified) return false;
  const since = Date.parse(ifModifiedSince);
  const modified = Date.parse(lastModified);
  return Number.isFinite(since) && Number.isFinite(modified) && modified <= since;
}
