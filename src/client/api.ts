/** The fetch client every server call goes through (spec sections 5, 7 and 8). */

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS', 'TRACE', 'CONNECT'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** RFC 7230 token: 1*tchar. */
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
/**
 * Invisible or control characters: zero-width space/non-joiner/joiner, BOM, line and paragraph
 * separators, C0 controls other than tab, newline and carriage return, and DEL.
 */
// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\u200B-\u200D\uFEFF\u2028\u2029\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export function isTokenString(value: string): boolean {
  return TOKEN.test(value);
}

/** Trims and upper-cases a method, or returns null if it is not an allowed, clean method name. */
export function normalizeMethod(method: unknown): HttpMethod | null {
  if (typeof method !== 'string' || INVISIBLE.test(method)) return null;
  const m = method.trim().toUpperCase();
  if (!isTokenString(m)) return null;
  return (HTTP_METHODS as readonly string[]).includes(m) ? (m as HttpMethod) : null;
}

function headerNames(headers: HeadersInit | undefined): string[] {
  if (!headers) return [];
  // A Headers object has already validated its names.
  if (typeof Headers !== 'undefined' && headers instanceof Headers) return [];
  if (Array.isArray(headers)) return headers.map((pair) => String(pair[0]));
  return Object.keys(headers);
}

/** Header names that are not RFC 7230 tokens. */
export function invalidHeaderNames(headers: HeadersInit | undefined): string[] {
  return headerNames(headers).filter((name) => !isTokenString(name));
}

/** A non-2xx response. The message is exactly "<status>: <body text or status text>" (spec 8). */
export class ApiError extends Error {
  readonly status: number;
  readonly body: string;
  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

/** Throws an ApiError for a non-2xx response. */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  let text = '';
  try {
    text = await res.text();
  } catch {
    // Body unreadable: fall back to the status text.
  }
  throw new ApiError(res.status, res.statusText, text);
}

/** A BCP 47 language tag such as 'de' or 'en-GB'. */
const LANGUAGE_TAG = /^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/;

/**
 * The language the page is shown in (i18next keeps `<html lang>` current), or null. Every request
 * sends it as Accept-Language, so the server's error messages come in the language the person chose.
 */
export function pageLanguage(): string | null {
  if (typeof document === 'undefined') return null;
  const lang = document.documentElement.lang.trim();
  return LANGUAGE_TAG.test(lang) ? lang : null;
}

function invalid(message: string): Error {
  const err = new Error(message);
  console.error(err.message);
  return err;
}

/** A 401 answer: to which request, when that request started (performance.now()) and the server's error code. */
export interface Unauthorized {
  method: string;
  url: string;
  code: string | null;
  startedAt: number;
}

const unauthorizedListeners = new Set<(answer: Unauthorized) => void>();

/** Calls the listener for every 401 answer to a request sent through this file or upload.ts; returns the unsubscribe. */
export function onUnauthorized(listener: (answer: Unauthorized) => void): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/** Tells the listeners about a 401 answer with this body (the code is read from `{ code }` JSON). */
export function reportUnauthorized(method: string, url: string, body: string, startedAt: number): void {
  let code: string | null = null;
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && typeof (parsed as { code?: unknown }).code === 'string') code = (parsed as { code: string }).code;
  } catch {
    // Not JSON.
  }
  for (const listener of unauthorizedListeners) listener({ method, url, code, startedAt });
}

/** Validates the method and headers and sends the request with cookies and the page's language; never throws on a status. */
export async function sendRequest(method: string, url: string, body?: unknown, init: RequestInit = {}): Promise<Response> {
  const m = normalizeMethod(method);
  if (!m) throw invalid(`Invalid HTTP method: ${JSON.stringify(method)}`);
  const badHeaders = invalidHeaderNames(init.headers);
  if (badHeaders.length > 0) throw invalid(`Invalid HTTP headers: ${badHeaders.map((h) => JSON.stringify(h)).join(', ')}`);

  const headers = new Headers(init.headers);
  const lang = pageLanguage();
  if (lang && !headers.has('Accept-Language')) headers.set('Accept-Language', lang);
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    // The browser sets the multipart boundary itself.
    headers.delete('Content-Type');
    payload = body;
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }
  const startedAt = performance.now();
  const res = await fetch(url, { ...init, method: m, headers, body: payload, credentials: 'include' });
  if (res.status === 401 && unauthorizedListeners.size > 0) {
    // A copy: the caller still reads the body.
    res.clone().text().then(
      (text) => reportUnauthorized(m, url, text, startedAt),
      () => reportUnauthorized(m, url, '', startedAt),
    );
  }
  return res;
}

/**
 * Sends a request and returns the response; throws "Invalid HTTP method: ...", "Invalid HTTP
 * headers: ..." (both logged) or, for a non-2xx status, an ApiError "<status>: <body or status text>".
 */
export async function apiRequest(method: string, url: string, body?: unknown, init?: RequestInit): Promise<Response> {
  const res = await sendRequest(method, url, body, init);
  await throwIfResNotOk(res);
  return res;
}

/** The human message inside an API error ("400: {"error":"..."}" -> "..."), for toasts and forms. */
export function errorMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiError) {
    try {
      const parsed: unknown = JSON.parse(err.body);
      if (parsed && typeof parsed === 'object' && typeof (parsed as { error?: unknown }).error === 'string') {
        return (parsed as { error: string }).error;
      }
    } catch {
      // Not JSON.
    }
    return err.body || fallback;
  }
  return fallback;
}
