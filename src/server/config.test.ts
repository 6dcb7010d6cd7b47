import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARS, ConfigError, loadConfig, tileOrigins } from './config';

describe('loadConfig', () => {
  it('reads exactly the variables CONFIG_VARS lists, and the README documents each of them', () => {
    const read = new Set<string>();
    loadConfig(new Proxy({}, { get: (_, name) => void read.add(String(name)) }));
    expect([...read].sort()).toEqual([...CONFIG_VARS].sort());
    const readme = fs.readFileSync('README.md', 'utf8');
    expect(CONFIG_VARS.filter((v) => !readme.includes(`\`${v}\``))).toEqual([]);
  });

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

describe('geocoder settings', () => {
  const PUBLIC = 'must not be true for the public Nominatim service';

  it('default to the public Nominatim service, searching only when asked', () => {
    const c = loadConfig({});
    expect(c.geocoderUrl.href).toBe('https://nominatim.openstreetmap.org/');
    expect(c.geocoderKind).toBe('nominatim');
    expect(c.geocoderAutocomplete).toBe(false);
  });

  it('refuses auto-complete against the public Nominatim service, however it is spelled', () => {
    expect(() => loadConfig({ GEOCODER_AUTOCOMPLETE: 'true' })).toThrow(PUBLIC);
    expect(() => loadConfig({ GEOCODER_URL: 'https://NOMINATIM.openstreetmap.org./search/', GEOCODER_AUTOCOMPLETE: 'yes' })).toThrow(PUBLIC);
    expect(() => loadConfig({ GEOCODER_KIND: 'photon' })).toThrow('GEOCODER_KIND=photon needs a Photon service');
    expect(loadConfig({ GEOCODER_AUTOCOMPLETE: 'false' }).geocoderAutocomplete).toBe(false);
  });

  it('lets other hosts auto-complete: Photon by default, a self-hosted Nominatim when asked', () => {
    expect(loadConfig({ GEOCODER_URL: 'https://photon.example', GEOCODER_KIND: 'photon' })).toMatchObject({ geocoderKind: 'photon', geocoderAutocomplete: true });
    expect(loadConfig({ GEOCODER_URL: 'https://photon.example', GEOCODER_KIND: 'Photon', GEOCODER_AUTOCOMPLETE: 'false' }).geocoderAutocomplete).toBe(false);
    expect(loadConfig({ GEOCODER_URL: 'http://nominatim.internal:8080' }).geocoderAutocomplete).toBe(false);
    expect(loadConfig({ GEOCODER_URL: 'http://nominatim.internal:8080', GEOCODER_AUTOCOMPLETE: 'true' }).geocoderAutocomplete).toBe(true);
  });

  it('names a bad kind or switch', () => {
    expect(() => loadConfig({ GEOCODER_KIND: 'google' })).toThrow('GEOCODER_KIND must be nominatim or photon, got "google"');
    expect(() => loadConfig({ GEOCODER_URL: 'https://photon.example', GEOCODER_AUTOCOMPLETE: 'sometimes' })).toThrow('GEOCODER_AUTOCOMPLETE must be true or false');
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

describe('rate limits', () => {
  it('defaults to 30 guests per address, 30 reports per user and 60 per address in an hour', () => {
    expect(loadConfig({}).rateLimits).toEqual({ windowSeconds: 3600, guestCreatePerAddress: 30, reportsPerUser: 30, reportsPerAddress: 60 });
  });

  it('reads the RATE_LIMIT_ variables and refuses values that are not positive whole numbers', () => {
    const c = loadConfig({ RATE_LIMIT_WINDOW_SECONDS: '60', RATE_LIMIT_GUEST_CREATE_PER_ADDRESS: '5', RATE_LIMIT_REPORTS_PER_USER: '7', RATE_LIMIT_REPORTS_PER_ADDRESS: '9' });
    expect(c.rateLimits).toEqual({ windowSeconds: 60, guestCreatePerAddress: 5, reportsPerUser: 7, reportsPerAddress: 9 });
    let err: unknown;
    try {
      loadConfig({ RATE_LIMIT_WINDOW_SECONDS: '0', RATE_LIMIT_GUEST_CREATE_PER_ADDRESS: 'many', RATE_LIMIT_REPORTS_PER_USER: '-1', RATE_LIMIT_REPORTS_PER_ADDRESS: '2.5' });
    } catch (e) {
      err = e;
    }
    const msg = (err as Error).message;
    expect(msg).toContain('RATE_LIMIT_WINDOW_SECONDS must be a whole number from 1 to 86400, got "0"');
    expect(msg).toContain('RATE_LIMIT_GUEST_CREATE_PER_ADDRESS must be a whole number from 1 to 1000000, got "many"');
    expect(msg).toContain('RATE_LIMIT_REPORTS_PER_USER must be a whole number from 1 to 1000000, got "-1"');
    expect(msg).toContain('RATE_LIMIT_REPORTS_PER_ADDRESS must be a whole number from 1 to 1000000, got "2.5"');
  });
});

describe('PRIVACY_CONTACT', () => {
  it('is unset by default and keeps a valid contact line as given', () => {
    expect(loadConfig({}).privacyContact).toBeUndefined();
    const line = 'Example e.V., Hauptstr. 1, 10115 Berlin, privacy@example.org';
    expect(loadConfig({ PRIVACY_CONTACT: `  ${line} ` }).privacyContact).toBe(line);
    expect(loadConfig({ PRIVACY_CONTACT: 'https://example.org/privacy' }).privacyContact).toBe('https://example.org/privacy');
  });

  it('refuses a contact nobody can reach, with the expected format in the message', () => {
    expect(() => loadConfig({ PRIVACY_CONTACT: 'Example e.V., Berlin' })).toThrow(
      /PRIVACY_CONTACT must include an email address or an http\(s\) URL .*e\.g\. "Example e\.V\., Hauptstr\. 1, 10115 Berlin, privacy@example\.org"; got "Example e\.V\., Berlin"/,
    );
    expect(() => loadConfig({ PRIVACY_CONTACT: 'Example e.V.\nprivacy@example.org' })).toThrow(/PRIVACY_CONTACT must be one line of text/);
  });
});

describe('task holds', () => {
  it('defaults to 3 tasks for 24 hours for guests, 10 for 48 hours for registered users, swept every minute', () => {
    expect(loadConfig({}).taskHolds).toEqual({ guestLimit: 3, userLimit: 10, guestHoldMs: 24 * 3_600_000, userHoldMs: 48 * 3_600_000, sweepIntervalMs: 60_000 });
  });

  it('reads the TASK_HOLD_ variables and refuses values out of range', () => {
    const c = loadConfig({ TASK_HOLD_LIMIT_GUEST: '1', TASK_HOLD_LIMIT_USER: '4', TASK_HOLD_HOURS_GUEST: '6', TASK_HOLD_HOURS_USER: '72', TASK_HOLD_SWEEP_INTERVAL_MS: '5000' });
    expect(c.taskHolds).toEqual({ guestLimit: 1, userLimit: 4, guestHoldMs: 6 * 3_600_000, userHoldMs: 72 * 3_600_000, sweepIntervalMs: 5000 });
    let err: unknown;
    try {
      loadConfig({ TASK_HOLD_LIMIT_GUEST: '0', TASK_HOLD_LIMIT_USER: 'ten', TASK_HOLD_HOURS_GUEST: '0.5', TASK_HOLD_HOURS_USER: '1000', TASK_HOLD_SWEEP_INTERVAL_MS: '10' });
    } catch (e) {
      err = e;
    }
    const msg = (err as Error).message;
    expect(msg).toContain('TASK_HOLD_LIMIT_GUEST must be a whole number from 1 to 1000, got "0"');
    expect(msg).toContain('TASK_HOLD_LIMIT_USER must be a whole number from 1 to 1000, got "ten"');
    expect(msg).toContain('TASK_HOLD_HOURS_GUEST must be a whole number from 1 to 720, got "0.5"');
    expect(msg).toContain('TASK_HOLD_HOURS_USER must be a whole number from 1 to 720, got "1000"');
    expect(msg).toContain('TASK_HOLD_SWEEP_INTERVAL_MS must be a whole number from 1000 to 86400000, got "10"');
  });
});
