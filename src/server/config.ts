import path from 'node:path';
import { privacyContactProblem } from '../shared/privacy-contact';
import { DEFAULT_MAP_ATTRIBUTION, DEFAULT_MAP_TILE_URL, sanitizeAttribution } from '../shared/map-tiles';

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
  /** Leaflet tile URL template; its host is allowed by the CSP. */
  mapTileUrl: string;
  /** Safe HTML for Leaflet: text and http(s) links only (sanitizeAttribution). */
  mapAttribution: string;
  jsonBodyLimit: string;
  guestSweepIntervalMs: number;
  /** Photo files without a row (a crash between writing the file and committing the row) older than this are deleted. */
  photoOrphanGraceSeconds: number;
  shutdownTimeoutMs: number;
  staticDir: string;
  /**
   * The server-rendering bundle the build writes (webpack's 'ssr' build); undefined when server
   * rendering is off (SERVER_RENDERING=false): pages are then rendered in the browser only.
   */
  ssrBundle: string | undefined;
  /** Photos whose nudity score is at or above this are held from public view (0..1). */
  nsfwThreshold: number;
  /** Geocoding service the server proxies to: a Nominatim-compatible or a Photon-compatible API. */
  geocoderUrl: URL;
  geocoderKind: GeocoderKind;
  /**
   * Address suggestions while typing. Never for the public Nominatim service (its usage policy forbids
   * auto-complete): there the address field searches only when asked (Enter or the search button).
   */
  geocoderAutocomplete: boolean;
  geocoderUserAgent: string;
  geocoderTimeoutMs: number;
  /** Origins allowed to embed the task map besides registered partners (CSP frame-ancestors). */
  embedAllowedOrigins: string[];
  /**
   * Request limits per window, counted in PostgreSQL (shared by all processes): new guest sessions
   * per client address, reports per user and per client address.
   */
  rateLimits: { windowSeconds: number; guestCreatePerAddress: number; reportsPerUser: number; reportsPerAddress: number };
  /**
   * How many tasks one person may hold at once (status 'assigned'), and for how long: guests (whose
   * holds also end with their session) and registered users. The sweep runs every sweepIntervalMs.
   */
  taskHolds: { guestLimit: number; userLimit: number; guestHoldMs: number; userHoldMs: number; sweepIntervalMs: number };
  /** The controller of personal data and how to reach them (one line; names an email address or an http(s) URL). Unset: the privacy policy says no contact is configured. */
  privacyContact: string | undefined;
  /** OpenAI-compatible API for AI features; unset key: the local fallbacks judge instead. */
  openai: { apiKey: string | undefined; baseUrl: string | undefined; model: string; imageModel: string; timeoutMs: number };
}

export const GEOCODER_KINDS = ['nominatim', 'photon'] as const;
export type GeocoderKind = (typeof GEOCODER_KINDS)[number];

