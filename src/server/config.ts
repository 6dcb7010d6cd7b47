import path from 'node:path';
import packageJson from '../../package.json' with { type: 'json' };
import { DEFAULT_MAP_ATTRIBUTION, DEFAULT_MAP_TILE_URL, sanitizeAttribution } from '../shared/map-tiles';
import type { ServerModule } from './module';
import { repositoryUrl } from './source-code';
import { settingsReader, type Env, type ModuleSettings } from './settings';

/**
 * The core's settings. A module's own settings are declared by the module (ServerModule.settings,
 * settings.ts) and reach it through its own token; only their parsed values pass through here.
 */
export interface Config {
  port: number;
  host: string;
  publicUrl: URL;
  /** Unset: embedded PGlite in dataDir. Set: a real PostgreSQL server. */
  databaseUrl: string | undefined;
  dataDir: string;
  seedDemo: boolean;
  logRequests: boolean;
  trustProxy: boolean;
  /**
   * Lets a scraper read GET /metrics from anywhere with `Authorization: Bearer <token>`; unset, only
   * loopback connections that did not come through a proxy may read it.
   */
  metricsToken: string | undefined;
  /** Leaflet tile URL template; its host is allowed by the CSP. */
  mapTileUrl: string;
  /** Safe HTML for Leaflet: text and http(s) links only (sanitizeAttribution). */
  mapAttribution: string;
  jsonBodyLimit: string;
  shutdownTimeoutMs: number;
  staticDir: string;
  /**
   * The server-rendering bundle the build writes (webpack's 'ssr' build); undefined when server
   * rendering is off (SERVER_RENDERING=false): pages are then rendered in the browser only.
   */
  ssrBundle: string | undefined;
  /** The benchmark anchor's build (BENCH_ANCHOR_DIR, issue 38): served at /bench/anchor when set, off otherwise. */
  benchAnchorDir?: string;
  /**
   * The window of the request limits (`http/rate-limit.ts`, counted in PostgreSQL and shared by all
   * processes); the modules declare their limits per window (guest: new guests per address; reports:
   * reports per user and per address).
   */
  rateLimitWindowSeconds: number;
  /**
   * RATE_LIMIT_FACTOR: every budget an endpoint declares (src/shared/endpoint-limits.ts) is multiplied
   * by it; a number set by the budget's own variable is taken as it is. 1 in production; tests, e2e
   * runs and benchmarks, which send everything from 127.0.0.1, set it high.
   */
  rateLimitFactor: number;
  /**
   * OpenAI-compatible API for AI features (the tasks module's verifier, the astro module's names
   * and avatars; GET /api/config says which verifier judges); unset key: the local fallbacks instead.
   */
  openai: { apiKey: string | undefined; baseUrl: string | undefined; model: string; imageModel: string; timeoutMs: number };
  /**
   * URLs users or partners supply (push endpoints, Open311 media_url) may lead to loopback addresses,
   * and plain http to them: for tests and local stand-ins only, never in production (OUTBOUND; private,
   * link-local and other non-public addresses stay refused).
   */
  outboundAllowLoopback: boolean;
  /**
   * Where users get the source code of the code this server runs (AGPL-3.0 section 13): SOURCE_CODE_URL,
   * else package.json's "repository"; undefined: no source link is shown (the README asks an operator of
   * a modified version to set it). The API document and the legal links show it.
   */
  sourceCodeUrl: string | undefined;
  /** Each handed-in module's settings (ServerModule.settings) by module id, as its parse returned them. */
  moduleSettings: ReadonlyMap<string, unknown>;
}

/** The core's settings without the modules': what a module's settings parser may read. */
export type CoreConfig = Omit<Config, 'moduleSettings'>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** The manifest parts the loader reads. */
type WithSettings = Pick<ServerModule, 'id' | 'settings'>;

/** The core's variables. README.md ("Environment variables") documents these and every module's. */
export const CORE_CONFIG_VARS = [
  'PORT', 'HOST', 'PUBLIC_URL', 'DATABASE_URL', 'DATA_DIR', 'SEED_DEMO', 'LOG_REQUESTS', 'TRUST_PROXY',
  'MAP_TILE_URL', 'MAP_ATTRIBUTION', 'JSON_BODY_LIMIT', 'SHUTDOWN_TIMEOUT_MS', 'STATIC_DIR', 'SERVER_RENDERING', 'SSR_BUNDLE', 'BENCH_ANCHOR_DIR',
  'OPENAI_API_KEY', 'OPENAI_BASE_URL', 'OPENAI_MODEL', 'OPENAI_IMAGE_MODEL', 'OPENAI_TIMEOUT_MS', 'RATE_LIMIT_WINDOW_SECONDS', 'RATE_LIMIT_FACTOR',
  'METRICS_TOKEN', 'OUTBOUND_ALLOW_LOOPBACK', 'SOURCE_CODE_URL',
] as const;

/** Every variable an app of these modules reads: the core's, then each module's. A name may be declared once. */
export function configVars(modules: readonly WithSettings[]): string[] {
  const vars: string[] = [...CORE_CONFIG_VARS];
  for (const m of modules) {
    for (const name of m.settings?.vars ?? []) {
      if (vars.includes(name)) throw new Error(`Environment variable ${name} of module '${m.id}' is already declared`);
      vars.push(name);
    }
  }
  return vars;
}

/**
 * Reads the environment once, the core's variables and those of the modules handed in (their
 * `settings` hook), collects every problem, and fails with all of them at once.
 */
