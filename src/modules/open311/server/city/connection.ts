import type { CoreConfig } from '../../../../server/config';
import type { SettingsReader } from '../../../../server/settings';

/**
 * Issue 42: the city's own Open311 GeoReport v2 system that hazardous reports (not for volunteers)
 * are filed with. One connection for the whole instance (every report, wherever it is); set by the
 * operator. Per-partner-area connections are rows of city_connections (connections.ts).
 */
export interface CityConnection {
  /** The GeoReport v2 base URL (ending before `requests.json`), always with a trailing slash. */
  endpoint: URL;
  apiKey: string;
  /** Sent with every request when set (a server that serves one jurisdiction may not need it). */
  jurisdictionId: string | undefined;
  /** The city's service code that receives hazardous reports (from the city's services.json). */
  hazardServiceCode: string;
  /**
   * The city's service code for general litter (per-partner connections; picked from services.json).
   * General litter is the volunteers' work: a task in the area is filed under this code only once it
   * stayed unclaimed CITY_OPEN311_LITTER_AFTER_DAYS (filer.ts). The city's 'closed' completes it only
   * while it is still unclaimed (TasksApi.closeByCity): a volunteer who took it meanwhile keeps it.
   */
  litterServiceCode?: string | null;
  /** Filings one reporter's reports may make in 24 hours (the app's clock); beyond it a report stays on the map only. */
  perReporterPerDay: number;
}

export const CITY_VARS = ['CITY_OPEN311_ENDPOINT', 'CITY_OPEN311_API_KEY', 'CITY_OPEN311_JURISDICTION_ID', 'CITY_OPEN311_HAZARD_SERVICE_CODE', 'CITY_OPEN311_PER_REPORTER_PER_DAY', 'CITY_OPEN311_LITTER_AFTER_DAYS'] as const;

/**
 * The connection, or null when CITY_OPEN311_ENDPOINT is unset (nothing is filed). With an endpoint,
 * the API key and the hazard service code are required; the endpoint is https (plain http only to a
 * loopback host while OUTBOUND_ALLOW_LOOPBACK is on: the tests' stand-ins) and carries no user,
 * password, query or fragment (the key travels in the form body, where GeoReport v2 puts it).
 */
export function readCityConnection({ read, int, problem }: SettingsReader, core: Pick<CoreConfig, 'outboundAllowLoopback'>): CityConnection | null {
  const raw = read('CITY_OPEN311_ENDPOINT');
  const perReporterPerDay = int('CITY_OPEN311_PER_REPORTER_PER_DAY', 5, 1, 1000);
  const rest = { apiKey: read('CITY_OPEN311_API_KEY'), jurisdictionId: read('CITY_OPEN311_JURISDICTION_ID'), hazardServiceCode: read('CITY_OPEN311_HAZARD_SERVICE_CODE') };
  if (raw === undefined) {
    if (rest.apiKey || rest.jurisdictionId || rest.hazardServiceCode) problem('CITY_OPEN311_API_KEY, CITY_OPEN311_JURISDICTION_ID and CITY_OPEN311_HAZARD_SERVICE_CODE need CITY_OPEN311_ENDPOINT');
    return null;
  }
  const checked = checkCityEndpoint(raw, core.outboundAllowLoopback);
  if (checked.problem === 'invalid' || checked.problem === 'scheme') problem(`CITY_OPEN311_ENDPOINT must be an https URL (plain http only to a loopback host with OUTBOUND_ALLOW_LOOPBACK), got "${raw}"`);
  if (checked.problem === 'parts') problem('CITY_OPEN311_ENDPOINT must not carry a user, password, query or fragment');
  if (!checked.url) return null;
  const endpoint = checked.url;
  if (!rest.apiKey) problem('CITY_OPEN311_API_KEY is required with CITY_OPEN311_ENDPOINT');
  if (!rest.hazardServiceCode) problem('CITY_OPEN311_HAZARD_SERVICE_CODE is required with CITY_OPEN311_ENDPOINT (a service_code from the city’s services.json)');
  if (rest.hazardServiceCode && rest.hazardServiceCode.length > 100) problem('CITY_OPEN311_HAZARD_SERVICE_CODE must be at most 100 characters');
  return { endpoint, apiKey: rest.apiKey ?? '', jurisdictionId: rest.jurisdictionId, hazardServiceCode: rest.hazardServiceCode ?? '', perReporterPerDay };
}

/**
 * A city's GeoReport v2 base URL as typed (env or the admin page), with a trailing slash: https only
 * (plain http only to a loopback host while OUTBOUND_ALLOW_LOOPBACK is on: the tests' stand-ins),
 * without a user, password, query or fragment. Where it may connect is the outbound guard's matter
 * at the moment of each call (the host must resolve to public addresses then).
 */
export function checkCityEndpoint(raw: string, allowLoopback: boolean): { url: URL; problem?: undefined } | { url?: undefined; problem: 'invalid' | 'scheme' | 'parts' } {
  let url: URL;
  try {
    url = new URL(raw.endsWith('/') ? raw : `${raw}/`);
  } catch {
    return { problem: 'invalid' };
  }
  const loopbackHttp = url.protocol === 'http:' && allowLoopback && /^(127\.\d+\.\d+\.\d+|\[::1\]|localhost)$/.test(url.hostname);
  if (url.protocol !== 'https:' && !loopbackHttp) return { problem: 'scheme' };
  if (url.username || url.password || url.search || url.hash) return { problem: 'parts' };
  return { url };
}
