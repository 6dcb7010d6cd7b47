/** The languages the app speaks; the first is the default. */
export const LANGUAGES = ['en', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The cookie that carries the chosen language to the server (written by the client on every change). */
export const LANGUAGE_COOKIE = 'cq_lang';

function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The language to render a request in: the cq_lang cookie, then Accept-Language (q-values honoured), then English. */
export function languageForRequest({ cookie, acceptLanguage }: { cookie?: string; acceptLanguage?: string }): Language {
  const fromCookie = /(?:^|;\s*)cq_lang=([^;]*)/.exec(cookie ?? '')?.[1]?.trim();
  if (isLanguage(fromCookie)) return fromCookie;
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, i) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { base: tag.trim().toLowerCase().split(/[-_]/)[0], q: q === undefined ? 1 : Number(q), i };
    })
    .filter((x) => x.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  return ranked.map((x) => x.base).find(isLanguage) ?? 'en';
}
