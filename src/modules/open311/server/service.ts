import { HttpError } from '../../../server/http/errors';
import type { Language } from '../../../server/i18n';
import type { Clock } from '../../../server/tokens';
import { PRODUCT_NAME } from '../../../shared/constants';
import { endOfPublicDay, publicTime, startOfPublicDay } from '../../../shared/public-view';
import type { PartnerApiKeysApi } from '../../embed/contract';
import type { PhotosApi } from '../../photos/contract';
import type { GeocodingApi } from '../../geocoding/contract';
import type { PartnerReportInput, PublicReportDto, ReportsApi } from '../../reports/contract';
import { WASTE_TYPES, type ReportedTaskRecord, type ReportedTasksQuery, type TasksApi, type TaskStatus, type WasteType } from '../../tasks/contract';
import {
  GEOREPORT_V2_SPEC,
  OPEN311_CHANGESET,
  OPEN311_MAX_REQUESTS,
  OPEN311_PREFIX,
  OPEN311_WINDOW_DAYS,
  type Open311Created,
  type Open311Discovery,
  type Open311Request,
  type Open311Service,
  type Open311ServiceDefinition,
} from '../contract';
import type { CreateRequestBody, RequestsQuery } from '../schemas';
import { SERVICE_TEXTS, translate } from './texts';

const DAY_MS = 86_400_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/**
 * ISO 8601 as GeoReport v2 clients send it: a day, or a day and time with seconds, fractions and a
 * zone (Z or ±hh:mm, or none: UTC). A `+` that arrived as a space in the query is read as `+`.
 */
const ISO_8601 = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** A partner as a POST request knows it. */
export interface Partner {
  id: string;
  name: string;
}

export interface Open311Deps {
  tasks: TasksApi;
  reports: ReportsApi;
  photos: PhotosApi;
  apiKeys: PartnerApiKeysApi;
  clock: Clock;
  /** PUBLIC_URL's origin (the discovery document names the server by it). */
  publicOrigin: string;
  /** Issue 24: who is responsible for hazardous reports that are not for volunteers (OPEN311_HAZARD_AGENCY, default 'City'). */
  hazardAgency?: string;
  /** Looks up an address_string sent without lat/long; absent in apps without the geocoding module. */
  geocoding?: GeocodingApi;
  /** Fetches a media_url (media.ts with the module's settings). */
  fetchMedia: (url: string) => Promise<Buffer>;
}

/**
 * 'YYYY-MM-DDT00:00:00Z': ISO 8601 in UTC, as GeoReport v2's examples write it, at the public view's
 * resolution (src/shared/public-view.ts, issue 33): the start of the day, as the open data's days.
 */
export function open311Time(iso: string): string {
  return publicTime(iso);
}

/** A GeoReport v2 date parameter as a moment, or a 400 naming the parameter. */
export function parseOpen311Date(name: 'start_date' | 'end_date', raw: string): Date {
  const m = ISO_8601.exec(raw.trim().replace(/(T\d{2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?) (\d{2}:?\d{2})$/, '$1+$2'));
  const ms = m ? Date.parse(isoOf(m)) : NaN;
  if (!m || Number.isNaN(ms)) throw new HttpError(400, 'OPEN311_INVALID_DATE', `${name} must be an ISO 8601 date or date and time, e.g. 2026-11-28T09:30:00Z.`);
  return new Date(ms);
}

function isoOf(m: RegExpExecArray): string {
  const [, y, mo, d, h = '00', mi = '00', s = '00', frac = '', zone = 'Z'] = m;
  const z = zone === 'Z' ? 'Z' : `${zone.slice(0, 3)}:${zone.slice(-2)}`;
  const date = new Date(`${y}-${mo}-${d}T00:00:00Z`);
  // Date.parse rolls 2026-02-31 over into March: refuse days that do not exist.
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== `${y}-${mo}-${d}`) return 'invalid';
  return `${y}-${mo}-${d}T${h}:${mi}:${s}${frac ? `.${frac.slice(0, 3).padEnd(3, '0')}` : ''}${z}`;
}

/** A comma-separated parameter's values, trimmed, without empty ones and repeats. */
const list = (raw: string | undefined) => [...new Set((raw ?? '').split(',').map((s) => s.trim()).filter(Boolean))];

/** The waste type a service code names, or a 400. */
function wasteTypeOf(code: string): WasteType {
  const type = code.trim().toLowerCase();
  if (!(WASTE_TYPES as readonly string[]).includes(type)) throw new HttpError(400, 'OPEN311_UNKNOWN_SERVICE', `Unknown service_code ${code}: see /open311/v2/services.json.`);
  return type as WasteType;
}

