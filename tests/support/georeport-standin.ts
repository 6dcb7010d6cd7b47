import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One service request the stand-in city took. */
export interface CityRequest {
  service_request_id: string;
  service_code: string;
  lat: number | null;
  long: number | null;
  address_string: string | null;
  description: string;
  media_url: string | null;
  /** Every form field as sent (to show nothing else went out). */
  fields: Record<string, string>;
  status: 'open' | 'closed';
  status_notes: string;
  requested_datetime: string;
  updated_datetime: string;
}

/** One call the stand-in received, and what it answered. */
export interface CityCall {
  method: string;
  path: string;
  status: number;
}

export interface GeoReportStandIn {
  /** The base URL (CITY_OPEN311_ENDPOINT). */
  url: string;
  /** The app's settings that connect it to this stand-in (tests only: plain http to loopback). */
  env: Record<string, string>;
  calls: CityCall[];
  requests: CityRequest[];
  /** The next `times` calls whose path matches answer `status` with a GeoReport v2 error (or hang without an answer for 'hang'). */
  failNext(times: number, status: number | 'hang', path?: RegExp): void;
  /** Every call answers 503 until up() (a city that is down). */
  down(): void;
  up(): void;
  /** The next POSTs answer a token instead of an id; the id appears at GET tokens/{token} once resolveTokens(). */
  answerTokens(on: boolean): void;
  /** The city requires `email` on POST requests.json (GeoReport v2 lets a city make it required). */
  requireEmail(on: boolean): void;
  resolveTokens(): void;
  /** The city's staff change a request. */
  setStatus(id: string, status: 'open' | 'closed', notes: string): void;
  close(): Promise<void>;
}

export const API_KEY = 'city-test-key-1';
export const JURISDICTION = 'halle.example';
export const HAZARD_CODE = 'HAZ-7';
const SERVICES = [
  { service_code: HAZARD_CODE, service_name: 'Hazardous waste', description: 'Sharps, chemicals, asbestos', metadata: false, type: 'realtime', keywords: 'hazard', group: 'Waste' },
  { service_code: 'LIT-1', service_name: 'Litter', description: 'General litter', metadata: false, type: 'realtime', keywords: 'litter', group: 'Waste' },
];

/**
 * A city's Open311 GeoReport v2 server standing in for the real one, on 127.0.0.1. It validates
 * requests as the specification says (http://wiki.open311.org/GeoReport_v2): api_key (POST) and
 * jurisdiction_id, a known service_code, a location (lat and long as numbers, or address_string),
 * form encoding; errors are `[{ code, description }]` with the HTTP status. It fails on demand.
 */
