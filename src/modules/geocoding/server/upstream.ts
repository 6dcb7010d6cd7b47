import { HttpError } from '../../../server/http/errors';
import { GEOCODER_BUSY_MESSAGE, GEOCODER_UNAVAILABLE_MESSAGE, type AddressSuggestion } from '../contract';

/** What the routes need from a geocoding service (Nominatim or Photon). */
export interface Geocoder {
  search(q: string, language: string): Promise<AddressSuggestion[]>;
  reverse(lat: number, lon: number, language: string): Promise<AddressSuggestion[]>;
}

export interface GeocoderOptions {
  baseUrl: URL;
  userAgent: string;
  timeoutMs: number;
  /** Minimum gap between upstream requests (Nominatim's policy: at most 1 per second). */
  minIntervalMs: number;
  cacheTtlMs: number;
  cacheSize: number;
  /** Requests allowed to wait for their upstream turn before new ones are refused as busy. */
  maxQueue: number;
}

/**
 * The polite way to an external geocoder: one upstream request at a time, spaced by minIntervalMs,
 * answers cached (LRU with TTL), a clear 503 when the service is slow, broken or unreachable, and
 * a 503 busy when too many requests wait.
 */
export class Upstream {
  private cache = new Map<string, { at: number; value: AddressSuggestion[] }>();
  private chain: Promise<unknown> = Promise.resolve();
  private lastCall = 0;
  private waiting = 0;

  constructor(
    private readonly o: GeocoderOptions,
    private readonly now: () => number = Date.now,
  ) {}

  /** GET baseUrl + path with params, mapped to suggestions; cached under key. */
  async get(key: string, path: string, params: Record<string, string>, language: string, map: (body: unknown) => AddressSuggestion[]) {
    const hit = this.cache.get(key);
    if (hit && this.now() - hit.at < this.o.cacheTtlMs) {
      this.cache.delete(key);
      this.cache.set(key, hit); // most recently used last
      return hit.value;
    }
    const value = map(await this.fetchInTurn(path, params, language));
    this.cache.set(key, { at: this.now(), value });
    while (this.cache.size > this.o.cacheSize) this.cache.delete(this.cache.keys().next().value!);
    return value;
  }

  private fetchInTurn(path: string, params: Record<string, string>, language: string): Promise<unknown> {
    if (this.waiting >= this.o.maxQueue) {
      return Promise.reject(new HttpError(503, 'GEOCODER_BUSY', GEOCODER_BUSY_MESSAGE, undefined, { 'Retry-After': '2' }));
    }
    this.waiting++;
    const turn = this.chain.then(async () => {
      const wait = this.lastCall + this.o.minIntervalMs - this.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      this.lastCall = this.now();
      this.waiting--;
      return this.fetchOnce(path, params, language);
    });
    this.chain = turn.catch(() => undefined);
    return turn;
  }

  private async fetchOnce(path: string, params: Record<string, string>, language: string): Promise<unknown> {
    const url = new URL(path.replace(/^\//, ''), this.o.baseUrl.href.endsWith('/') ? this.o.baseUrl : new URL(`${this.o.baseUrl.href}/`));
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    try {
      const res = await fetch(url, {
        headers: { 'User-Agent': this.o.userAgent, 'Accept-Language': language, Accept: 'application/json' },
        signal: AbortSignal.timeout(this.o.timeoutMs),
      });
      if (!res.ok) throw new Error(`geocoder answered ${res.status}`);
      return await res.json();
    } catch {
      throw new HttpError(503, 'GEOCODER_UNAVAILABLE', GEOCODER_UNAVAILABLE_MESSAGE);
    }
  }
}
