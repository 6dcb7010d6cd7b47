import type { Knex } from 'knex';
import type { Db } from '../../../server/db';
import { ADOPTION_REACH_MAX_M, ADOPTION_REMIND_BEFORE_MS } from '../contract';
import { AdoptionModel, type AdoptionRow, type AdoptionVisitRow } from './models';

type Reader = Db | Knex.Transaction;
const TABLE = 'adoptions';
const VISITS = 'adoption_visits';
const WEEK_MS = 7 * 86_400_000;
const EARTH = 'll_to_earth(latitude, longitude)';
/** How far a spot reaches from its centre: a point's radius, a street's reach. */
const REACH = 'coalesce(reach_m, radius_m)';
/** ADOPTION_REACH_MAX_M in degrees of latitude (the public box is widened by it, so the centre's range stays a plain range). */
const REACH_MAX_DEG = ADOPTION_REACH_MAX_M / 111_195;

/** An active spot near a point, with the distance of its centre. */
export type NearSpot = AdoptionRow & { distance_m: number };

export type NewAdoptionRow = Pick<AdoptionRow, 'adopter_kind' | 'user_id' | 'team_id' | 'partner_id' | 'latitude' | 'longitude' | 'radius_m' | 'every_weeks' | 'started_at' | 'next_due_at'> &
  Partial<Pick<AdoptionRow, 'reach_m' | 'west' | 'south' | 'east' | 'north'>> & { path?: string | null };

/** adoptions: spots, their visits and the job's conditional updates. No rules here; the caller passes its transaction. */
export class AdoptionsRepository {
  constructor(readonly db: Db) {}

  /**
   * Serialises every adoption's limit and overlap check (held to the end of the transaction): adopting
   * is rare, and a lock per place could not see a neighbour's spot across its edge.
   */
  async lockAdopting(trx: Knex.Transaction): Promise<void> {
    await trx.raw("select pg_advisory_xact_lock(hashtextextended('cleanquest:adoptions:adopt', 0))");
  }

  async countActive(trx: Knex.Transaction, where: Partial<Pick<AdoptionRow, 'user_id' | 'team_id' | 'partner_id' | 'adopter_kind'>>): Promise<number> {
    const row = (await trx(TABLE).where({ ...where, state: 'active' }).select(trx.raw('count(*)::int as n')).first()) as { n: number } | undefined;
    return row?.n ?? 0;
  }

  /** Active spots the person adopted in their own name or for a team. */
  async countByCreator(trx: Knex.Transaction, userId: string): Promise<number> {
    const row = (await trx(TABLE).where({ user_id: userId, state: 'active' }).whereIn('adopter_kind', ['person', 'team']).select(trx.raw('count(*)::int as n')).first()) as { n: number } | undefined;
    return row?.n ?? 0;
  }

  /** Active spots (points and streets) whose reach may touch a reach of `reachM` around the point (the GiST index answers the box). */
  async activeNear(r: Reader, latitude: number, longitude: number, reachM: number): Promise<NearSpot[]> {
    return (await r(TABLE)
      .where({ state: 'active' })
      .whereRaw(`earth_box(ll_to_earth(?, ?), ?) @> ${EARTH}`, [latitude, longitude, reachM + ADOPTION_REACH_MAX_M])
      .whereRaw(`earth_distance(ll_to_earth(?, ?), ${EARTH}) < ${REACH} + ?`, [latitude, longitude, reachM])
      .select('*', r.raw(`earth_distance(ll_to_earth(?, ?), ${EARTH}) as distance_m`, [latitude, longitude]))) as NearSpot[];
  }

  /** Active spots whose reach holds the point: a point's circle holds it; a street's corridor may (the caller checks the line). */
  async holding(r: Reader, latitude: number, longitude: number): Promise<AdoptionRow[]> {
    return (await r(TABLE)
      .where({ state: 'active' })
      .whereRaw(`earth_box(ll_to_earth(?, ?), ?) @> ${EARTH}`, [latitude, longitude, ADOPTION_REACH_MAX_M])
      .whereRaw(`earth_distance(ll_to_earth(?, ?), ${EARTH}) <= ${REACH}`, [latitude, longitude])
      .select('*')) as AdoptionRow[];
  }

