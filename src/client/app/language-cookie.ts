import { languageCookie, languageFromCookie, type Language } from '../../shared/language';

/** The part of `document` the language cookie needs. */
export interface CookieDocument {
  cookie: string;
  location: { protocol: string } | null;
}

const browserDocument = (): CookieDocument | undefined => (typeof document === 'undefined' ? undefined : document);

/**
 * Writes the cq_lang cookie (so the server renders pages in the chosen language) when the document's
 * cookie does not hold `language` yet: after every language change, and at start when the stored
 * choice differs. Secure when the page is served over https.
 */
export function rememberLanguage(language: Language, doc: CookieDocument | undefined = browserDocument()): void {
  if (!doc || languageFromCookie(doc.cookie) === language) return;
  doc.cookie = languageCookie(language, { secure: doc.location?.protocol === 'https:' });
}
