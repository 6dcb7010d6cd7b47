/**
 * The app's languages and how a request picks one: isomorphic (the server renders the page in the
 * language the client will show; the client writes the cookie the server reads).
 */

export const LANGUAGES = ['en', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The cookie holding the language chosen in the app (written by the client, read by the server). */
export const LANGUAGE_COOKIE = 'cq_lang';

/** One year: the client writes the cookie again at every start where it is missing or differs. */
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 31_536_000;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The base language of a BCP 47 tag we support, e.g. 'de-AT' -> 'de'; otherwise null. */
export function toLanguage(tag: string | null | undefined): Language | null {
  const base = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(base) ? base : null;
}

/** The language in a Cookie header (or document.cookie), when it names one we support; otherwise null. */
export function languageFromCookie(cookie: string | null | undefined): Language | null {
  for (const part of (cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== LANGUAGE_COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    if (isLanguage(value)) return value;
  }
  return null;
}

/**
 * The supported language an Accept-Language header prefers most (q-values honoured, 'de-AT;q=0.9' counts
 * as 'de'; q=0 means "not this one"; among equal q-values the first listed wins); otherwise null.
 */
export function languageFromAcceptLanguage(header: string | null | undefined): Language | null {
  let best: { language: Language; q: number } | null = null;
  for (const entry of (header ?? '').split(',')) {
    const [tag, ...params] = entry.split(';');
    const language = toLanguage(tag);
    if (!language) continue;
    let q = 1;
    for (const p of params) {
      const m = /^\s*q\s*=(.*)$/i.exec(p);
      if (m) q = Number(m[1]!.trim() || NaN);
    }
    if (!Number.isFinite(q) || q <= 0 || q > 1) continue;
    if (!best || q > best.q) best = { language, q };
  }
  return best?.language ?? null;
}

/** The language to render a request in: the cq_lang cookie, then Accept-Language, then English. */
export function languageForRequest({ cookie, acceptLanguage }: { cookie?: string | null; acceptLanguage?: string | null }): Language {
  return languageFromCookie(cookie) ?? languageFromAcceptLanguage(acceptLanguage) ?? 'en';
}

/** The Set-Cookie / document.cookie value that stores `language` for a year, site-wide. */
export function languageCookie(language: Language, { secure }: { secure: boolean }): string {
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