export function loadConfig(env: Env = process.env, modules: readonly WithSettings[] = []): Config {
  configVars(modules); // a variable declared twice fails at once
  const problems: string[] = [];
  const { read, int, bool, url, problem } = settingsReader(env, problems);

  const port = int('PORT', 3000, 0, 65535);
  const host = read('HOST') ?? '0.0.0.0';
  const publicUrl = url('PUBLIC_URL', `http://localhost:${port}`, ['http:', 'https:']);
  const databaseUrl = read('DATABASE_URL');
  if (databaseUrl !== undefined) url('DATABASE_URL', 'postgres://localhost/x', ['postgres:', 'postgresql:']);
  const mapTileUrl = read('MAP_TILE_URL') ?? DEFAULT_MAP_TILE_URL;
  if (!/^https?:\/\//.test(mapTileUrl) || !mapTileUrl.includes('{z}')) {
    problem(`MAP_TILE_URL must be an http(s) URL template with {z}, {x} and {y}, got "${mapTileUrl}"`);
  }
  // Leaflet renders the attribution as HTML: only text and plain http(s) links are accepted.
  const mapAttribution = sanitizeAttribution(read('MAP_ATTRIBUTION') ?? DEFAULT_MAP_ATTRIBUTION);
  if (!mapAttribution.onlyLinks) {
    problem(`MAP_ATTRIBUTION may hold only text and links written as <a href="https://...">text</a>, got "${read('MAP_ATTRIBUTION')}"`);
  }
  const metricsToken = read('METRICS_TOKEN');
  // It guards the metrics from anywhere: not guessable, and one word (it is sent as a Bearer token).
  if (metricsToken !== undefined && !/^\S{16,}$/.test(metricsToken)) {
    problem('METRICS_TOKEN must be at least 16 characters without spaces (e.g. `openssl rand -hex 32`)');
  }
  const jsonBodyLimit = read('JSON_BODY_LIMIT') ?? '100kb';
  if (!/^\d+(b|kb|mb)$/i.test(jsonBodyLimit)) {
    problem(`JSON_BODY_LIMIT must look like 100kb or 1mb, got "${jsonBodyLimit}"`);
  }

  const core: CoreConfig = {
    port,
    host,
    publicUrl,
    databaseUrl,
    dataDir: path.resolve(read('DATA_DIR') ?? './data'),
    seedDemo: bool('SEED_DEMO', true),
    logRequests: bool('LOG_REQUESTS', true),
    trustProxy: bool('TRUST_PROXY', false),
    metricsToken,
    mapTileUrl,
    mapAttribution: mapAttribution.html,
    jsonBodyLimit,
    shutdownTimeoutMs: int('SHUTDOWN_TIMEOUT_MS', 10_000, 0, 600_000),
    staticDir: path.resolve(read('STATIC_DIR') ?? './dist'),
    ssrBundle: bool('SERVER_RENDERING', true) ? path.resolve(read('SSR_BUNDLE') ?? './dist-ssr/render.cjs') : undefined,
    benchAnchorDir: read('BENCH_ANCHOR_DIR') === undefined ? undefined : path.resolve(read('BENCH_ANCHOR_DIR')!),
    rateLimitWindowSeconds: int('RATE_LIMIT_WINDOW_SECONDS', 3600, 1, 86_400),
    rateLimitFactor: int('RATE_LIMIT_FACTOR', 1, 1, 1_000_000),
    openai: {
      apiKey: read('OPENAI_API_KEY'),
      baseUrl: read('OPENAI_BASE_URL') === undefined ? undefined : url('OPENAI_BASE_URL', 'https://api.openai.com/v1', ['http:', 'https:']).href.replace(/\/$/, ''),
      model: read('OPENAI_MODEL') ?? 'gpt-4o-mini',
      imageModel: read('OPENAI_IMAGE_MODEL') ?? 'gpt-image-1',
      timeoutMs: int('OPENAI_TIMEOUT_MS', 20_000, 1000, 300_000),
    },
    outboundAllowLoopback: bool('OUTBOUND_ALLOW_LOOPBACK', false),
    sourceCodeUrl:
      read('SOURCE_CODE_URL') === undefined
        ? repositoryUrl((packageJson as { repository?: unknown }).repository)
        : url('SOURCE_CODE_URL', 'https://example.org/', ['http:', 'https:']).href,
  };
  const moduleSettings = new Map<string, unknown>();
  for (const m of modules) {
    if (m.settings) moduleSettings.set(m.id, m.settings.parse(settingsReader(env, problems), core));
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return { ...core, moduleSettings };
}

/**
 * A module's settings as loadConfig read them (createApp binds them to the module's token). A module
 * with settings that were not read (not handed to loadConfig) fails the start.
 */
export function settingsOf(config: Config, module: WithSettings): unknown {
  if (!config.moduleSettings.has(module.id)) {
    throw new Error(`The settings of module '${module.id}' were not read: hand the module to loadConfig`);
  }
  return config.moduleSettings.get(module.id);
}

/** One module's settings from an environment (its tests): its problems fail with a ConfigError. */
export function readModuleSettings<T>(settings: ModuleSettings<T>, env: Env, core: CoreConfig = loadConfig({})): T {
  const problems: string[] = [];
  const value = settings.parse(settingsReader(env, problems), core);
  if (problems.length > 0) throw new ConfigError(problems);
  return value;
}

/** Origins of the tile template for the CSP; a template with {s} gives one per subdomain (a, b, c). */
export function tileOrigins(template: string): string[] {
  const withSub = template.includes('{s}') ? ['a', 'b', 'c'].map((s) => template.replace('{s}', s)) : [template];
  return [...new Set(withSub.map((t) => new URL(t.replace(/\{[a-z]\}/g, '0')).origin))];
}
