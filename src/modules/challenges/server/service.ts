import type { EventBus } from '../../../server/events';
import { HttpError, forbidden } from '../../../server/http/errors';
import type { SessionUser } from '../../../server/http/session';
import type { Clock } from '../../../server/tokens';
import { trxOf, type Unit, type UnitOfWork } from '../../../server/unit-of-work';
import { hasRole } from '../../../shared/constants';
import type { GamificationApi } from '../../gamification/contract';
import type { GuestApi } from '../../guest/contract';
import type { LitterApi } from '../../litter/contract';
import { TaskEvents, type TaskCompleted } from '../../tasks/contract';
import type { TeamsApi } from '../../teams/contract';
import {
  CHALLENGE_COMPLETED_ACHIEVEMENT,
  CHALLENGE_ENDED_SHOWN_DAYS,
  CHALLENGE_TOP_CONTRIBUTORS,
  challengeWindowProblem,
  type ChallengeCreateRights,
  type ChallengeDetailDto,
  type ChallengeDto,
  type ChallengesApi,
  type ChallengesResponse,
  type NewChallengeInput,
} from '../contract';
import { CHALLENGE_ERRORS } from '../i18n/errors';
import type { ChallengeRow } from './models';
import { statusOrder, toChallengeDto, toContributor } from './presenter';
import type { ChallengesRepository } from './repository';

const DAY_MS = 86_400_000;

export interface ChallengesDeps {
  repo: ChallengesRepository;
  uow: UnitOfWork;
  clock: Clock;
  events: EventBus;
  guests: GuestApi;
  rewards: GamificationApi;
  /** Optional: without the teams module team challenges can be neither created nor counted. */
  teams: TeamsApi | undefined;
  /** Optional: without the litter module an items challenge counts 0 (its DTO says `counted: false`). */
  litter: LitterApi | undefined;
}

const isModerator = (user: SessionUser | undefined) => !!user && hasRole(user.role, 'moderator');

/**
 * Challenges: made by moderators (for everyone or a team) and team owners (for their team), counted
 * from `tasks.completed` only, so only verified or approved cleanups count (a completion held for
 * review publishes nothing until a moderator approves it; a rejected one never does).
 */
export class ChallengesService implements ChallengesApi {
  constructor(private readonly d: ChallengesDeps) {}

  /** Counts every verified cleanup: at least once from the outbox, so each step is a no-op when repeated. */
  subscribe(): void {
    this.d.events.on(TaskEvents.completed, (e: TaskCompleted) => this.count(e));
  }

  /**
   * One verified cleanup for every challenge whose window holds its completion time, whose area holds
   * the task and (team challenges) whose team has the cleaner. The challenges are locked first, so
   * cleanups counted at the same time add up before one of them decides that the target is reached.
   */
  async count(e: TaskCompleted): Promise<void> {
    const at = new Date(e.completedAt);
    if (Number.isNaN(at.getTime())) return;
    const position = typeof e.latitude === 'number' && typeof e.longitude === 'number' ? { latitude: e.latitude, longitude: e.longitude } : null;
    await this.d.uow.run(async (unit, trx) => {
      const candidates = await this.d.repo.lockCandidates(trx, at, position);
      if (candidates.length === 0) return;
      const teamIds = candidates.some((c) => c.team_id) && this.d.teams ? new Set((await this.d.teams.teamsOf(e.userId, unit)).map((t) => t.id)) : new Set<string>();
      let items: number | undefined;
      for (const c of candidates) {
        if (c.team_id && !teamIds.has(c.team_id)) continue;
        let amount = 1;
        if (c.metric === 'items') {
          if (!this.d.litter) continue;
          items ??= await this.d.litter.itemCountForTask(e.taskId, unit);
          amount = items;
        }
        if (amount <= 0) continue;
        const added = await this.d.repo.addContribution(trx, { challenge_id: c.id, task_id: e.taskId, user_id: e.userId, amount, created_at: at });
        if (!added) continue;
        if (c.completed_at) {
          // Work for a challenge already reached: its person is a contributor of a completed challenge too.
          await this.d.rewards.award(e.userId, CHALLENGE_COMPLETED_ACHIEVEMENT, unit);
          continue;
        }
        if ((await this.d.repo.progressOf(trx, c.id)) < c.target) continue;
        if (!(await this.d.repo.markCompleted(trx, c.id, this.d.clock.now()))) continue;
        for (const userId of await this.d.repo.contributorIds(trx, c.id)) await this.d.rewards.award(userId, CHALLENGE_COMPLETED_ACHIEVEMENT, unit);
      }
    });
  }

  async progressOf(challengeId: string, unit?: Unit): Promise<{ progress: number; target: number; completed: boolean } | null> {
    const r = unit ? trxOf(unit) : this.d.repo.reader;
    const row = UUID.test(challengeId) ? await this.d.repo.find(challengeId, r) : undefined;
    if (!row) return null;
    return { progress: await this.d.repo.progressOf(r, row.id), target: row.target, completed: !!row.completed_at };
  }

