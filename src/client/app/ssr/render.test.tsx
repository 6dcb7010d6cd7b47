import { describe, expect, it } from 'vitest';
import { CLIENT_CONFIG_KEY } from '../../config-query';
import { readSsrState, SSR_STATE_ID } from './state';
import { createPageRenderer, scriptSafeJson } from './render';

const clientConfig = { mapTileUrl: 'https://tiles.example/{z}/{x}/{y}.png', mapAttribution: '© Example', aiVerifier: 'local' };
const render = createPageRenderer({ clientConfig });

/** The rendered page's state as the browser reads it (the JSON script element). */
function stateOf(state: string) {
  return readSsrState({ getElementById: (id: string) => (id === SSR_STATE_ID ? ({ textContent: state } as HTMLElement) : null) });
}

describe('server rendering of a page', () => {
  it.each([
    ['/', 'en', 'Task Map'],
    ['/map', 'en', 'Task Map'],
    ['/tasks', 'en', 'Cleanup Tasks'],
    ['/camera', 'en', 'Report Trash'],
    ['/tasks', 'de', 'Aufräumaufgaben'],
  ] as const)('%s (%s): the header, the screen with its title, the bottom navigation', async (url, language, title) => {
    const page = await render(url, language);
    expect(page?.status).toBe(200);
    const html = page!.markup;
    expect(html).toMatch(/<header[^>]*>/);
    expect(html).toContain('CleanQuest');
    expect(html).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
    expect(html).toMatch(/<main[^>]*id="main-content"/);
    expect(html).toMatch(new RegExp(`<nav[^>]*aria-label="${language === 'de' ? 'Hauptnavigation' : 'Main navigation'}"`));
    // The bottom navigation's links, the current tab marked.
    expect(html).toContain('href="/tasks"');
    expect(html).toContain('aria-current="page"');
  });

  it("carries the page's critical CSS and the state the browser hydrates with", async () => {
    const page = (await render('/tasks', 'de'))!;
    expect(page.styles).toMatch(/^<style data-emotion="css[ -]/);
    // Every emotion class in the markup has its rule in the styles.
    const classes = [...new Set([...page.markup.matchAll(/\bcss-([a-z0-9]+)(?:-[A-Za-z-]+)?\b/g)].map((m) => m[1]!))];
    expect(classes.length).toBeGreaterThan(5);
    for (const id of classes) expect(page.styles).toContain(`.css-${id}`);
    const state = stateOf(page.state);
    expect(state?.language).toBe('de');
    expect(state?.redux.ui.language).toBe('de');
    const config = state?.queries.queries.find((q) => JSON.stringify(q.queryKey) === JSON.stringify(CLIENT_CONFIG_KEY));
    expect(config?.state.data).toEqual(clientConfig);
  });

  it('shows nothing of a person: the header waits for the session (rendered once for everyone)', async () => {
    const html = (await render('/', 'en'))!.markup;
    expect(html).toContain('Starting your session...');
    expect(html).not.toMatch(/<time[^>]*dateTime/);
  });

  it('a path no screen shows is "Page Not Found" with status 404; the admin area is left to the browser', async () => {
    const page = await render('/no/such/page', 'en');
    expect(page?.status).toBe(404);
    expect(page?.markup).toMatch(/<h1[^>]*>Page Not Found<\/h1>/);
    expect(await render('/admin/review', 'en')).toBeNull();
    expect(await render('/admin', 'en')).toBeNull();
  });

  it('renders a path with a query string as its path', async () => {
    const page = await render('/tasks?tab=mine', 'en');
    expect(page?.markup).toMatch(/<h1[^>]*>Cleanup Tasks<\/h1>/);
  });
});

describe('scriptSafeJson', () => {
  it('cannot close the script element or open a comment, and parses back to the same value', () => {
    const value = { text: '</script><script>alert(1)</script><!--', line: '\u2028\u2029' };
    const json = scriptSafeJson(value);
    expect(json).not.toContain('<');
    expect(json).not.toMatch(/[\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});
