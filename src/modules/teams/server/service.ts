import type { Knex } from 'knex';
import { HttpError } from '../../../server/http/errors';
import type { SessionUser } from '../../../server/http/session';
import type { Clock } from '../../../server/tokens';
import { trxOf, type Unit, type UnitOfWork } from '../../../server/unit-of-work';
import type { TeamStandingsApi } from '../../gamification/contract';
import type { GuestApi } from '../../guest/contract';
import { TEAMS_PER_PERSON, type CreateTeamInput, type JoinedTeamDto, type MyTeamsDto, type TeamCreatedDto, type TeamDto, type TeamsApi } from '../contract';
import { newInviteCode, normaliseInviteCode } from './invite-code';
import { toMyTeam, toTeamCreated } from './presenter';
import type { TeamsRepository } from './repository';

/** The English messages of the module's errors (their German texts: i18n/errors.ts). */
export const TEAMS_ERRORS = {
  registeredOnly: 'Create your profile first: only registered accounts can be in teams.',
  nameTaken: 'A team with this name exists already.',
  limit: `You are in ${TEAMS_PER_PERSON} teams already: leave one first.`,
  notFound: 'No team has this invite code.',
  noSuchTeam: 'Team not found.',
  notMember: 'You are not in this team.',
  ownerOnly: 'Only the team’s owner can do this.',
} as const;

/** How often a new code is drawn when it collides with another team's (about never). */
const CODE_ATTEMPTS = 5;

export interface TeamsDeps {
  repo: TeamsRepository;
  uow: UnitOfWork;
  clock: Clock;
  guests: Pick<GuestApi, 'publicNames'>;
  /** The gamification module's team standings (optional: without it a team has no rank). */
  standings?: TeamStandingsApi;
}

/** Teams: creating, joining with a code, leaving, new codes, the team page, and TeamsApi. */
export class TeamsService implements TeamsApi {
  constructor(private readonly d: TeamsDeps) {}

  private registered(user: SessionUser): void {
    if (user.isGuest) throw new HttpError(403, 'REGISTERED_ONLY', TEAMS_ERRORS.registeredOnly);
  }

  private async checkLimit(trx: Knex.Transaction, userId: string): Promise<void> {
    await this.d.repo.lockPerson(trx, userId);
    if ((await this.d.repo.countTeamsOf(trx, userId)) >= TEAMS_PER_PERSON) throw new HttpError(409, 'TEAM_LIMIT', TEAMS_ERRORS.limit);
  }