/**
 * GET requests' filters as a query of the tasks module's reported tasks (GeoReport v2's rules):
 * service_request_id overrides every other filter; without dates, the last OPEN311_WINDOW_DAYS days
 * up to `now`; a start without an end (or an end without a start) spans that many days; start and
 * end at most that far apart. `open` is a task waiting for or held by a volunteer, `closed` a
 * verified cleanup.
 */
export function reportedTasksQuery(q: RequestsQuery, now: Date): ReportedTasksQuery {
  const ids = list(q.service_request_id);
  if (ids.length > 0) return { reportIds: ids.filter((id) => UUID.test(id)).slice(0, OPEN311_MAX_REQUESTS).map((id) => id.toLowerCase()), limit: OPEN311_MAX_REQUESTS };
  const codes = list(q.service_code);
  const wasteTypes = codes.length > 0 ? [...new Set(codes.map(wasteTypeOf))] : undefined;
  const statusWords = list(q.status).map((s) => s.toLowerCase());
  if (statusWords.some((s) => s !== 'open' && s !== 'closed')) throw new HttpError(400, 'OPEN311_INVALID_STATUS', 'status must be open or closed (or both, comma-separated).');
  const statuses: TaskStatus[] | undefined =
    statusWords.length === 0 ? undefined : [...(statusWords.includes('open') ? (['available', 'assigned'] as const) : []), ...(statusWords.includes('closed') ? (['completed'] as const) : [])];
  const start = q.start_date?.trim() ? parseOpen311Date('start_date', q.start_date) : undefined;
  const end = q.end_date?.trim() ? parseOpen311Date('end_date', q.end_date) : undefined;
  const span = OPEN311_WINDOW_DAYS * DAY_MS;
  // Without dates: the last days up to now, open at the end (a report committed a moment ago by
  // another process's clock is not left out; nothing lies in the future).
  // The public view shows the day only: the window takes whole days (UTC), so start and end dates
  // cannot find a report's time of day either.
  if (!start && !end) return { wasteTypes, statuses, reportedFrom: startOfPublicDay(new Date(now.getTime() - span)), limit: OPEN311_MAX_REQUESTS };
  const to = end ?? new Date(start!.getTime() + span);
  const from = start ?? new Date(to.getTime() - span);
  if (to < from) throw new HttpError(400, 'OPEN311_DATE_ORDER', 'end_date must not be before start_date.');
  if (to.getTime() - from.getTime() > span) throw new HttpError(400, 'OPEN311_DATE_SPAN', 'start_date and end_date may be at most 90 days apart.');
  return { wasteTypes, statuses, reportedFrom: startOfPublicDay(from), reportedTo: endOfPublicDay(to), limit: OPEN311_MAX_REQUESTS };
}

/**
 * The Open311 GeoReport v2 server (issue 22): services are the waste types, service requests are
 * reports with the state of their cleanup task. It owns no table: the tasks module answers the
 * tasks' state, the reports module the reports and new partner reports, the photos module whether a
 * photo may be shown elsewhere, and the embed module whose API key a request carries.
 */
export class GeoReportService {
  constructor(private readonly d: Open311Deps) {}

  discovery(lang: Language): Open311Discovery {
    const origin = this.d.publicOrigin;
    return {
      changeset: OPEN311_CHANGESET,
      contact: translate(lang, 'contact', { origin }),
      key_service: translate(lang, 'keyService'),
      endpoints: [{ specification: GEOREPORT_V2_SPEC, url: `${origin}${OPEN311_PREFIX}`, changeset: OPEN311_CHANGESET, type: 'production', formats: ['application/json', 'text/xml'] }],
    };
  }

  services(lang: Language): Open311Service[] {
    return WASTE_TYPES.map((type) => this.service(type, lang));
  }

  /** A service's definition; 404 for a code that names none. */
  serviceDefinition(code: string): Open311ServiceDefinition {
    const type = code.toLowerCase();
    if (!(WASTE_TYPES as readonly string[]).includes(type)) throw new HttpError(404, 'OPEN311_SERVICE_NOT_FOUND', 'No service with this service_code.');
    return { service_code: type, attributes: [] };
  }

  async requests(query: RequestsQuery, lang: Language): Promise<Open311Request[]> {
    const q = reportedTasksQuery(query, this.d.clock.now());
    if (q.reportIds?.length === 0) return [];
    return this.present(await this.d.tasks.reportedTasks(q), lang);
  }

  /** One request (a list of one, as GeoReport v2 answers); 404 for an id that names none. */
  async request(id: string, lang: Language): Promise<Open311Request[]> {
    const task = UUID.test(id) ? await this.d.tasks.reportedTask(id.toLowerCase()) : null;
    const found = task ? await this.present([task], lang) : [];
    if (found.length === 0) throw new HttpError(404, 'OPEN311_REQUEST_NOT_FOUND', 'No service request with this id.');
    return found;
  }

