import type { ChallengeDetailDto, ChallengeDto, ChallengesResponse } from '../contract';

export const CHALLENGE_ID = '11111111-2222-4333-8444-555555555555';
export const TEAM_ID = '66666666-7777-4888-8999-aaaaaaaaaaaa';

/** An items challenge in an area, 312 of 500, the viewer's part 12. */
export function sampleChallenge(over: Partial<ChallengeDto> = {}): ChallengeDto {
  return {
    id: CHALLENGE_ID,
    title: '500 items in Linden',
    description: 'Bottles, cans and wrappers along the Ihme.',
    metric: 'items',
    target: 500,
    progress: 312,
    percent: 62,
    startsAt: '2027-05-01T08:00:00.000Z',
    endsAt: '2027-05-31T20:00:00.000Z',
    status: 'active',
    completedAt: null,
    area: { name: 'Linden', latitude: 52.36, longitude: 9.71, radiusKm: 2 },
    team: null,
    mine: 12,
    counted: true,
    ...over,
  };
}

export function sampleList(over: Partial<ChallengesResponse> = {}): ChallengesResponse {
  return {
    challenges: [
      sampleChallenge(),
      sampleChallenge({
        id: '22222222-2222-4333-8444-555555555555',
        title: 'Team month',
        description: '',
        metric: 'cleanups',
        target: 20,
        progress: 20,
        percent: 100,
        status: 'completed',
        completedAt: '2027-05-20T10:00:00.000Z',
        area: null,
        team: { id: TEAM_ID, name: 'River Rats' },
        mine: 3,
      }),
      sampleChallenge({ id: '33333333-2222-4333-8444-555555555555', title: 'Summer cleanups', metric: 'cleanups', target: 100, progress: 0, percent: 0, status: 'upcoming', area: null, mine: 0 }),
    ],
    canCreate: { everyone: false, teams: [] },
    ...over,
  };
}

export function sampleDetail(over: Partial<ChallengeDetailDto> = {}): ChallengeDetailDto {
  return {
    ...sampleChallenge(),
    contributors: [
      { userId: 'u1', displayName: 'ada', amount: 120 },
      { userId: 'u2', displayName: 'grace_h', amount: 80 },
      { userId: null, displayName: null, amount: 1 },
    ],
    contributorCount: 14,
    ...over,
  };
}