export async function startGeoReportStandIn(city: { apiKey?: string; jurisdiction?: string } = {}): Promise<GeoReportStandIn> {
  // A second city (issue 42's per-partner connections) takes its own key and jurisdiction.
  const apiKey = city.apiKey ?? API_KEY;
  const jurisdiction = city.jurisdiction ?? JURISDICTION;
  const calls: CityCall[] = [];
  const requests: CityRequest[] = [];
  const failures: { times: number; status: number | 'hang'; path?: RegExp }[] = [];
  /** token -> the request id once the city resolved it (null until then); pending: token -> the id it will get. */
  const tokens = new Map<string, string | null>();
  const pending = new Map<string, string>();
  let isDown = false;
  let tokenMode = false;
  let emailRequired = false;
  let next = 1000;
  const now = () => new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://city');
      const path = url.pathname;
      const answer = (status: number, body: unknown) => {
        calls.push({ method: req.method ?? '', path, status });
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      const error = (status: number, description: string) => answer(status, [{ code: status, description }]);
      const failure = failures.find((f) => f.times > 0 && (!f.path || f.path.test(path)));
      if (failure) {
        failure.times--;
        if (failure.status === 'hang') {
          calls.push({ method: req.method ?? '', path, status: 0 });
          return; // no answer: the client's timeout ends it
        }
        return error(failure.status, 'Internal error (stand-in failure)');
      }
      if (isDown) return error(503, 'Service unavailable');
      const query = url.searchParams;
      const form = new URLSearchParams(req.method === 'POST' ? Buffer.concat(chunks).toString('utf8') : '');
      const params = req.method === 'POST' ? form : query;
      if (params.get('jurisdiction_id') !== jurisdiction) return error(404, 'jurisdiction_id not provided or unknown');

      if (req.method === 'GET' && path === '/services.json') return answer(200, SERVICES);
      if (req.method === 'POST' && path === '/requests.json') {
        if (!/^application\/x-www-form-urlencoded\b/.test(req.headers['content-type'] ?? '')) return error(400, 'form-encoded body required');
        if (form.get('api_key') !== apiKey) return error(403, 'api_key missing or invalid');
        const code = form.get('service_code');
        if (!SERVICES.some((s) => s.service_code === code)) return error(400, 'service_code missing or unknown');
        const lat = form.get('lat');
        const long = form.get('long');
        const numeric = (v: string | null) => v !== null && v.trim() !== '' && Number.isFinite(Number(v));
        if ((lat !== null || long !== null) && !(numeric(lat) && numeric(long))) return error(400, 'lat and long must both be numbers');
        if (lat === null && !form.get('address_string')) return error(400, 'a location is required: lat and long, or address_string');
        // GeoReport v2: `email` is a string, the submitter's address; a city may require it.
        const email = form.get('email');
        if (email !== null && !/^[^\s@]{1,64}@[^\s@]+\.[^\s@]+$/.test(email)) return error(400, 'email is not an e-mail address');
        if (email === null && emailRequired) return error(400, 'email is required');
        const id = String(next++);
        const at = now();
        requests.push({
          service_request_id: id, service_code: code!, lat: lat === null ? null : Number(lat), long: long === null ? null : Number(long),
          address_string: form.get('address_string'), description: form.get('description') ?? '', media_url: form.get('media_url'),
          fields: Object.fromEntries(form.entries()), status: 'open', status_notes: '', requested_datetime: at, updated_datetime: at,
        });
        if (tokenMode) {
          const token = `tok-${id}`;
          tokens.set(token, null);
          pending.set(token, id);
          return answer(201, [{ token }]);
        }
        return answer(201, [{ service_request_id: id, service_notice: 'Thank you, the city will look at it.', account_id: null }]);
      }
      if (req.method === 'GET' && path === '/requests.json') {
        const ids = (query.get('service_request_id') ?? '').split(',').filter(Boolean);
        return answer(200, requests.filter((r) => ids.length === 0 || ids.includes(r.service_request_id)).map(publicView));
      }
      const one = /^\/requests\/([^/]+)\.json$/.exec(path);
      if (req.method === 'GET' && one) {
        const r = requests.find((x) => x.service_request_id === decodeURIComponent(one[1]!));
        return r ? answer(200, [publicView(r)]) : error(404, 'no such request');
      }
      const tok = /^\/tokens\/([^/]+)\.json$/.exec(path);
      if (req.method === 'GET' && tok) {
        const token = decodeURIComponent(tok[1]!);
        if (!tokens.has(token)) return error(404, 'no such token');
        const id = tokens.get(token);
        return answer(200, [id ? { service_request_id: id, token } : { token }]);
      }
      return error(404, 'not found');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    env: { OUTBOUND_ALLOW_LOOPBACK: 'true', CITY_OPEN311_ENDPOINT: url, CITY_OPEN311_API_KEY: apiKey, CITY_OPEN311_JURISDICTION_ID: jurisdiction, CITY_OPEN311_HAZARD_SERVICE_CODE: HAZARD_CODE },
    calls,
    requests,
    failNext: (times, status, path) => void failures.push({ times, status, path }),
    down: () => void (isDown = true),
    up: () => void (isDown = false),
    answerTokens: (on) => void (tokenMode = on),
    requireEmail: (on) => void (emailRequired = on),
    resolveTokens() {
      for (const [token, id] of pending) tokens.set(token, id);
      pending.clear();
    },
    setStatus(id, status, notes) {
      const r = requests.find((x) => x.service_request_id === id);
      if (!r) throw new Error(`the stand-in city has no request ${id}`);
      Object.assign(r, { status, status_notes: notes, updated_datetime: new Date(Date.now() + 1000).toISOString().replace(/\.\d{3}Z$/, 'Z') });
    },
    close: () =>
      new Promise((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

function publicView(r: CityRequest) {
  return {
    service_request_id: r.service_request_id, status: r.status, status_notes: r.status_notes, service_code: r.service_code, description: r.description,
    requested_datetime: r.requested_datetime, updated_datetime: r.updated_datetime, lat: r.lat, long: r.long, address: r.address_string, media_url: r.media_url,
  };
}
