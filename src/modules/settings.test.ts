import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { configVars, loadConfig, readModuleSettings } from '../server/config';
import type { Env } from '../server/settings';
import { guestSettings } from './guest/server/settings';
import { reportsSettings } from './reports/server/settings';
import { serverModules } from './server';

describe('the configuration of the app (the core and every server manifest)', () => {
  it('reads exactly the variables configVars lists, and the README documents each of them', () => {
    const read = new Set<string>();
    loadConfig(new Proxy({}, { get: (_, name) => void read.add(String(name)) }), serverModules);
    const vars = configVars(serverModules);
    expect([...read].sort()).toEqual([...vars].sort());
    const readme = fs.readFileSync('README.md', 'utf8');
    expect(vars.filter((v) => !readme.includes(`\`${v}\``))).toEqual([]);
  });
});

describe('rate limits', () => {
  // The window is the core's (RATE_LIMIT_WINDOW_SECONDS); the guest and reports modules declare their limits.
  const rateLimits = (env: Env) => ({
    windowSeconds: loadConfig(env, serverModules).rateLimitWindowSeconds,
    guestCreatePerAddress: readModuleSettings(guestSettings, env).guestCreatePerAddress,
    ...readModuleSettings(reportsSettings, env),
  });

  it('defaults to 30 guests per address, 30 reports per user and 60 per address in an hour', () => {
    expect(rateLimits({})).toEqual({ windowSeconds: 3600, guestCreatePerAddress: 30, reportsPerUser: 30, reportsPerAddress: 60 });
  });

  it('reads the RATE_LIMIT_ variables and refuses values that are not positive whole numbers', () => {
    const c = rateLimits({ RATE_LIMIT_WINDOW_SECONDS: '60', RATE_LIMIT_GUEST_CREATE_PER_ADDRESS: '5', RATE_LIMIT_REPORTS_PER_USER: '7', RATE_LIMIT_REPORTS_PER_ADDRESS: '9' });
    expect(c).toEqual({ windowSeconds: 60, guestCreatePerAddress: 5, reportsPerUser: 7, reportsPerAddress: 9 });
    let err: unknown;
    try {
      loadConfig({ RATE_LIMIT_WINDOW_SECONDS: '0', RATE_LIMIT_GUEST_CREATE_PER_ADDRESS: 'many', RATE_LIMIT_REPORTS_PER_USER: '-1', RATE_LIMIT_REPORTS_PER_ADDRESS: '2.5' }, serverModules);
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
