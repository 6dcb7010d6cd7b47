import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, tileOrigins } from './config';

describe('loadConfig', () => {
  it('gives safe defaults for npm start', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.dataDir.endsWith('/data')).toBe(true);
    expect(c.seedDemo).toBe(true);
    expect(c.publicUrl.href).toBe('http://localhost:3000/');
  });

  it('reads overrides', () => {
    const c = loadConfig({ PORT: '8080', SEED_DEMO: 'false', DATABASE_URL: 'postgres://u:p@db:5432/cq', PUBLIC_URL: 'https://cq.example' });
    expect(c.port).toBe(8080);
    expect(c.seedDemo).toBe(false);
    expect(c.databaseUrl).toBe('postgres://u:p@db:5432/cq');
    expect(c.publicUrl.protocol).toBe('https:');
  });

  it('lists every bad value in one clear message', () => {
    let err: unknown;
    try {
      loadConfig({ PORT: 'eighty', SEED_DEMO: 'maybe', PUBLIC_URL: 'ftp://x', DATABASE_URL: 'mysql://x' });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(ConfigError);
    const msg = (err as Error).message;
    expect(msg).toContain('PORT must be a whole number from 0 to 65535, got "eighty"');
    expect(msg).toContain('SEED_DEMO must be true or false, got "maybe"');
    expect(msg).toContain('PUBLIC_URL must be a http: or https: URL');
    expect(msg).toContain('DATABASE_URL must be a postgres: or postgresql: URL');
  });

  it('rejects a port out of range and a bad tile template', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => loadConfig({ MAP_TILE_URL: 'tiles' })).toThrow(/MAP_TILE_URL/);
  });
});

describe('map tiles', () => {
  it('default to the OSM tile server without subdomains, credited with a link to the copyright page', () => {
    const c = loadConfig({});
    expect(c.mapTileUrl).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(c.mapAttribution).toBe('© <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener noreferrer">OpenStreetMap</a> contributors');
    expect(tileOrigins(c.mapTileUrl)).toEqual(['https://tile.openstreetmap.org']);
  });

  it('takes an attribution of text and links, and refuses any other HTML', () => {
    expect(loadConfig({ MAP_ATTRIBUTION: 'Tiles & data © <a href="https://example.org/terms">Example</a>' }).mapAttribution).toBe(
      'Tiles &amp; data © <a href="https://example.org/terms" target="_blank" rel="noopener noreferrer">Example</a>',
    );
    expect(() => loadConfig({ MAP_ATTRIBUTION: '<img src=x onerror=alert(1)> OSM' })).toThrow(/MAP_ATTRIBUTION may hold only text and links/);
    expect(() => loadConfig({ MAP_ATTRIBUTION: '<a href="javascript:alert(1)">OSM</a>' })).toThrow(/MAP_ATTRIBUTION/);
  });
});

describe('tileOrigins', () => {
  it('expands the a-c subdomains', () => {
    expect(tileOrigins('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png')).toEqual([
      'https://a.tile.openstreetmap.org', 'https://b.tile.openstreetmap.org', 'https://c.tile.openstreetmap.org',
    ]);
    expect(tileOrigins('http://127.0.0.1:9000/{z}/{x}/{y}.png')).toEqual(['http://127.0.0.1:9000']);
  });
});

describe('EMBED_ALLOWED_ORIGINS', () => {
  it('takes a comma-separated list of origins and refuses anything else', () => {
    expect(loadConfig({ EMBED_ALLOWED_ORIGINS: 'https://a.example, http://127.0.0.1:8080/' }).embedAllowedOrigins).toEqual(['https://a.example', 'http://127.0.0.1:8080']);
    expect(loadConfig({}).embedAllowedOrigins).toEqual([]);
    expect(() => loadConfig({ EMBED_ALLOWED_ORIGINS: 'https://a.example/path' })).toThrow(/EMBED_ALLOWED_ORIGINS/);
    expect(() => loadConfig({ EMBED_ALLOWED_ORIGINS: 'javascript:alert(1)' })).toThrow(/EMBED_ALLOWED_ORIGINS/);
  });
});
