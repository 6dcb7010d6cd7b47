import type { LeaderboardDto, TeamLeaderboardDto } from '../../gamification/contract';
import type { MyTeamDto } from '../contract';

/** Sample answers for the leaderboard and teams tests and stories. */
export function peopleBoard(patch: Partial<LeaderboardDto> = {}): LeaderboardDto {
  return {
    window: 'all',
    since: null,
    entries: [
      { rank: 1, id: 'u-lena', username: null, displayName: 'Lena Krause', avatarUrl: null, level: 9, xp: 1500, coins: 300 },
      { rank: 2, id: 'u-ada', username: 'ada_green', displayName: 'ada_green', avatarUrl: null, level: 7, xp: 1240, coins: 120 },
    ],
    me: { id: 'u-ada', rank: 2, listed: true, xp: 1240, coins: 120, level: 7 },
    ...patch,
  };
}

export function teamBoard(patch: Partial<TeamLeaderboardDto> = {}): TeamLeaderboardDto {
  const entries = [
    { rank: 1, id: 't-1', name: 'River Rangers', xp: 2400, members: 3 },
    { rank: 2, id: 't-2', name: 'Green Class', xp: 300, members: 1 },
  ];
  return { scope: 'teams', window: 'all', since: null, entries, me: entries[1]!, ...patch };
}

export function myTeam(patch: Partial<MyTeamDto> = {}): MyTeamDto {
  return { id: '0b9e4c1a-4a43-4c55-9d7c-0b1f7a1d2e3f', name: 'River Rangers', kind: 'club', inviteCode: 'K7QX2MPA', role: 'owner', members: 3, ...patch };
}
