import type { Db } from '../../../server/db';
import type { AddressSuggestion } from '../contract';

/**
 * The geocoder's answers, shared by every server process through PostgreSQL (table geocoder_cache),
 * so a hit from any process spares the upstream call. Ages are measured by the database's clock, the
 * one all processes share. At most one upstream call a second also bounds the table: about 86,400
 * rows a day, which the sweep deletes after the time to live.
 */
export class AnswerCache {
  constructor(
    private readonly db: Db,
    private readonly ttlMs: number,
  ) {}

  /** The answer stored under key while it is younger than the time to live, else undefined. */
  async get(key: string): Promise<AddressSuggestion[] | undefined> {
    const { rows } = (await this.db.raw(
      `select answer from geocoder_cache where key = ? and created_at > clock_timestamp() - make_interval(secs => ?::float8)`,
      [key, this.ttlMs / 1000],
    )) as { rows: { answer: AddressSuggestion[] }[] };
    return rows[0]?.answer;
  }

  async put(key: string, answer: AddressSuggestion[]): Promise<void> {
    // As JSON text: the pg driver would send a JavaScript array as a PostgreSQL array.
    await this.db.raw(
      `insert into geocoder_cache (key, answer, created_at) values (?, ?::jsonb, clock_timestamp())
       on conflict (key) do update set answer = excluded.answer, created_at = excluded.created_at`,
      [key, JSON.stringify(answer)],
    );
  }

  /** Deletes answers past the time to live; returns how many. */
  async sweep(): Promise<number> {
    // Raw: knex-pglite does not turn a query-builder DELETE's answer into a count.
    const res = (await this.db.raw(`delete from geocoder_cache where created_at <= clock_timestamp() - make_interval(secs => ?::float8)`, [this.ttlMs / 1000])) as {
      rowCount: number | null;
    };
    return res.rowCount ?? 0;
  }
}
