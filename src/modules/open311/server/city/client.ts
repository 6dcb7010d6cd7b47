import type { OutboundGuard } from '../../../../server/outbound/guard';
import type { CityConnection } from './connection';

/**
 * What POST requests.json sends (GeoReport v2's field names). No person (no name, no phone), except
 * `email` when the reporter chose to share their account's verified address (issue 42; filer.ts).
 */
export interface CityRequestInput {
  service_code: string;
  email?: string;
  lat?: number;
  long?: number;
  address_string?: string;
  description: string;
  media_url?: string;
}

/** POST requests.json's answer: the city's id at once, or a token it resolves later (GET tokens/{token}). */
export type CityReceipt = { serviceRequestId: string; token: null } | { serviceRequestId: null; token: string };

/** One request as GET requests.json answers it (the fields this client reads). */
export interface CityRequestState {
  serviceRequestId: string;
  status: 'open' | 'closed';
  notes: string | null;
  requestedAt: string | null;
  updatedAt: string | null;
}

/** The city answered an error (`[{ code, description }]` with HTTP 4xx/5xx), or something unreadable. */
export class CityAnswerError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'CityAnswerError';
  }
}

const TIMEOUT_MS = 30_000;
const MAX_BYTES = 1024 * 1024;
export const SERVICES_TIMEOUT_MS = 10_000;
export const SERVICES_MAX_BYTES = 256 * 1024;
const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : typeof v === 'number' ? String(v) : null);

/**
 * A client of the city's Open311 GeoReport v2 server (issue 42): every call goes through the core's
 * outbound guard (https only; its host must resolve to public addresses at the moment of the call,
 * plain http to loopback only with OUTBOUND_ALLOW_LOOPBACK), follows no redirects, reads at most
 * 1 MB of an answer and gives up after 30 s.
 */
export class GeoReportClient {
  constructor(
    private readonly city: CityConnection,
    private readonly outbound: OutboundGuard,
  ) {}

  /** The city's host (the admin page names it; never the key). */
  get host(): string {
    return this.city.endpoint.host;
  }

  /** POST requests.json, form-encoded. */
  async create(input: CityRequestInput): Promise<CityReceipt> {
    const form = new URLSearchParams({ api_key: this.city.apiKey });
    if (this.city.jurisdictionId) form.set('jurisdiction_id', this.city.jurisdictionId);
    for (const [k, v] of Object.entries(input)) if (v !== undefined) form.set(k, String(v));
    const [first] = await this.call('POST', 'requests.json', undefined, Buffer.from(form.toString()));
    const id = text(first?.service_request_id);
    const token = text(first?.token);
    if (id) return { serviceRequestId: id, token: null };
    if (token) return { serviceRequestId: null, token };
    throw new CityAnswerError(0, 'the city answered neither a service_request_id nor a token');
  }

  /** GET requests.json?service_request_id=a,b: the states of these requests (those the city knows). */
  async states(ids: string[]): Promise<CityRequestState[]> {
    const answer = await this.call('GET', 'requests.json', { service_request_id: ids.join(',') });
    return answer.flatMap((r) => {
      const id = text(r.service_request_id);
      const status = text(r.status)?.toLowerCase();
      if (!id || (status !== 'open' && status !== 'closed')) return [];
      return [{ serviceRequestId: id, status, notes: text(r.status_notes), requestedAt: text(r.requested_datetime), updatedAt: text(r.updated_datetime) }];
    });
  }

  /**
   * GET services.json: the city's services (code, name, group), for the admin to pick the codes. Its
   * own, smaller limits: the admin page waits for it. An answer that is not a list of services with
   * codes is a CityAnswerError.
   */
  async services(): Promise<{ code: string; name: string; group: string | null }[]> {
    const answer = await this.call('GET', 'services.json', {}, undefined, { timeoutMs: SERVICES_TIMEOUT_MS, maxBytes: SERVICES_MAX_BYTES });
    const services = answer.flatMap((r) => {
      const code = text(r.service_code);
      return code && code.length <= 100 ? [{ code, name: (text(r.service_name) ?? code).slice(0, 200), group: text(r.group)?.slice(0, 200) ?? null }] : [];
    });
    if (services.length === 0 && answer.length > 0) throw new CityAnswerError(200, 'GET services.json: no service with a service_code');
    return services.slice(0, 500);
  }

  /** GET tokens/{token}.json: the request id once the city made one, else null. */
  async resolveToken(token: string): Promise<string | null> {
    const answer = await this.call('GET', `tokens/${encodeURIComponent(token)}.json`);
    return answer.map((r) => text(r.service_request_id)).find((id) => id !== null) ?? null;
  }

  private async call(method: 'GET' | 'POST', path: string, query: Record<string, string> = {}, body?: Buffer, limits = { timeoutMs: TIMEOUT_MS, maxBytes: MAX_BYTES }): Promise<Record<string, unknown>[]> {
    const url = new URL(path, this.city.endpoint);
    if (this.city.jurisdictionId && method === 'GET') url.searchParams.set('jurisdiction_id', this.city.jurisdictionId);
    for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body) headers['Content-Type'] = 'application/x-www-form-urlencoded';
    const answer = await this.outbound.send(url, { method, headers, body, ...limits, schemes: ['https:'] });
    let parsed: unknown;
    try {
      parsed = JSON.parse(answer.body.toString('utf8'));
    } catch {
      parsed = undefined;
    }
    if (answer.status < 200 || answer.status > 299) {
      const described = Array.isArray(parsed) ? parsed.map((e: { description?: unknown }) => text(e?.description)).filter(Boolean).join('; ') : '';
      throw new CityAnswerError(answer.status, `${method} ${path}: HTTP ${answer.status}${described ? `: ${described.slice(0, 300)}` : ''}`);
    }
    if (!Array.isArray(parsed)) throw new CityAnswerError(answer.status, `${method} ${path}: the answer is not a GeoReport v2 list`);
    return parsed.filter((r): r is Record<string, unknown> => typeof r === 'object' && r !== null);
  }
}
