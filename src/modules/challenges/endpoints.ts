/**
 * The challenges module's HTTP contract: every endpoint once, with its schemas. Other modules may
 * import this file (like contract.ts and schemas.ts).
 */
import { defineEndpoint } from '../../shared/endpoint';
import { challengeDetailSchema, challengeIdParamsSchema, challengeSchema, challengesResponseSchema, createChallengeSchema } from './schemas';

export const challengesList = defineEndpoint('GET', '/challenges', {
  summary: 'Active and upcoming challenges, and those ended in the last 30 days, with their progress',
  description:
    'Public. Team challenges are listed only for that team’s members (and moderators). `mine` is the session person’s contribution (null without a session); `canCreate` says what the viewer may create.',
  access: 'public',
  response: challengesResponseSchema,
});

export const challengeDetail = defineEndpoint('GET', '/challenges/:id', {
  summary: 'One challenge with its top contributors',
  access: 'public',
  params: challengeIdParamsSchema,
  response: challengeDetailSchema,
  errors: { 404: 'No such challenge, or a team challenge of a team the viewer is not in (CHALLENGE_NOT_FOUND).' },
});

export const createChallenge = defineEndpoint('POST', '/challenges', {
  summary: 'Creates a challenge: moderators and admins for everyone or a team, a team’s owner for their own team',
  access: 'session',
  body: createChallengeSchema,
  response: challengeSchema,
  status: 201,
  errors: {
    403: 'Neither a moderator nor the owner of the team (CHALLENGE_NOT_ALLOWED).',
    404: 'No such team (CHALLENGE_TEAM_NOT_FOUND).',
    422: 'The window started more than a day ago or has ended (CHALLENGE_IN_PAST), or starts more than a year ahead (CHALLENGE_TOO_FAR_AHEAD).',
  },
  // A challenge is public and may pay its winners.
  limits: { perPerson: { points: 10, windowSeconds: 86_400 }, perAddress: { points: 100, windowSeconds: 86_400 } },
});