/** The OpenStreetMap Foundation's public Nominatim, whose usage policy forbids auto-complete. */
export function isPublicNominatim(url: URL): boolean {
  return ['nominatim.openstreetmap.org', 'nominatim.osm.org'].includes(url.hostname.toLowerCase().replace(/\.$/, ''));
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

const HOUR_MS = 3_600_000;

/** Documented in README.md ("Environment variables"); keep both in step. */
export const CONFIG_VARS = [
  'PORT', 'HOST', 'PUBLIC_URL', 'DATABASE_URL', 'DATA_DIR', 'SEED_DEMO', 'LOG_REQUESTS', 'TRUST_PROXY',
  'MAP_TILE_URL', 'MAP_ATTRIBUTION', 'JSON_BODY_LIMIT', 'GUEST_SWEEP_INTERVAL_MS', 'PHOTO_ORPHAN_GRACE_SECONDS', 'SHUTDOWN_TIMEOUT_MS', 'STATIC_DIR', 'SERVER_RENDERING', 'SSR_BUNDLE', 'NSFW_THRESHOLD',
  'GEOCODER_URL', 'GEOCODER_KIND', 'GEOCODER_AUTOCOMPLETE', 'GEOCODER_USER_AGENT', 'GEOCODER_TIMEOUT_MS', 'OPENAI_API_KEY', 'OPENAI_BASE_URL', 'OPENAI_MODEL', 'OPENAI_IMAGE_MODEL', 'OPENAI_TIMEOUT_MS', 'EMBED_ALLOWED_ORIGINS',
  'RATE_LIMIT_WINDOW_SECONDS', 'RATE_LIMIT_GUEST_CREATE_PER_ADDRESS', 'RATE_LIMIT_REPORTS_PER_USER', 'RATE_LIMIT_REPORTS_PER_ADDRESS',
  'PRIVACY_CONTACT', 'TASK_HOLD_LIMIT_GUEST', 'TASK_HOLD_LIMIT_USER', 'TASK_HOLD_HOURS_GUEST', 'TASK_HOLD_HOURS_USER', 'TASK_HOLD_SWEEP_INTERVAL_MS',
] as const;

/** Reads the environment once, collects every problem, and fails with all of them at once. */
export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const read = (name: string) => {
    const v = env[name];
    return v === undefined || v.trim() === '' ? undefined : v.trim();
  };
  const int = (name: string, fallback: number, min: number, max: number) => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    const n = Number(raw);
    if (!/^\d+$/.test(raw) || n < min || n > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
      return fallback;
    }
    return n;
  };
  const bool = (name: string, fallback: boolean) => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    if (/^(true|1|yes|on)$/i.test(raw)) return true;
    if (/^(false|0|no|off)$/i.test(raw)) return false;
    problems.push(`${name} must be true or false, got "${raw}"`);
    return fallback;
  };
  const url = (name: string, fallback: string, protocols: string[]) => {
    const raw = read(name) ?? fallback;
    try {
      const u = new URL(raw);
      if (!protocols.includes(u.protocol)) throw new Error('protocol');
      return u;
    } catch {
      problems.push(`${name} must be a ${protocols.join(' or ')} URL, got "${raw}"`);
      return new URL(fallback);
    }
  };

  const port = int('PORT', 3000, 0, 65535);
  const host = read('HOST') ?? '0.0.0.0';
  const publicUrl = url('PUBLIC_URL', `http://localhost:${port}`, ['http:', 'https:']);
  const databaseUrl = read('DATABASE_URL');
  if (databaseUrl !== undefined) url('DATABASE_URL', 'postgres://localhost/x', ['postgres:', 'postgresql:']);
  const mapTileUrl = read('MAP_TILE_URL') ?? DEFAULT_MAP_TILE_URL;
  if (!/^https?:\/\//.test(mapTileUrl) || !mapTileUrl.includes('{z}')) {
    problems.push(`MAP_TILE_URL must be an http(s) URL template with {z}, {x} and {y}, got "${mapTileUrl}"`);
  }
  // Leaflet renders the attribution as HTML: only text and plain http(s) links are accepted.
  const mapAttribution = sanitizeAttribution(read('MAP_ATTRIBUTION') ?? DEFAULT_MAP_ATTRIBUTION);
  if (!mapAttribution.onlyLinks) {
    problems.push(`MAP_ATTRIBUTION may hold only text and links written as <a href="https://...">text</a>, got "${read('MAP_ATTRIBUTION')}"`);
  }
  const jsonBodyLimit = read('JSON_BODY_LIMIT') ?? '100kb';
  if (!/^\d+(b|kb|mb)$/i.test(jsonBodyLimit)) {
    problems.push(`JSON_BODY_LIMIT must look like 100kb or 1mb, got "${jsonBodyLimit}"`);
  }

  const nsfwRaw = read('NSFW_THRESHOLD');
  const nsfwThreshold = nsfwRaw === undefined ? 0.7 : Number(nsfwRaw);
  if (!Number.isFinite(nsfwThreshold) || nsfwThreshold < 0 || nsfwThreshold > 1) {
    problems.push(`NSFW_THRESHOLD must be a number from 0 to 1, got "${nsfwRaw}"`);
  }

  const geocoderUrl = url('GEOCODER_URL', 'https://nominatim.openstreetmap.org', ['http:', 'https:']);
  const kindRaw = (read('GEOCODER_KIND') ?? 'nominatim').toLowerCase();
  const geocoderKind: GeocoderKind = (GEOCODER_KINDS as readonly string[]).includes(kindRaw) ? (kindRaw as GeocoderKind) : 'nominatim';
  if (geocoderKind !== kindRaw) problems.push(`GEOCODER_KIND must be ${GEOCODER_KINDS.join(' or ')}, got "${read('GEOCODER_KIND')}"`);
  const autocompleteAsked = read('GEOCODER_AUTOCOMPLETE') === undefined ? undefined : bool('GEOCODER_AUTOCOMPLETE', false);
  const publicNominatim = isPublicNominatim(geocoderUrl);
  if (publicNominatim && autocompleteAsked === true) {
    problems.push(
      `GEOCODER_AUTOCOMPLETE must not be true for the public Nominatim service (${geocoderUrl.hostname}): its usage policy forbids auto-complete. Point GEOCODER_URL to a self-hosted Nominatim or a Photon service for suggestions while typing`,
    );
  }
  if (publicNominatim && geocoderKind === 'photon') {
    problems.push(`GEOCODER_KIND=photon needs a Photon service, but GEOCODER_URL is the public Nominatim service (${geocoderUrl.hostname})`);
  }

  const embedAllowedOrigins = (read('EMBED_ALLOWED_ORIGINS') ?? '').split(',').map((o) => o.trim()).filter(Boolean);
  const isOrigin = (o: string) => {
    try {
      const u = new URL(o);
      return (u.protocol === 'http:' || u.protocol === 'https:') && u.origin === o.replace(/\/$/, '');
    } catch {
      return false;
    }
  };
  for (const o of embedAllowedOrigins) {
    if (!isOrigin(o)) problems.push(`EMBED_ALLOWED_ORIGINS must be a comma-separated list of origins like https://example.org, got "${o}"`);
  }

  const privacyContact = read('PRIVACY_CONTACT');
  const contactProblem = privacyContact === undefined ? null : privacyContactProblem(privacyContact);
  if (contactProblem) {
    problems.push(`PRIVACY_CONTACT ${contactProblem}, e.g. "Example e.V., Hauptstr. 1, 10115 Berlin, privacy@example.org"; got "${privacyContact}"`);
  }

  const config: Config = {
    port,
    host,
    publicUrl,
    databaseUrl,
    dataDir: path.resolve(read('DATA_DIR') ?? './data'),
    seedDemo: bool('SEED_DEMO', true),
    logRequests: bool('LOG_REQUESTS', true),
    trustProxy: bool('TRUST_PROXY', false),
    mapTileUrl,
    mapAttribution: mapAttribution.html,
    jsonBodyLimit,
    guestSweepIntervalMs: int('GUEST_SWEEP_INTERVAL_MS', 60_000, 1000, 86_400_000),
    photoOrphanGraceSeconds: int('PHOTO_ORPHAN_GRACE_SECONDS', 900, 0, 604_800),
    shutdownTimeoutMs: int('SHUTDOWN_TIMEOUT_MS', 10_000, 0, 600_000),
    staticDir: path.resolve(read('STATIC_DIR') ?? './dist'),
    ssrBundle: bool('SERVER_RENDERING', true) ? path.resolve(read('SSR_BUNDLE') ?? './dist-ssr/render.cjs') : undefined,
    nsfwThreshold,
    geocoderUrl,
    geocoderKind,
    // Photon is built for search-as-you-type; Nominatim only when the operator says it is their own.
    geocoderAutocomplete: !publicNominatim && (autocompleteAsked ?? geocoderKind === 'photon'),
    geocoderUserAgent: read('GEOCODER_USER_AGENT') ?? `CleanQuest/0.1 (+${publicUrl.origin})`,
    geocoderTimeoutMs: int('GEOCODER_TIMEOUT_MS', 5000, 100, 60_000),
    embedAllowedOrigins: embedAllowedOrigins.map((o) => o.replace(/\/$/, '')),
    rateLimits: {
      windowSeconds: int('RATE_LIMIT_WINDOW_SECONDS', 3600, 1, 86_400),
      guestCreatePerAddress: int('RATE_LIMIT_GUEST_CREATE_PER_ADDRESS', 30, 1, 1_000_000),
      reportsPerUser: int('RATE_LIMIT_REPORTS_PER_USER', 30, 1, 1_000_000),
      reportsPerAddress: int('RATE_LIMIT_REPORTS_PER_ADDRESS', 60, 1, 1_000_000),
    },
    taskHolds: {
      guestLimit: int('TASK_HOLD_LIMIT_GUEST', 3, 1, 1000),
      userLimit: int('TASK_HOLD_LIMIT_USER', 10, 1, 1000),
      guestHoldMs: int('TASK_HOLD_HOURS_GUEST', 24, 1, 720) * HOUR_MS,
      userHoldMs: int('TASK_HOLD_HOURS_USER', 48, 1, 720) * HOUR_MS,
      sweepIntervalMs: int('TASK_HOLD_SWEEP_INTERVAL_MS', 60_000, 1000, 86_400_000),
    },
    privacyContact,
    openai: {
      apiKey: read('OPENAI_API_KEY'),
      baseUrl: read('OPENAI_BASE_URL') === undefined ? undefined : url('OPENAI_BASE_URL', 'https://api.openai.com/v1', ['http:', 'https:']).href.replace(/\/$/, ''),
      model: read('OPENAI_MODEL') ?? 'gpt-4o-mini',
      imageModel: read('OPENAI_IMAGE_MODEL') ?? 'gpt-image-1',
      timeoutMs: int('OPENAI_TIMEOUT_MS', 20_000, 1000, 300_000),
    },
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/** Origins of the tile template for the CSP; a template with {s} gives one per subdomain (a, b, c). */
export function tileOrigins(template: string): string[] {
  const withSub = template.includes('{s}') ? ['a', 'b', 'c'].map((s) => template.replace('{s}', s)) : [template];
  return [...new Set(withSub.map((t) => new URL(t.replace(/\{[a-z]\}/g, '0')).origin))];
}
