import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ContainerModule, type ServiceIdentifier } from 'inversify';
import { configVars, CORE_CONFIG_VARS, ConfigError, loadConfig, settingsOf, tileOrigins } from './config';
import type { ServerModule } from './module';
import type { ModuleSettings } from './settings';

/** A module with settings of its own, as a manifest declares them (ServerModule.settings). */
const WIDGETS: ServiceIdentifier<{ size: number; home: string }> = Symbol.for('test.widgets');
const widgetSettings: ModuleSettings<{ size: number; home: string }> = {
  vars: ['WIDGET_SIZE'],
  token: WIDGETS,
  parse: ({ int }, core) => ({ size: int('WIDGET_SIZE', 3, 1, 9), home: core.publicUrl.origin }),
};
const widgets: ServerModule = { id: 'widgets', containerModule: new ContainerModule(() => {}), settings: widgetSettings };

describe('loadConfig', () => {
  it("reads exactly the core's variables, and the README documents each of them", () => {
    const read = new Set<string>();
    loadConfig(new Proxy({}, { get: (_, name) => void read.add(String(name)) }));
    expect([...read].sort()).toEqual([...CORE_CONFIG_VARS].sort());
    const readme = fs.readFileSync('README.md', 'utf8');
    expect(CORE_CONFIG_VARS.filter((v) => !readme.includes(`\`${v}\``))).toEqual([]);
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

  it('reads METRICS_TOKEN when it is long enough to guard the metrics, without repeating it in the error', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: 'a1b2c3d4e5f6a7b8c9d0' }).metricsToken).toBe('a1b2c3d4e5f6a7b8c9d0');
    for (const bad of ['short', 'sixteen chars with spaces']) {
      expect(() => loadConfig({ METRICS_TOKEN: bad })).toThrow(/METRICS_TOKEN must be at least 16 characters without spaces/);
      expect(() => loadConfig({ METRICS_TOKEN: bad })).not.toThrow(new RegExp(bad));
    }
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

describe("modules' settings", () => {
  it('reads the variables of the modules handed in besides the core\'s, and keeps each module\'s settings by id', () => {
    const read = new Set<string>();
    loadConfig(new Proxy({}, { get: (_, name) => void read.add(String(name)) }), [widgets]);
    expect([...read].sort()).toEqual(configVars([widgets]).sort());
    expect(configVars([widgets])).toEqual([...CORE_CONFIG_VARS, 'WIDGET_SIZE']);
    const config = loadConfig({ WIDGET_SIZE: '7', PUBLIC_URL: 'https://cq.example' }, [widgets]);
    expect(settingsOf(config, widgets)).toEqual({ size: 7, home: 'https://cq.example' });
  });

  it("lists a module's bad values with the core's in one message", () => {
    let err: unknown;
    try {
      loadConfig({ PORT: 'eighty', WIDGET_SIZE: '12' }, [widgets]);
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(ConfigError);
    expect((err as ConfigError).problems).toEqual(['PORT must be a whole number from 0 to 65535, got "eighty"', 'WIDGET_SIZE must be a whole number from 1 to 9, got "12"']);
  });

  it('refuses a variable declared twice, and settings that were not read', () => {
    const twice: ServerModule = { ...widgets, id: 'other' };
    expect(() => loadConfig({}, [widgets, twice])).toThrow("Environment variable WIDGET_SIZE of module 'other' is already declared");
    expect(() => settingsOf(loadConfig({}), widgets)).toThrow("The settings of module 'widgets' were not read: hand the module to loadConfig");
  });
});
