/**
 * open311 module: an Open311 GeoReport v2 server at /open311/v2 (issue 22), for city systems and
 * clients such as FixMyStreet. Other modules call nothing here; its HTTP contract is endpoints.ts.
 * The field names are GeoReport v2's (http://wiki.open311.org/GeoReport_v2), hence snake_case.
 * No knex, no React.
 */

/** Where the server lives (outside /api: the protocol is GeoReport v2's, not the app's). */
export const OPEN311_PREFIX = '/open311/v2';

/** Sent with 429 when a partner's system sends too many service requests in one window (POST requests' per-key budget). */
export const TOO_MANY_OPEN311_REQUESTS = 'Too many requests with this api_key in a short time. Please wait a while and try again.';
/** The most service requests one GET requests answers. */
export const OPEN311_MAX_REQUESTS = 1000;
/** GET requests without dates covers this many days up to now; start_date and end_date may not be further apart. */
export const OPEN311_WINDOW_DAYS = 90;
/** The specification this server follows (the discovery document names it). */
export const GEOREPORT_V2_SPEC = 'http://wiki.open311.org/GeoReport_v2';
/** When this server's GeoReport v2 interface last changed (the discovery document's changeset). */
export const OPEN311_CHANGESET = '2026-11-29T00:00:00Z';

/** `.json` or `.xml` at the end of every path. */
export const OPEN311_FORMATS = ['json', 'xml'] as const;
export type Open311Format = (typeof OPEN311_FORMATS)[number];

/** GET services: one service per waste type. */
export interface Open311Service {
  /** The waste type ('plastic', 'organic', 'electronic', 'hazardous', 'general'). */
  service_code: string;
  service_name: string;
  description: string;
  /** Always false: no service has extra attributes. */
  metadata: boolean;
  type: 'realtime' | 'batch' | 'blackbox';
  /** Comma-separated words. */
  keywords: string;
  group: string;
}

/** GET services/{service_code}: the service's extra attributes (none). */
export interface Open311ServiceDefinition {
  service_code: string;
  attributes: never[];
}

export type Open311Status = 'open' | 'closed';

/**
 * One service request: a report and the state of its cleanup task, in the public view every channel
 * shows (src/shared/public-view.ts, issue 33): no user ids or names, phone numbers and e-mail
 * addresses typed into the texts masked, the point to 5 decimal places, times at the start of their
 * day (UTC), as the open data exports show the same report.
 */
export interface Open311Request {
  /** The report's id. */
  service_request_id: string;
  /** 'open' while the task waits for or is held by a volunteer, 'closed' once the cleanup is verified. */
  status: Open311Status;
  status_notes: string;
  service_name: string;
  service_code: string;
  /** What the reporter typed (phone numbers and e-mail addresses masked as `[…]`). */
  description: string;
  agency_responsible: string;
  /** The day the report came in: its start, ISO 8601 in UTC (`2026-11-28T00:00:00Z`). */
  requested_datetime: string;
  /** The day of the latest change of its cleanup task (its start, as requested_datetime). */
  updated_datetime: string;
  /** The address or place the reporter typed, when there is one (contacts masked). */
  address?: string;
  /** Left out when the reporter gave no position (the app's default map point stood in for it). */
  lat?: number;
  long?: number;
  /** The report photo, only while it is public and its reporter licensed it for reuse (CC BY 4.0). */
  media_url?: string;
  /**
   * Issue 24: set on a hazardous report that is not for volunteers ('Hazardous: not for volunteers'):
   * offered to the city, whose name (OPEN311_HAZARD_AGENCY) is then its agency_responsible.
   */
  service_notice?: string;
}

/** POST requests: the new request's id and what happens next. */
export interface Open311Created {
  service_request_id: string;
  service_notice: string;
}

/** Every error answer: a list with one error (`<errors><error>` in XML). */
export interface Open311Error {
  /** The HTTP status. */
  code: number;
  description: string;
}

/** GET discovery: where this server is and what it speaks. */
export interface Open311Discovery {
  changeset: string;
  contact: string;
  key_service: string;
  endpoints: { specification: string; url: string; changeset: string; type: 'production' | 'test'; formats: string[] }[];
}

/**
 * Issue 42: how far the city got with a hazardous report (not for volunteers) that CleanQuest filed
 * with the city's own GeoReport v2 system: 'filed' (the city took it), 'in_progress' (the city
 * changed it since it was made), 'cleared' (the city closed it; the task is completed).
 */
export const CITY_FILING_STATUSES = ['filed', 'in_progress', 'cleared'] as const;
export type CityFilingStatus = (typeof CITY_FILING_STATUSES)[number];

/** GET /api/open311/city/tasks/{id}: null while nothing was filed (no city connected, not filed yet, or not a hazardous task). */
export interface TaskCityStatusDto {
  status: CityFilingStatus | null;
}

/** GET /api/admin/open311/city-filings: a filing that failed at least once (the last POST or the last status look). */
export interface CityFilingAdminDto {
  taskId: string;
  /** 'pending': waits for its next POST; 'sending': a POST under way; 'filed': the city took it. */
  state: 'pending' | 'sending' | 'filed';
  attempts: number;
  pollFailures: number;
  lastError: string | null;
  nextAttemptAt: string | null;
  serviceRequestId: string | null;
  createdAt: string;
}

export interface CityFilingsAdminResponse {
  /** A city is connected (CITY_OPEN311_ENDPOINT); its host only, never the key. */
  cityHost: string | null;
  filings: CityFilingAdminDto[];
}

/**
 * Issue 42: a city connected for one partner's area (GET/POST/PUT /api/admin/open311/city-connections).
 * The API key is never answered: `apiKeyHint` is its last 4 characters.
 */
export interface CityConnectionDto {
  id: string;
  partnerId: string;
  /** null once the partner was removed (its connection then files nothing). */
  partnerName: string | null;
  /** The GeoReport v2 base URL, with a trailing slash. */
  endpoint: string;
  apiKeyHint: string;
  jurisdictionId: string | null;
  hazardServiceCode: string;
  litterServiceCode: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface CityConnectionsResponse {
  /** The instance-wide connection (CITY_OPEN311_*): its host and codes only; null when none. */
  instance: { host: string; hazardServiceCode: string; litterServiceCode: string | null } | null;
  connections: CityConnectionDto[];
}

export interface CityConnectionResponse {
  connection: CityConnectionDto;
}

/** One service of a city's services.json, as the admin page lists it to pick the codes. */
export interface CityServiceDto {
  code: string;
  name: string;
  group: string | null;
}

/** POST /api/admin/open311/city-services: the services of the city at this address. */
export interface CityServicesResponse {
  services: CityServiceDto[];
}
