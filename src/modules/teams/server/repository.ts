import type { Knex } from 'knex';
import type { Db } from '../../../server/db';
import type { TeamKind, TeamRole } from '../contract';
import { TeamModel, type TeamMemberRow, type TeamRow } from './models';

/** Anything that can run a query: the pool or a transaction. */
export type Reader = Knex | Knex.Transaction;

/** A team of a person, with their role and the member count. */
export interface MembershipRow extends TeamRow {
  role: TeamRole;
  joined_at: Date;
  members: number;
}

/** teams and team_members: queries only, no rules. Writes run in the caller's transaction. */
export class TeamsRepository {
  constructor(private readonly db: Db) {}

  get reader(): Reader {
    return this.db;
  }

  /**
   * Serialises one person's team changes (joining, creating) until `trx` ends, so two requests at
   * once cannot both pass the teams-per-person limit.
   */
  async lockPerson(trx: Knex.Transaction, userId: string): Promise<void> {
    await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`teams:${userId}`]);
  }

  async countTeamsOf(r: Reader, userId: string): Promise<number> {
    const [row] = await r('team_members').where({ user_id: userId }).select(r.raw('count(*)::int as n'));
    return (row as { n: number }).n;
  }

  /** Inserts a team; undefined when its name (regardless of case) or its invite code is taken. */
  async insertTeam(trx: Knex.Transaction, t: { name: string; kind: TeamKind; inviteCode: string; createdBy: string; now: Date }): Promise<TeamRow | undefined> {
    const { rows } = (await trx.raw(
      `insert into teams (name, kind, invite_code, created_by, created_at) values (?, ?, ?, ?, ?)
       on conflict do nothing returning *`,
      [t.name, t.kind, t.inviteCode, t.createdBy, t.now],
    )) as { rows: TeamRow[] };
    return rows[0];
  }

  async nameTaken(r: Reader, name: string): Promise<boolean> {
    return !!(await r('teams').whereRaw('lower(name) = lower(?)', [name]).first('id'));
  }

  async findById(r: Reader, id: string): Promise<TeamRow | undefined> {
    return TeamModel.query(r).findById(id);
  }

  async findByCode(r: Reader, code: string): Promise<TeamRow | undefined> {
    return TeamModel.query(r).where({ invite_code: code }).first();
  }

  /** Adds a member; false when they were one already. */
  async addMember(trx: Knex.Transaction, m: { teamId: string; userId: string; role: TeamRole; now: Date }): Promise<boolean> {
    const rows = await trx('team_members')
      .insert({ team_id: m.teamId, user_id: m.userId, role: m.role, joined_at: m.now })
      .onConflict(['team_id', 'user_id'])
      .ignore()
      .returning('user_id');
    return rows.length === 1;
  }

  async membership(r: Reader, teamId: string, userId: string): Promise<TeamMemberRow | undefined> {
    return (await r('team_members').where({ team_id: teamId, user_id: userId }).first()) as TeamMemberRow | undefined;
  }

  /** The team's members, the owner first, then by when they joined. */
  async members(r: Reader, teamId: string): Promise<TeamMemberRow[]> {
    return (await r('team_members')
      .where({ team_id: teamId })
      .orderByRaw("role = 'owner' desc, joined_at, user_id")) as TeamMemberRow[];
  }

  /** The person's teams with their role and member counts, oldest membership first. */
  async namesOf(r: Reader, teamIds: readonly string[]): Promise<{ id: string; name: string }[]> {
    return (await r('teams').whereIn('id', [...teamIds]).select('id', 'name')) as { id: string; name: string }[];
  }

  async teamsOf(r: Reader, userId: string): Promise<MembershipRow[]> {
    return (await r('team_members as m')
      .join('teams as t', 't.id', 'm.team_id')
      .where('m.user_id', userId)
      .select('t.*', 'm.role', 'm.joined_at', r.raw('(select count(*)::int from team_members c where c.team_id = t.id) as members'))
      .orderBy([{ column: 'm.joined_at' }, { column: 't.id' }])) as MembershipRow[];
  }

  /** Every team with its members (the gamification module's team leaderboard). */
  async allMemberships(r: Reader): Promise<{ teamId: string; name: string; userIds: string[] }[]> {
    const rows = (await r('teams as t')
      .leftJoin('team_members as m', 'm.team_id', 't.id')
      .select('t.id', 't.name', 'm.user_id')
      .orderBy([{ column: 't.id' }, { column: 'm.joined_at' }])) as { id: string; name: string; user_id: string | null }[];
    const teams = new Map<string, { teamId: string; name: string; userIds: string[] }>();
    for (const row of rows) {
      let team = teams.get(row.id);
      if (!team) teams.set(row.id, (team = { teamId: row.id, name: row.name, userIds: [] }));
      if (row.user_id) team.userIds.push(row.user_id);
    }
    return [...teams.values()];
  }

  /** Every membership (team_id, user_id) as a subquery on `db`, for the gamification module's one-query team standing. */
  membershipQuery(db: Knex): Knex.QueryBuilder {
    return db('team_members').select('team_id', 'user_id');
  }

  /** Removes a membership; the removed row, or undefined when there was none. */
  async removeMember(trx: Knex.Transaction, teamId: string, userId: string): Promise<TeamMemberRow | undefined> {
    const [row] = (await trx('team_members').where({ team_id: teamId, user_id: userId }).del().returning('*')) as TeamMemberRow[];
    return row;
  }

  /** Locks the team's row until `trx` ends (leaving and ownership changes of one team wait for each other). */
  async lockTeam(trx: Knex.Transaction, teamId: string): Promise<TeamRow | undefined> {
    return TeamModel.query(trx).findById(teamId).forUpdate();
  }

  /** Makes the member who joined first the owner. */
  async promoteLongestMember(trx: Knex.Transaction, teamId: string): Promise<void> {
    const first = trx('team_members').where({ team_id: teamId }).orderBy([{ column: 'joined_at' }, { column: 'user_id' }]).limit(1).select('user_id');
    await trx('team_members').where({ team_id: teamId }).whereIn('user_id', first).update({ role: 'owner' });
  }

  async deleteTeam(trx: Knex.Transaction, teamId: string): Promise<void> {
    await trx('teams').where({ id: teamId }).del();
  }

  /** Replaces the invite code; false when the new one is taken (try another). */
  async setInviteCode(trx: Knex.Transaction, teamId: string, code: string): Promise<boolean> {
    const { rows } = (await trx.raw(
      `update teams set invite_code = ? where id = ? and not exists (select 1 from teams o where o.invite_code = ?) returning id`,
      [code, teamId, code],
    )) as { rows: unknown[] };
    return rows.length === 1;
  }

  /** The person's memberships for their data export, and the teams they created. */
  async exportOf(trx: Knex.Transaction, userId: string): Promise<{ memberships: MembershipRow[]; created: TeamRow[] }> {
    return { memberships: await this.teamsOf(trx, userId), created: (await TeamModel.query(trx).where({ created_by: userId }).orderBy('created_at')) as TeamRow[] };
  }

  /** Forgets who created the person's teams (the teams stay theirs to the members). */
  async forgetCreator(trx: Knex.Transaction, userId: string): Promise<void> {
    await trx('teams').where({ created_by: userId }).update({ created_by: null });
  }
}
