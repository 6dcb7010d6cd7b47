import { describe, expect, it } from 'vitest';
import { rememberLanguage, type CookieDocument } from './language-cookie';

/** A document whose cookie setter records what was written (as a browser, it reads back name=value only). */
function fakeDocument(protocol: string, cookie = ''): CookieDocument & { written: string[] } {
  const written: string[] = [];
  return {
    written,
    location: { protocol },
    get cookie() {
      return cookie;
    },
    set cookie(value: string) {
      written.push(value);
      cookie = value.split(';')[0]!;
    },
  };
}

describe('rememberLanguage', () => {
  it('writes cq_lang for a year, site-wide, SameSite=Lax; Secure on https', () => {
    const http = fakeDocument('http:');
    rememberLanguage('de', http);
    expect(http.written).toEqual(['cq_lang=de; Path=/; Max-Age=31536000; SameSite=Lax']);
    const https = fakeDocument('https:', 'cq_session=x; cq_lang=en');
    rememberLanguage('de', https);
    expect(https.written).toEqual(['cq_lang=de; Path=/; Max-Age=31536000; SameSite=Lax; Secure']);
  });

  it('leaves a cookie that already holds the language alone', () => {
    const doc = fakeDocument('https:', 'cq_session=x; cq_lang=de');
    rememberLanguage('de', doc);
    expect(doc.written).toEqual([]);
  });

  it('does nothing without a document (server rendering, node tests)', () => {
    expect(() => rememberLanguage('de', undefined)).not.toThrow();
  });
});
