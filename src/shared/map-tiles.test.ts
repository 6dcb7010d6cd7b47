import { describe, expect, it } from 'vitest';
import { attributionHtml, DEFAULT_MAP_ATTRIBUTION, DEFAULT_MAP_TILE_URL, mapTileSettings, sanitizeAttribution } from './map-tiles';

const OSM_LINK = '© <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener noreferrer">OpenStreetMap</a> contributors';

describe('map tile defaults', () => {
  it('use the OSM tile server without subdomains and link to the OpenStreetMap copyright page', () => {
    expect(DEFAULT_MAP_TILE_URL).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(DEFAULT_MAP_ATTRIBUTION).toBe('© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors');
    expect(sanitizeAttribution(DEFAULT_MAP_ATTRIBUTION)).toEqual({ html: OSM_LINK, onlyLinks: true });
  });
});

describe('sanitizeAttribution', () => {
  it('keeps text and http(s) links, escaping the text and keeping character references', () => {
    expect(sanitizeAttribution('Tiles &copy; Esri & <a href="http://example.org/a?b=1&c=2">Example "maps"</a>')).toEqual({
      html: 'Tiles &copy; Esri &amp; <a href="http://example.org/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer">Example &quot;maps&quot;</a>',
      onlyLinks: true,
    });
    expect(sanitizeAttribution('© OpenStreetMap contributors')).toEqual({ html: '© OpenStreetMap contributors', onlyLinks: true });
  });

  it('reads its own output back unchanged', () => {
    expect(attributionHtml(OSM_LINK)).toBe(OSM_LINK);
    expect(attributionHtml(attributionHtml('a & b <a href="https://x.example/?q=1&r=2">x</a>'))).toBe(attributionHtml('a & b <a href="https://x.example/?q=1&r=2">x</a>'));
  });

  it.each([
    '<img src=x onerror=alert(1)>',
    '<script>alert(1)</script>',
    '<a href="javascript:alert(1)">OSM</a>',
    '<a href="https://x.example" onclick="alert(1)">OSM</a>',
    '<a href=\'https://x.example\'>OSM</a>',
    '<a href="https://x.example"><b>OSM</b></a>',
    '<a href="https://x.example/"onmouseover="alert(1)">OSM</a>',
  ])('escapes anything but plain links and says so: %s', (raw) => {
    const { html, onlyLinks } = sanitizeAttribution(raw);
    expect(onlyLinks).toBe(false);
    // Nothing is markup but rebuilt http(s) links.
    expect(html.replace(/<a href="https?:\/\/[^"]*" target="_blank" rel="noopener noreferrer">|<\/a>/g, '')).not.toContain('<');
  });
});

describe('mapTileSettings', () => {
  it('takes an http(s) template from the server answer, with its attribution made safe', () => {
    expect(mapTileSettings({ mapTileUrl: 'https://tiles.example/{z}/{x}/{y}.png', mapAttribution: '<b>Tiles</b> <a href="https://tiles.example/">Example</a>' })).toEqual({
      mapTileUrl: 'https://tiles.example/{z}/{x}/{y}.png',
      mapAttribution: '&lt;b&gt;Tiles&lt;/b&gt; <a href="https://tiles.example/" target="_blank" rel="noopener noreferrer">Example</a>',
    });
  });

  it.each([null, undefined, {}, { mapTileUrl: 'javascript:alert(1)//{z}' }, { mapTileUrl: 'https://tiles.example/no-zoom.png' }, 'nonsense'])('falls back to the OSM defaults for %j', (answer) => {
    expect(mapTileSettings(answer)).toEqual({ mapTileUrl: DEFAULT_MAP_TILE_URL, mapAttribution: OSM_LINK });
  });
});
