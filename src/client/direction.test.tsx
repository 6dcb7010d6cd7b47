// @vitest-environment jsdom
import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import { ThemeProvider } from '@mui/material/styles';
import { act, render } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { DirectionOverride, DirectionRoot, directionReady, loadDirection, useDirection } from './direction';
import { interpolationFor } from './i18n';
import { createRtlCache, RTL_CACHE_KEY } from './rtl/rtl-cache';
import { RTL_CSS, RTL_STYLE_ID } from './rtl/rtl-styles';
import { createAppTheme } from './theme';

/**
 * No right-to-left language is offered yet, so these tests take one the app knows (Arabic) through
 * plain i18next instances instead of the offered list.
 */
function i18nIn(language: string): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    resources: { [language]: { translation: { tasks: '{{count}} tasks by {{name}}' } } },
    interpolation: interpolationFor(() => instance.language),
    initAsync: false,
    showSupportNotice: false,
  } as never);
  return instance;
}

function Themed({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={createAppTheme(undefined, useDirection())}>{children}</ThemeProvider>;
}

const page = (i18n: I18n, rtl?: ReturnType<typeof createRtlCache> | null) => (
  <I18nextProvider i18n={i18n}>
    <DirectionRoot rtl={rtl}>
      <Themed>
        <Box data-testid="box" sx={{ ml: '7px', textAlign: 'left' }}>
          <ArrowBackIcon />
        </Box>
      </Themed>
    </DirectionRoot>
  </I18nextProvider>
);

const cssOf = (el: Element) => [...document.querySelectorAll('style')].map((s) => s.textContent).join('').split('}').filter((r) => el.classList.contains(r.split('{')[0]!.replace(/^\./, '').trim())).join('}');

describe('right to left', () => {
  // First in the file: the rtl chunk is not loaded yet.
  it('loads its code only for a right-to-left language, once, with its plain rules', async () => {
    expect(directionReady('en')).toBe(true);
    expect(directionReady('ar')).toBe(false);
    await loadDirection('de');
    expect(directionReady('ar')).toBe(false);
    expect(document.getElementById(RTL_STYLE_ID)).toBeNull();
    await loadDirection('ar');
    await loadDirection('ar');
    expect(directionReady('ar')).toBe(true);
    expect(document.querySelectorAll(`#${RTL_STYLE_ID}`)).toHaveLength(1);
  });

  it('mirrors the styles and the theme in a right-to-left language, and leaves left to right alone', () => {
    const rtl = render(page(i18nIn('ar'), createRtlCache()));
    const box = rtl.getByTestId('box');
    expect(box.className).toContain(`${RTL_CACHE_KEY}-`);
    expect(cssOf(box)).toContain('margin-right:7px');
    expect(cssOf(box)).toContain('text-align:right');
    rtl.unmount();
    const ltr = render(page(i18nIn('en'), createRtlCache()));
    expect(ltr.getByTestId('box').className).not.toContain(`${RTL_CACHE_KEY}-`);
    expect(cssOf(ltr.getByTestId('box'))).toContain('margin-left:7px');
    ltr.unmount();
    expect(createAppTheme(undefined, 'rtl').direction).toBe('rtl');
    expect(createAppTheme().direction).toBe('ltr');
  });

  it('a change of language restyles in place: the same elements, now mirrored', async () => {
    const i18n = i18nIn('en');
    i18n.addResourceBundle('ar', 'translation', { tasks: 'x' });
    const view = render(page(i18n, createRtlCache()));
    const box = view.getByTestId('box');
    expect(cssOf(box)).toContain('margin-left:7px');
    await act(() => i18n.changeLanguage('ar'));
    expect(view.getByTestId('box')).toBe(box);
    expect(cssOf(box)).toContain('margin-right:7px');
    view.unmount();
  });

  it("a forced direction (Storybook's switch) mirrors a left-to-right language's page, and back", () => {
    const forced = render(<DirectionOverride.Provider value="rtl">{page(i18nIn('en'), createRtlCache())}</DirectionOverride.Provider>);
    expect(cssOf(forced.getByTestId('box'))).toContain('margin-right:7px');
    forced.unmount();
    const back = render(<DirectionOverride.Provider value="ltr">{page(i18nIn('ar'), createRtlCache())}</DirectionOverride.Provider>);
    expect(cssOf(back.getByTestId('box'))).toContain('margin-left:7px');
    back.unmount();
  });

  it('mirrors pointing icons and moves the map controls to the mirrored corners, under [dir="rtl"] only', () => {
    expect(RTL_CSS).toContain('[dir="rtl"] [data-testid="ArrowBackIcon"]');
    expect(RTL_CSS).toMatch(/\[dir="rtl"\] \.cq-flip-rtl[^{]*\{transform:scaleX\(-1\)\}/);
    expect(RTL_CSS).toContain('[dir="rtl"] .leaflet-right{right:auto;left:0}');
    for (const rule of RTL_CSS.split('}').filter(Boolean)) for (const selector of rule.split('{')[0]!.split(',')) expect(selector.startsWith('[dir="rtl"] ')).toBe(true);
  });

  it('keeps numbers and names in their own direction inside right-to-left text; left-to-right text is unchanged', () => {
    expect(i18nIn('ar').t('tasks', { count: 3, name: 'Ada' })).toBe('\u20683\u2069 tasks by \u2068Ada\u2069');
    expect(i18nIn('en').t('tasks', { count: 3, name: 'Ada' })).toBe('3 tasks by Ada');
    expect(i18nIn('en').t('tasks', { count: 3, name: '<b>' })).toBe('3 tasks by <b>');
  });

  it('hydrates the server-rendered right-to-left markup without a mismatch', async () => {
    // The server: its per-page cache is right to left (ssr/render.tsx); the browser: the loaded rtl cache (DirectionRoot).
    const markup = renderToString(<CacheProvider value={createRtlCache()}>{page(i18nIn('ar'), null)}</CacheProvider>);
    expect(markup).toContain(`${RTL_CACHE_KEY}-`);
    const container = document.createElement('div');
    container.innerHTML = markup;
    document.body.appendChild(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <CacheProvider value={createCache({ key: 'css' })}>{page(i18nIn('ar'), createRtlCache())}</CacheProvider>, { onRecoverableError: (e) => errors.push(e) });
    });
    expect(errors).toEqual([]);
    expect(container.querySelector('[data-testid="box"]')!.className).toContain(`${RTL_CACHE_KEY}-`);
  });
});