  /** Active and upcoming challenges and those ended in the last 30 days that the viewer may see. */
  async list(viewer: SessionUser | undefined): Promise<ChallengesResponse> {
    const now = this.d.clock.now();
    const myTeams = viewer && this.d.teams ? await this.d.teams.teamsOf(viewer.id) : [];
    const rows = await this.d.repo.listEndingAfter(new Date(now.getTime() - CHALLENGE_ENDED_SHOWN_DAYS * DAY_MS), isModerator(viewer) ? 'all' : myTeams.map((t) => t.id));
    const challenges = await this.present(rows, viewer, myTeams);
    challenges.sort((a, b) => statusOrder(a.status) - statusOrder(b.status));
    return { challenges, canCreate: await this.rights(viewer, myTeams) };
  }

  async detail(id: string, viewer: SessionUser | undefined): Promise<ChallengeDetailDto> {
    const row = await this.d.repo.find(id);
    const myTeams = viewer && this.d.teams && row?.team_id ? await this.d.teams.teamsOf(viewer.id) : [];
    if (!row || (row.team_id && !isModerator(viewer) && !myTeams.some((t) => t.id === row.team_id))) {
      throw new HttpError(404, 'CHALLENGE_NOT_FOUND', CHALLENGE_ERRORS.notFound);
    }
    const [dto] = await this.present([row], viewer, myTeams);
    const top = await this.d.repo.topContributors(row.id, CHALLENGE_TOP_CONTRIBUTORS);
    const names = await this.d.guests.publicNames(top.flatMap((c) => (c.user_id ? [c.user_id] : [])));
    return {
      ...dto!,
      contributors: top.map((c) => toContributor(c, names)),
      contributorCount: await this.d.repo.contributorCount(row.id),
    };
  }

  async create(input: NewChallengeInput, user: SessionUser): Promise<ChallengeDto> {
    const teamId = input.teamId ?? null;
    let teamName: string | null = null;
    if (teamId) {
      if (!this.d.teams) throw new HttpError(404, 'CHALLENGE_TEAM_NOT_FOUND', CHALLENGE_ERRORS.teamNotFound);
      const members = await this.d.teams.membersOf(teamId);
      if (members.length === 0) throw new HttpError(404, 'CHALLENGE_TEAM_NOT_FOUND', CHALLENGE_ERRORS.teamNotFound);
      if (!isModerator(user) && !(await this.d.teams.isOwner(teamId, user.id))) throw forbidden(CHALLENGE_ERRORS.notAllowed, 'CHALLENGE_NOT_ALLOWED');
      teamName = (await this.d.teams.teamsOf(members[0]!)).find((t) => t.id === teamId)?.name ?? null;
    } else if (!isModerator(user)) {
      throw forbidden(CHALLENGE_ERRORS.notAllowed, 'CHALLENGE_NOT_ALLOWED');
    }
    // Issue 33: a window in the past (challenges dated 2020) or years ahead is refused, by the server's clock.
    const problem = challengeWindowProblem(input.startsAt, input.endsAt, this.d.clock.now());
    if (problem === 'in_past') throw new HttpError(422, 'CHALLENGE_IN_PAST', CHALLENGE_ERRORS.inPast);
    if (problem === 'too_far_ahead') throw new HttpError(422, 'CHALLENGE_TOO_FAR_AHEAD', CHALLENGE_ERRORS.tooFarAhead);
    const area = input.area ?? null;
    const row = await this.d.uow.run((_, trx) =>
      this.d.repo.insert(trx, {
        title: input.title,
        description: input.description ?? '',
        metric: input.metric,
        target: input.target,
        starts_at: input.startsAt,
        ends_at: input.endsAt,
        latitude: area?.latitude ?? null,
        longitude: area?.longitude ?? null,
        radius_km: area?.radiusKm ?? null,
        area_name: area?.name ?? null,
        team_id: teamId,
        team_name: teamName,
        created_by: user.id,
        created_at: this.d.clock.now(),
      }),
    );
    const myTeams = this.d.teams ? await this.d.teams.teamsOf(user.id) : [];
    const [dto] = await this.present([row], user, myTeams);
    return dto!;
  }

  private async rights(viewer: SessionUser | undefined, myTeams: { id: string; name: string }[]): Promise<ChallengeCreateRights> {
    if (!viewer || viewer.isGuest || !this.d.teams) return { everyone: isModerator(viewer), teams: [] };
    if (isModerator(viewer)) return { everyone: true, teams: myTeams };
    const owned: { id: string; name: string }[] = [];
    for (const t of myTeams) if (await this.d.teams.isOwner(t.id, viewer.id)) owned.push(t);
    return { everyone: false, teams: owned };
  }

  private async present(rows: ChallengeRow[], viewer: SessionUser | undefined, myTeams: { id: string; name: string }[]): Promise<ChallengeDto[]> {
    const sums = await this.d.repo.sums(
      rows.map((r) => r.id),
      viewer?.id ?? null,
    );
    const now = this.d.clock.now();
    const names = new Map(myTeams.map((t) => [t.id, t.name]));
    return rows.map((r) => toChallengeDto(r, sums.get(r.id) ?? { progress: 0, mine: 0 }, { now, viewerId: viewer?.id ?? null, teamName: r.team_id ? names.get(r.team_id) : undefined, litter: !!this.d.litter }));
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
