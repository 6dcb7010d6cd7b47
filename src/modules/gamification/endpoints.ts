/**
 * The gamification module's HTTP contract (issue 20): every endpoint once, with its schemas. The server
 * mounts its routes from these, the client builds URLs and query keys from them (other modules refresh
 * this module's data with `endpointKey(<endpoint>)`), and the OpenAPI document lists them. Other
 * modules may import this file (like contract.ts and schemas.ts).
 */
import { defineEndpoint } from '../../shared/endpoint';
import { achievementListSchema, leaderboardAnswerSchema, leaderboardQuerySchema, levelProgressionParamsSchema, levelProgressionSchema } from './schemas';

export const levelProgression = defineEndpoint('GET', '/users/:id/level-progression', {
  summary: "A person's level, XP towards the next level, tier and next reward",
  description: 'Anyone may read it: the profile shows it for other people too. Not cached (`Cache-Control: no-store`).',
  access: 'public',
  params: levelProgressionParamsSchema,
  response: levelProgressionSchema,
  errors: { 404: 'No such person, or the account was deleted (USER_NOT_FOUND).' },
});

export const achievements = defineEndpoint('GET', '/achievements', {
  summary: "The achievement catalogue with the caller's earned flags",
  description: 'Titles and descriptions in English (the client shows its own translations). Not cached (`Cache-Control: no-store`).',
  access: 'session',
  response: achievementListSchema,
});

export const leaderboard = defineEndpoint('GET', '/leaderboard', {
  summary: 'The top 50 registered people (or teams) by XP, all time or this week',
  description:
    'Ties share a rank (1, 2, 2, 4); guests are not listed. With a session, `me` tells where the caller stands (rank null when not listed); without one it is null. The week starts Monday 00:00 UTC. With `scope=teams` the entries are teams (`id`, `name`, `members`, their listed members’ XP summed; `scope: "teams"` in the answer) and `me` is the caller’s best-placed team or null; without the teams module the list is empty. Not cached (`Cache-Control: no-store`).',
  access: 'public',
  query: leaderboardQuerySchema,
  response: leaderboardAnswerSchema,
});
