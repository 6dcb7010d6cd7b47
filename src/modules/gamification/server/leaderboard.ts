import type { GuestApi, SessionUser } from '../../guest/contract';
import { LEADERBOARD_SIZE, type LeaderboardDto, type LeaderboardEntryDto, type LeaderboardWindow } from '../contract';
import { weekStart } from '../week';
import type { GamificationRepository } from './repository';

/**
 * GET /api/leaderboard: the top listed people of a window (all time, or this ISO week from Monday
 * 00:00 UTC) and the caller's own place. A read: it writes nothing.
 */
export async function readLeaderboard(
  d: { repo: GamificationRepository; guests: Pick<GuestApi, 'getPublicUsers' | 'publicNames'>; now: Date },
  window: LeaderboardWindow,
  session: SessionUser | null,
): Promise<LeaderboardDto> {
  const since = window === 'week' ? weekStart(d.now) : null;
  const rows = since ? await d.repo.topWeek(since, LEADERBOARD_SIZE) : await d.repo.topAllTime(LEADERBOARD_SIZE);
  const ids = rows.map((r) => r.user_id);
  const [users, names] = await Promise.all([d.guests.getPublicUsers(ids).then((list) => new Map(list.map((u) => [u.id, u]))), d.guests.publicNames(ids)]);
  // Standard competition ranking: a tie shares the rank of the first row with that XP (1, 2, 2, 4).
  const ranks: number[] = [];
  rows.forEach((r, i) => ranks.push(i > 0 && rows[i - 1]!.xp === r.xp ? ranks[i - 1]! : i + 1));
  const entries: LeaderboardEntryDto[] = [];
  rows.forEach((r, i) => {
    const u = users.get(r.user_id);
    // Issue 33: named by the guest module's one rule; nobody it may not name (deleted or disabled
    // since they were listed) is on the list.
    const name = names.get(r.user_id);
    if (!u || !name) return;
    entries.push({ rank: ranks[i]!, id: u.id, username: name, displayName: name, avatarUrl: u.avatarUrl ?? u.profileImageUrl, level: r.level, xp: r.xp, coins: r.coins });
  });
  let me: LeaderboardDto['me'] = null;
  if (session) {
    const stats = await d.repo.findStats(session.id);
    const inWindow = since ? await d.repo.findWeek(session.id, since) : stats;
    const xp = inWindow?.xp ?? 0;
    const listed = stats?.listed ?? !session.isGuest;
    me = {
      id: session.id,
      rank: listed ? (await d.repo.countAbove(xp, since)) + 1 : null,
      listed,
      xp,
      coins: inWindow?.coins ?? 0,
      level: stats?.level ?? 1,
    };
  }
  return { window, since: since?.toISOString() ?? null, entries, me };
}
