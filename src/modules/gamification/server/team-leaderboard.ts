import type { Clock } from '../../../server/tokens';
import {
  LEADERBOARD_SIZE,
  type LeaderboardWindow,
  type TeamLeaderboardDto,
  type TeamLeaderboardEntryDto,
  type TeamMembershipSource,
  type TeamStandingsApi,
} from '../contract';
import { weekStart } from '../week';
import type { GamificationRepository } from './repository';

/**
 * GET /api/leaderboard?scope=teams: teams ranked by their members' XP in the window (all time, or
 * this week), summed from this module's own balances and weekly aggregates. Who is in which team
 * comes through the TEAM_MEMBERSHIP_SOURCE port (bound by the teams module); without it there are
 * no teams. People not listed on the leaderboards (disabled, erased) count for nothing. A read.
 */
export class TeamLeaderboard implements TeamStandingsApi {
  constructor(
    private readonly repo: GamificationRepository,
    private readonly clock: Clock,
    private readonly source: TeamMembershipSource | undefined,
  ) {}

  async standings(window: LeaderboardWindow): Promise<TeamLeaderboardEntryDto[]> {
    return (await this.rank(window)).entries;
  }

  /** One team's standing (the public team page), one query: its XP, and 1 + the teams with more. */
  async standing(teamId: string, window: LeaderboardWindow): Promise<{ rank: number; xp: number } | null> {
    const source = this.source;
    if (!source) return null;
    return this.repo.teamStanding((db) => source.membershipQuery(db), teamId, window === 'week' ? weekStart(this.clock.now()) : null);
  }

  async read(window: LeaderboardWindow, userId: string | null): Promise<TeamLeaderboardDto> {
    const { since, entries, memberships } = await this.rank(window);
    let me: TeamLeaderboardEntryDto | null = null;
    if (userId) {
      const mine = new Set(memberships.filter((t) => t.userIds.includes(userId)).map((t) => t.teamId));
      me = entries.find((e) => mine.has(e.id)) ?? null;
    }
    return { scope: 'teams', window, since: since?.toISOString() ?? null, entries: entries.slice(0, LEADERBOARD_SIZE), me };
  }

  private async rank(window: LeaderboardWindow) {
    const since = window === 'week' ? weekStart(this.clock.now()) : null;
    const memberships = this.source ? await this.source.teams() : [];
    const xp = await this.repo.listedXpOf([...new Set(memberships.flatMap((t) => t.userIds))], since);
    const sums = memberships
      .map((t) => ({ id: t.teamId, name: t.name, members: t.userIds.length, xp: t.userIds.reduce((n, id) => n + (xp.get(id) ?? 0), 0) }))
      .sort((a, b) => b.xp - a.xp || a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
    // Standard competition ranking: a tie shares the rank of the first team with that XP (1, 2, 2, 4).
    const entries: TeamLeaderboardEntryDto[] = [];
    sums.forEach((s, i) => entries.push({ rank: i > 0 && sums[i - 1]!.xp === s.xp ? entries[i - 1]!.rank : i + 1, ...s }));
    return { since, entries, memberships };
  }
}