  async create(user: SessionUser, input: CreateTeamInput): Promise<TeamCreatedDto> {
    this.registered(user);
    const name = input.name.trim();
    return this.d.uow.run(async (_unit, trx) => {
      await this.checkLimit(trx, user.id);
      const now = this.d.clock.now();
      for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
        const team = await this.d.repo.insertTeam(trx, { name, kind: input.kind ?? 'other', inviteCode: newInviteCode(), createdBy: user.id, now });
        if (team) {
          await this.d.repo.addMember(trx, { teamId: team.id, userId: user.id, role: 'owner', now });
          return toTeamCreated(team);
        }
        if (await this.d.repo.nameTaken(trx, name)) break;
      }
      throw new HttpError(409, 'TEAM_NAME_TAKEN', TEAMS_ERRORS.nameTaken);
    });
  }

  async join(user: SessionUser, inviteCode: string): Promise<JoinedTeamDto> {
    this.registered(user);
    return this.d.uow.run(async (_unit, trx) => {
      const team = await this.d.repo.findByCode(trx, normaliseInviteCode(inviteCode));
      if (!team) throw new HttpError(404, 'TEAM_NOT_FOUND', TEAMS_ERRORS.notFound);
      if (await this.d.repo.membership(trx, team.id, user.id)) return { id: team.id, name: team.name };
      await this.checkLimit(trx, user.id);
      await this.d.repo.addMember(trx, { teamId: team.id, userId: user.id, role: 'member', now: this.d.clock.now() });
      return { id: team.id, name: team.name };
    });
  }

  async mine(userId: string): Promise<MyTeamsDto> {
    return { teams: (await this.d.repo.teamsOf(this.d.repo.reader, userId)).map(toMyTeam) };
  }

  async details(teamId: string): Promise<TeamDto> {
    const r = this.d.repo.reader;
    const team = await this.d.repo.findById(r, teamId);
    if (!team) throw new HttpError(404, 'TEAM_NOT_FOUND', TEAMS_ERRORS.noSuchTeam);
    const members = await this.d.repo.members(r, teamId);
    const names = await this.d.guests.publicNames(members.map((m) => m.user_id));
    // Issue 35: this team's standing alone, in one query (not every team's on each view of the page).
    const standing = this.d.standings ? await this.d.standings.standing(teamId, 'all') : null;
    return {
      id: team.id,
      name: team.name,
      kind: team.kind,
      members: members.length,
      // Issue 33: the guest module's one rule; a disabled member is counted, not named.
      memberNames: members.flatMap((m) => names.get(m.user_id) ?? []),
      rank: standing?.rank ?? null,
      xp: standing?.xp ?? 0,
    };
  }

  async leave(userId: string, teamId: string): Promise<void> {
    await this.d.uow.run(async (_unit, trx) => {
      if (!(await this.removeFromTeam(trx, teamId, userId))) throw new HttpError(404, 'TEAM_NOT_MEMBER', TEAMS_ERRORS.notMember);
    });
  }

  /**
   * Takes the person out of the team in `trx`: an owner passes the team to the member who joined
   * first, the last member deletes it. False when they were not in it.
   */
  async removeFromTeam(trx: Knex.Transaction, teamId: string, userId: string): Promise<boolean> {
    if (!(await this.d.repo.lockTeam(trx, teamId))) return false;
    const removed = await this.d.repo.removeMember(trx, teamId, userId);
    if (!removed) return false;
    const left = await this.d.repo.members(trx, teamId);
    if (left.length === 0) await this.d.repo.deleteTeam(trx, teamId);
    else if (!left.some((m) => m.role === 'owner')) await this.d.repo.promoteLongestMember(trx, teamId);
    return true;
  }

  async rotateCode(userId: string, teamId: string): Promise<TeamCreatedDto> {
    return this.d.uow.run(async (_unit, trx) => {
      const team = await this.d.repo.lockTeam(trx, teamId);
      if (!team) throw new HttpError(404, 'TEAM_NOT_FOUND', TEAMS_ERRORS.noSuchTeam);
      if ((await this.d.repo.membership(trx, teamId, userId))?.role !== 'owner') throw new HttpError(403, 'TEAM_OWNER_ONLY', TEAMS_ERRORS.ownerOnly);
      for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
        const code = newInviteCode();
        if (await this.d.repo.setInviteCode(trx, teamId, code)) return { id: team.id, name: team.name, inviteCode: code };
      }
      throw new Error('could not draw a free invite code');
    });
  }

  /* TeamsApi */

  async teamsOf(userId: string, unit?: Unit): Promise<{ id: string; name: string }[]> {
    return (await this.d.repo.teamsOf(unit ? trxOf(unit) : this.d.repo.reader, userId)).map((t) => ({ id: t.id, name: t.name }));
  }

  async membersOf(teamId: string, unit?: Unit): Promise<string[]> {
    return (await this.d.repo.members(unit ? trxOf(unit) : this.d.repo.reader, teamId)).map((m) => m.user_id);
  }

  async teamNames(teamIds: readonly string[], unit?: Unit): Promise<Map<string, string>> {
    if (teamIds.length === 0) return new Map();
    const rows = await this.d.repo.namesOf(unit ? trxOf(unit) : this.d.repo.reader, teamIds);
    return new Map(rows.map((t) => [t.id, t.name]));
  }

  async isOwner(teamId: string, userId: string, unit?: Unit): Promise<boolean> {
    return (await this.d.repo.membership(unit ? trxOf(unit) : this.d.repo.reader, teamId, userId))?.role === 'owner';
  }
}
