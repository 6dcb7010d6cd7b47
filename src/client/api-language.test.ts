// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from './api';
import { FakeXhr } from './fake-xhr';
import { createI18n } from './i18n';
import { stubFetch } from './test-fetch';
import { uploadForm } from './upload';

const sentLanguage = () => new Headers(vi.mocked(fetch).mock.calls.at(-1)![1]!.headers).get('accept-language');

beforeEach(() => {
  stubFetch(() => new Response('{}', { status: 200 }));
  FakeXhr.reset();
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.removeAttribute('lang');
});

describe('the page’s language on every API call (the server answers errors in it)', () => {
  it('sends the language i18next shows the page in as Accept-Language, following a change', async () => {
    const i18n = createI18n([], 'de', {});
    await apiRequest('GET', '/api/x');
    expect(sentLanguage()).toBe('de');
    await i18n.changeLanguage('en');
    await apiRequest('POST', '/api/x', { a: 1 });
    expect(sentLanguage()).toBe('en');
  });

  it('keeps an Accept-Language the caller sets, and sends none while the page has no language', async () => {
    document.documentElement.lang = 'de';
    await apiRequest('GET', '/api/x', undefined, { headers: { 'Accept-Language': 'en' } });
    expect(sentLanguage()).toBe('en');
    document.documentElement.removeAttribute('lang');
    await apiRequest('GET', '/api/x');
    expect(sentLanguage()).toBeNull();
  });

  it('sends it with uploads too', () => {
    document.documentElement.lang = 'de';
    void uploadForm('/api/reports', new FormData()).catch(() => {});
    expect(FakeXhr.sent[0]!.requestHeaders['Accept-Language']).toBe('de');
  });
});
