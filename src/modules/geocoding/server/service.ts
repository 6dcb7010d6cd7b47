import { ADDRESS_LOOKUP_TIMEOUT_MS, ADDRESS_MIN_CHARS, type AddressSuggestion, type GeocodedPoint, type GeocodingApi } from '../contract';
import type { AnswerCache } from './cache';
import type { UpstreamTurns } from './turns';
import type { Geocoder } from './upstream';

/** A search text as the cache knows it: trimmed, runs of white space as one space, lower case. */
export function searchKey(q: string, language: string): string {
  return `s|${language}|${q.trim().replace(/\s+/g, ' ').toLowerCase()}`;
}

/**
 * Reverse look-ups are asked for, and cached under, the point rounded to 4 decimals: about 11 m
 * north-south (less east-west), the scale of a street address and about what a phone's GPS fix is
 * good for. Six decimals (0.1 m) made nearly every fix a new upstream call; fixes a few metres apart
 * now share one answer. (+ 0 turns -0 into 0, so both share a key.)
 */
export const REVERSE_DECIMALS = 4;
export const roundForReverse = (degrees: number): number => Number(degrees.toFixed(REVERSE_DECIMALS)) + 0;

/**
 * Address search and reverse look-up for the routes: the answer from the shared cache when there is
 * one, else the upstream service in the turn UpstreamTurns hands out, cached for every process.
 * `asker` names the person (a user, or a client address) for the fair queue.
 */
export class GeocodingService implements GeocodingApi {
  constructor(
    private readonly geocoder: Geocoder,
    private readonly cache: AnswerCache,
    private readonly turns: UpstreamTurns,
  ) {}

  search(q: string, language: string, asker: string): Promise<AddressSuggestion[]> {
    const text = q.trim().replace(/\s+/g, ' ');
    return this.answer(searchKey(text, language), asker, () => this.geocoder.search(text, language));
  }

  reverse(lat: number, lon: number, language: string, asker: string): Promise<AddressSuggestion[]> {
    const [la, lo] = [roundForReverse(lat), roundForReverse(lon)];
    const key = `r|${language}|${la.toFixed(REVERSE_DECIMALS)},${lo.toFixed(REVERSE_DECIMALS)}`;
    return this.answer(key, asker, () => this.geocoder.reverse(la, lo, language));
  }

  /** GeocodingApi.lookupAddress: the first search result, or null on no match, failure or timeout. */
  async lookupAddress(text: string, opts: { asker: string; language?: string; timeoutMs?: number }): Promise<GeocodedPoint | null> {
    if (text.trim().length < ADDRESS_MIN_CHARS) return null;
    const found = this.search(text, opts.language ?? 'en', `lookup:${opts.asker}`).then(
      ([first]) => (first && Number.isFinite(first.lat) && Number.isFinite(first.lon) ? { latitude: first.lat, longitude: first.lon, formatted: first.formatted } : null),
      () => null, // unreachable, busy or superseded: the caller falls back
    );
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), opts.timeoutMs ?? ADDRESS_LOOKUP_TIMEOUT_MS);
      timer.unref();
    });
    try {
      return await Promise.race([found, late]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Deletes expired answers and forgotten places in the queue (the module's sweep job). */
  async sweep(): Promise<{ answers: number; waiting: number }> {
    return { answers: await this.cache.sweep(), waiting: await this.turns.sweep() };
  }

  private async answer(key: string, asker: string, ask: () => Promise<AddressSuggestion[]>): Promise<AddressSuggestion[]> {
    const cached = await this.cache.get(key);
    if (cached) return cached;
    // Someone (in any process) may have asked the same while this request waited for its turn.
    const meanwhile = await this.turns.take(asker, () => this.cache.get(key));
    if (meanwhile) return meanwhile;
    const answer = await ask();
    await this.cache.put(key, answer);
    return answer;
  }
}