  async insert(trx: Knex.Transaction, row: NewAdoptionRow): Promise<AdoptionRow> {
    const [inserted] = (await trx(TABLE).insert(row).returning('*')) as AdoptionRow[];
    return inserted!;
  }

  async find(r: Reader, id: string): Promise<AdoptionRow | undefined> {
    return await AdoptionModel.query(r).findById(id);
  }

  /** Active points whose centre lies in the box and streets whose line's bounding box meets it, oldest first. */
  async activeInBox(r: Reader, box: { minLon: number; minLat: number; maxLon: number; maxLat: number }, limit: number): Promise<AdoptionRow[]> {
    return await AdoptionModel.query(r)
      .where({ state: 'active' })
      // Every spot's centre lies within the widest reach of the box: a plain range on the centre first.
      .whereBetween('latitude', [box.minLat - REACH_MAX_DEG, box.maxLat + REACH_MAX_DEG])
      .where((q) =>
        q
          .where((p) => p.whereNull('path').whereBetween('latitude', [box.minLat, box.maxLat]).whereBetween('longitude', [box.minLon, box.maxLon]))
          .orWhere((p) => p.whereNotNull('path').where('north', '>=', box.minLat).where('south', '<=', box.maxLat).where('east', '>=', box.minLon).where('west', '<=', box.maxLon)),
      )
      .orderBy([{ column: 'started_at' }, { column: 'id' }])
      .limit(limit);
  }

  /** The person's active spots: in their name or adopted by them for a partner, and their teams'; the soonest due first. */
  async activeOf(r: Reader, userId: string, teamIds: string[]): Promise<AdoptionRow[]> {
    return await AdoptionModel.query(r)
      .where({ state: 'active' })
      .where((q) => {
        void q.where((p) => p.where({ user_id: userId }).whereIn('adopter_kind', ['person', 'partner']));
        if (teamIds.length > 0) void q.orWhere((p) => p.where({ adopter_kind: 'team' }).whereIn('team_id', teamIds));
      })
      .orderBy([{ column: 'next_due_at' }, { column: 'id' }]);
  }

  /** Active spots with a missed cycle or a cycle that ended by `now` (the job not run yet): the most missed, then the soonest due first. */
  async overdue(r: Reader, now: Date, limit: number): Promise<AdoptionRow[]> {
    return await AdoptionModel.query(r)
      .where({ state: 'active' })
      .where((q) => q.where('missed_cycles', '>', 0).orWhere('next_due_at', '<=', now))
      .orderBy([{ column: 'missed_cycles', order: 'desc' }, { column: 'next_due_at' }, { column: 'id' }])
      .limit(limit);
  }

  /** A partner's active spots with their visit counts, oldest first. */
  async partnerSpots(r: Reader, partnerId: string, limit: number): Promise<(AdoptionRow & { visits: number })[]> {
    return (await r(TABLE)
      .where({ partner_id: partnerId, state: 'active' })
      .select('*', r.raw(`(select count(*)::int from ${VISITS} v where v.adoption_id = ${TABLE}.id) as visits`))
      .orderBy([{ column: 'started_at' }, { column: 'id' }])
      .limit(limit)) as (AdoptionRow & { visits: number })[];
  }

  /** Whether the work (a task's or survey's id) is some spot's visit already. */
  async visitRecorded(r: Reader, kind: AdoptionVisitRow['kind'], ref: string): Promise<boolean> {
    return (await r(VISITS).where({ kind, ref }).first('ref')) !== undefined;
  }

  async visits(r: Reader, adoptionId: string, limit: number): Promise<AdoptionVisitRow[]> {
    return (await r(VISITS).where({ adoption_id: adoptionId }).orderBy([{ column: 'visited_at', order: 'desc' }]).limit(limit)) as AdoptionVisitRow[];
  }

  /** Gives an active spot up; false when it was not active. */
  async release(trx: Knex.Transaction, id: string, reason: 'given_up' | 'missed', now: Date): Promise<boolean> {
    const n = await trx(TABLE).where({ id, state: 'active' }).update({ state: 'released', released_at: now, release_reason: reason });
    return n > 0;
  }

