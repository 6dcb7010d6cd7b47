import type { Knex } from 'knex';
import type { Db } from '../../../server/db';
import { ChallengeModel, type ChallengeRow, type ContributionRow } from './models';

/** Anything that can run a query: the pool or a transaction. */
export type Reader = Knex | Knex.Transaction;

const CHALLENGES = 'challenges';
const CONTRIBUTIONS = 'challenge_contributions';

export type NewChallengeRow = Omit<ChallengeRow, 'id' | 'completed_at'>;

/** The challenges tables: writes in the caller's transaction, the lists, the counting statements. No rules here. */
export class ChallengesRepository {
  constructor(private readonly db: Db) {}

  get reader(): Reader {
    return this.db;
  }

  async insert(trx: Knex.Transaction, row: NewChallengeRow): Promise<ChallengeRow> {
    const [created] = (await trx<ChallengeRow>(CHALLENGES).insert(row).returning('*')) as ChallengeRow[];
    return created!;
  }

  async find(id: string, r: Reader = this.db): Promise<ChallengeRow | undefined> {
    return await ChallengeModel.query(r).findById(id);
  }

  /**
   * Challenges that end after `endsAfter` (active, upcoming and recently ended ones), for everyone or
   * one of `teamIds` (`'all'`: every team's too).
   */
  async listEndingAfter(endsAfter: Date, teamIds: readonly string[] | 'all'): Promise<ChallengeRow[]> {
    const q = ChallengeModel.query(this.db).where('ends_at', '>', endsAfter);
    if (teamIds !== 'all') q.where((w) => w.whereNull('team_id').orWhereIn('team_id', [...teamIds]));
    return await q.orderBy('starts_at').orderBy('id');
  }

  /**
   * The challenges a cleanup at `at` counts for, locked until `trx` ends (ordered by id, so two
   * cleanups lock them in the same order): the window holds `at`, and the area holds the position
   * (without a position, only challenges for everywhere).
   */
  async lockCandidates(trx: Knex.Transaction, at: Date, position: { latitude: number; longitude: number } | null): Promise<ChallengeRow[]> {
    const q = trx<ChallengeRow>(CHALLENGES).where('starts_at', '<=', at).where('ends_at', '>', at);
    if (position) {
      q.where((w) =>
        w
          .whereNull('latitude')
          .orWhereRaw('earth_distance(ll_to_earth(latitude, longitude), ll_to_earth(?, ?)) <= radius_km * 1000', [position.latitude, position.longitude]),
      );
    } else {
      q.whereNull('latitude');
    }
    return (await q.orderBy('id').forUpdate().select('*')) as ChallengeRow[];
  }

  /** Adds a contribution once (a repeat of the same task for the challenge is a no-op): true when new. */
  async addContribution(trx: Knex.Transaction, row: ContributionRow): Promise<boolean> {
    const inserted = await trx(CONTRIBUTIONS).insert(row).onConflict(['challenge_id', 'task_id']).ignore().returning('task_id');
    return inserted.length > 0;
  }

  async progressOf(r: Reader, challengeId: string): Promise<number> {
    const row = (await r(CONTRIBUTIONS).where({ challenge_id: challengeId }).select(r.raw('coalesce(sum(amount), 0)::int as n')).first()) as { n: number } | undefined;
    return row?.n ?? 0;
  }

  /** Sets completed_at when it is not set yet: true for the one call that did. */
  async markCompleted(trx: Knex.Transaction, challengeId: string, at: Date): Promise<boolean> {
    const rows = await trx(CHALLENGES).where({ id: challengeId }).whereNull('completed_at').update({ completed_at: at }).returning('id');
    return rows.length > 0;
  }

  async contributorIds(trx: Knex.Transaction, challengeId: string): Promise<string[]> {
    const rows = (await trx(CONTRIBUTIONS).where({ challenge_id: challengeId }).whereNotNull('user_id').distinct('user_id').orderBy('user_id')) as { user_id: string }[];
    return rows.map((r) => r.user_id);
  }

  /** Each challenge's progress, and the viewer's part of it. */
  async sums(ids: readonly string[], viewerId: string | null): Promise<Map<string, { progress: number; mine: number }>> {
    const result = new Map<string, { progress: number; mine: number }>();
    if (ids.length === 0) return result;
    const rows = (await this.db(CONTRIBUTIONS)
      .whereIn('challenge_id', [...ids])
      .groupBy('challenge_id')
      .select(
        'challenge_id',
        this.db.raw('coalesce(sum(amount), 0)::int as progress'),
        viewerId ? this.db.raw('coalesce(sum(amount) filter (where user_id = ?), 0)::int as mine', [viewerId]) : this.db.raw('0 as mine'),
      )) as { challenge_id: string; progress: number; mine: number }[];
    for (const r of rows) result.set(r.challenge_id, { progress: r.progress, mine: Number(r.mine) });
    return result;
  }

  /** The biggest contributors (anonymous contributions of erased people together), most first. */
  async topContributors(challengeId: string, limit: number): Promise<{ user_id: string | null; amount: number }[]> {
    return (await this.db(CONTRIBUTIONS)
      .where({ challenge_id: challengeId })
      .groupBy('user_id')
      .select('user_id', this.db.raw('sum(amount)::int as amount'))
      .orderBy('amount', 'desc')
      .orderBy('user_id')
      .limit(limit)) as { user_id: string | null; amount: number }[];
  }

  async contributorCount(challengeId: string): Promise<number> {
    const row = (await this.db(CONTRIBUTIONS).where({ challenge_id: challengeId }).whereNotNull('user_id').select(this.db.raw('count(distinct user_id)::int as n')).first()) as
      | { n: number }
      | undefined;
    return row?.n ?? 0;
  }

  /* Data rights */

  async createdBy(trx: Knex.Transaction, userId: string): Promise<ChallengeRow[]> {
    return await ChallengeModel.query(trx).where({ created_by: userId }).orderBy('created_at');
  }

  async contributionsOf(trx: Knex.Transaction, userId: string): Promise<(ContributionRow & { title: string })[]> {
    return (await trx(`${CONTRIBUTIONS} as c`)
      .join(`${CHALLENGES} as ch`, 'ch.id', 'c.challenge_id')
      .where('c.user_id', userId)
      .orderBy('c.created_at')
      .select('c.*', 'ch.title')) as (ContributionRow & { title: string })[];
  }

  /** Erasure: the person's challenges stay (others took part) without their maker; contributions stay in the progress, anonymously. */
  async erase(trx: Knex.Transaction, userId: string): Promise<void> {
    await trx(CHALLENGES).where({ created_by: userId }).update({ created_by: null });
    await trx(CONTRIBUTIONS).where({ user_id: userId }).update({ user_id: null });
  }
}
