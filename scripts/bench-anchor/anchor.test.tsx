// @vitest-environment jsdom
import createCache from '@emotion/cache';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AnchorMap from './AnchorMap';
import { createPageRenderer } from './render';
import { AnchorRoot, STATE_ID } from './root';
import { createAnchorI18n } from './texts';

const TASKS = [
  { id: 't1', report: { latitude: 51.483, longitude: 11.97, wasteType: 'plastic' } },
  { id: 't2', report: { latitude: 51.484, longitude: 11.968, wasteType: 'glass' } },
];

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('the benchmark anchor', () => {
  it('hydrates the server-rendered page without a mismatch, then shows the map with the available tasks as markers', async () => {
    const page = await createPageRenderer({ clientConfig: { mapTileUrl: 'https://tiles.example.org/{z}/{x}/{y}.png', mapAttribution: 'OSM' } })('/bench/anchor', 'en');
    document.body.innerHTML = `<div id="root">${page!.markup}</div><script type="application/json" id="${STATE_ID}">${page!.state}</script>`;
    const fetched: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      fetched.push(url);
      return new Response(JSON.stringify(TASKS), { headers: { 'Content-Type': 'application/json' } });
    });
    const problems: unknown[] = [];
    // Hydration mismatches: React reports them to onRecoverableError and the console.
    const error = vi.spyOn(console, 'error').mockImplementation((...args) => {
      if (/hydrat|did not match/i.test(args.map(String).join(' '))) problems.push(args);
    });
    const state = JSON.parse(document.getElementById(STATE_ID)!.textContent!);
    const serverHtml = document.getElementById('root')!.innerHTML;
    hydrateRoot(document.getElementById('root')!, <AnchorRoot cache={createCache({ key: 'css' })} i18n={createAnchorI18n()} state={state} map={AnchorMap} />, {
      onRecoverableError: (e) => void problems.push(e),
    });
    expect(serverHtml).toContain('Main navigation');
    await vi.waitFor(() => expect(document.querySelectorAll('.leaflet-marker-icon')).toHaveLength(2), { timeout: 10_000 });
    error.mockRestore();
    expect(problems).toEqual([]);
    expect(fetched).toEqual(['/api/tasks/available']);
    expect([...document.querySelectorAll('.leaflet-marker-icon')].map((m) => m.getAttribute('title'))).toEqual(['Cleanup task: plastic', 'Cleanup task: glass']);
    expect(document.querySelector('[role="region"]')?.getAttribute('aria-label')).toBe('Map of cleanup tasks');
    const tabs = [...document.querySelectorAll('nav a')];
    expect(tabs.map((a) => a.textContent)).toEqual(['Map', 'Report', 'Tasks', 'Profile']);
    (tabs[2] as HTMLElement).click();
    await vi.waitFor(() => expect(tabs[2]!.getAttribute('aria-current')).toBe('page'), { timeout: 10_000 });
    expect(tabs[0]!.getAttribute('aria-current')).toBeNull();
  });
});