  /**
   * Records the work as the visit of the spot's running cycle: only while the spot is active and the
   * work's time lies in the running cycle. Answers true when this was the first record of the work.
   */
  async recordVisit(trx: Knex.Transaction, spot: AdoptionRow, visit: Omit<AdoptionVisitRow, 'adoption_id'>): Promise<boolean> {
    const at = visit.visited_at;
    const updated = await trx(TABLE)
      .where({ id: spot.id, state: 'active' })
      .where('next_due_at', '>', at)
      .whereRaw("next_due_at - every_weeks * interval '1 week' <= ?", [at])
      .where('started_at', '<=', at)
      .update({
        cycle_visit_at: trx.raw('coalesce(cycle_visit_at, ?)', [at]),
        last_visit_at: trx.raw('greatest(last_visit_at, ?)', [at]),
        missed_cycles: 0,
      });
    if (updated === 0) return false;
    const inserted = await trx(VISITS).insert({ ...visit, adoption_id: spot.id }).onConflict(['adoption_id', 'kind', 'ref']).ignore().returning('ref');
    return inserted.length > 0;
  }

  /** Active spots whose cycle has ended by `now`, soonest first. */
  async cycleEnded(r: Reader, now: Date, limit: number): Promise<AdoptionRow[]> {
    return await AdoptionModel.query(r).where({ state: 'active' }).where('next_due_at', '<=', now).orderBy('next_due_at').limit(limit);
  }

  /**
   * Closes the spot's ended cycles, once: a conditional UPDATE on the `next_due_at` the caller read, so
   * a second run (another process) changes nothing. Answers the row after, or undefined when another
   * run was first.
   */
  async closeCycles(trx: Knex.Transaction, spot: AdoptionRow, next: Pick<AdoptionRow, 'next_due_at' | 'missed_cycles' | 'missed_total'>): Promise<AdoptionRow | undefined> {
    const [row] = (await trx(TABLE)
      .where({ id: spot.id, state: 'active', next_due_at: spot.next_due_at })
      .update({ ...next, cycle_visit_at: null })
      .returning('*')) as AdoptionRow[];
    return row;
  }

  /** Active spots whose cycle ends within the reminder's lead time, without a visit or a reminder yet. */
  async needingReminder(r: Reader, now: Date, limit: number): Promise<AdoptionRow[]> {
    return await AdoptionModel.query(r)
      .where({ state: 'active' })
      .whereNull('cycle_visit_at')
      .where('next_due_at', '>', now)
      .where('next_due_at', '<=', new Date(now.getTime() + ADOPTION_REMIND_BEFORE_MS))
      .where((q) => q.whereNull('reminded_due_at').orWhereRaw('reminded_due_at <> next_due_at'))
      .orderBy('next_due_at')
      .limit(limit);
  }

  /** Claims the reminder of the spot's running cycle: true for exactly one caller per cycle. */
  async claimReminder(trx: Knex.Transaction, spot: AdoptionRow): Promise<boolean> {
    const n = await trx(TABLE)
      .where({ id: spot.id, state: 'active', next_due_at: spot.next_due_at })
      .whereNull('cycle_visit_at')
      .where((q) => q.whereNull('reminded_due_at').orWhereRaw('reminded_due_at <> next_due_at'))
      .update({ reminded_due_at: trx.raw('next_due_at') });
    return n > 0;
  }

  async listForExport(trx: Knex.Transaction, userId: string): Promise<{ adoptions: AdoptionRow[]; visits: AdoptionVisitRow[] }> {
    const adoptions = await AdoptionModel.query(trx).where({ user_id: userId }).orderBy('started_at');
    const visits = (await trx(VISITS).where({ user_id: userId }).orderBy('visited_at')) as AdoptionVisitRow[];
    return { adoptions, visits };
  }

  /** An erased person: their own spots go (with their visits); a team's or partner's spot forgets who adopted it; their visits of others' spots forget them. */
  async erase(trx: Knex.Transaction, userId: string): Promise<void> {
    await trx(TABLE).where({ user_id: userId, adopter_kind: 'person' }).del();
    await trx(TABLE).where({ user_id: userId }).update({ user_id: null });
    await trx(VISITS).where({ user_id: userId }).update({ user_id: null });
  }
}

/** The end of the cycle that starts at `from`. */
export const cycleEnd = (from: Date, everyWeeks: number) => new Date(from.getTime() + everyWeeks * WEEK_MS);