  /** The partner whose API key this is; 403 otherwise (unknown, revoked, or the partner removed). */
  async partnerFor(apiKey: string): Promise<Partner> {
    const partner = await this.d.apiKeys.partnerForKey(apiKey.trim());
    if (!partner) throw new HttpError(403, 'OPEN311_INVALID_API_KEY', 'Invalid api_key: registered partners get one from the CleanQuest operator.');
    return partner;
  }

  /** lat/long as sent, else address_string geocoded (issue 23); 400 when it cannot be found. */
  private async position(partner: Partner, body: CreateRequestBody): Promise<Pick<PartnerReportInput, 'latitude' | 'longitude' | 'positionSource'>> {
    if (body.lat !== undefined && body.long !== undefined) return { latitude: body.lat, longitude: body.long, positionSource: 'gps' };
    const found = await this.d.geocoding?.lookupAddress(body.address_string!, { asker: `partner:${partner.id}` });
    if (!found) throw new HttpError(400, 'OPEN311_ADDRESS_NOT_FOUND', 'address_string could not be found on the map: send lat and long.');
    return { latitude: found.latitude, longitude: found.longitude, positionSource: 'address' };
  }

  /**
   * A partner's service request: the cheap checks first, then the photo from media_url (fetched
   * within the limits, then the photo pipeline's checks), then the report and its task. The partner
   * is the report's author (no person).
   */
  async create(partner: Partner, body: CreateRequestBody, lang: Language): Promise<Open311Created[]> {
    const wasteType = wasteTypeOf(body.service_code);
    if ((body.lat === undefined || body.long === undefined) && !body.address_string) {
      throw new HttpError(400, 'OPEN311_POSITION_REQUIRED', 'lat and long, or an address_string, are required.');
    }
    if (!body.media_url) throw new HttpError(400, 'OPEN311_MEDIA_REQUIRED', 'media_url is required: every CleanQuest report carries a photo of the litter.');
    const at = await this.position(partner, body);
    const image = await this.d.fetchMedia(body.media_url);
    const input = { partnerId: partner.id, ...at, location: body.address_string || null, wasteType, description: body.description || null };
    // The photo pipeline's refusals keep their status and text (413 too many pixels, 415 not a photo, 422 unreadable).
    const created = await this.d.reports.createForPartner(input, image);
    return [{ service_request_id: created.reportId, service_notice: translate(lang, created.photo.status === 'held' ? 'createdHeld' : 'created') }];
  }

  private service(type: WasteType, lang: Language): Open311Service {
    const t = SERVICE_TEXTS[type];
    return { service_code: type, service_name: t.name[lang], description: t.description[lang], metadata: false, type: 'realtime', keywords: t.keywords[lang], group: translate(lang, 'group') };
  }

  /** Tasks with their reports and open-data photos: one query each, whatever the number. */
  private async present(tasks: ReportedTaskRecord[], lang: Language): Promise<Open311Request[]> {
    if (tasks.length === 0) return [];
    const reports = new Map((await this.d.reports.publicReports(tasks.map((t) => t.reportId))).map((r) => [r.id, r]));
    const photos = await this.d.photos.openDataPhotos([...reports.values()].map((r) => r.photoId));
    return tasks.flatMap((task) => {
      const report = reports.get(task.reportId);
      return report ? [this.request1(task, report, photos.get(report.photoId)?.url, lang)] : [];
    });
  }

  private request1(task: ReportedTaskRecord, report: PublicReportDto, mediaUrl: string | undefined, lang: Language): Open311Request {
    const closed = task.status === 'completed';
    const notes = closed
      ? translate(lang, 'status.completed', { day: (task.completedAt ?? task.updatedAt).slice(0, 10) })
      : task.status === 'assigned'
        ? translate(lang, task.verificationStatus === 'needs_review' ? 'status.needsReview' : 'status.assigned')
        : translate(lang, 'status.available');
    return {
      service_request_id: report.id,
      status: closed ? 'closed' : 'open',
      status_notes: notes,
      service_name: SERVICE_TEXTS[task.wasteType].name[lang],
      service_code: task.wasteType,
      // The reports module's public view: contacts masked, the point to 5 places, the day.
      description: report.description,
      // Issue 24: a hazardous spot is not for volunteers: offered to the city.
      agency_responsible: task.forVolunteers ? PRODUCT_NAME : (this.d.hazardAgency ?? 'City'),
      requested_datetime: open311Time(report.createdAt),
      updated_datetime: open311Time(task.updatedAt),
      ...(report.location ? { address: report.location } : {}),
      // The default map point stood in for a report without a position: no position is better than a wrong one.
      ...(report.positionSource !== 'default' ? { lat: report.latitude, long: report.longitude } : {}),
      ...(mediaUrl ? { media_url: mediaUrl } : {}),
      ...(task.forVolunteers ? {} : { service_notice: translate(lang, 'hazardous') }),
    };
  }
}
