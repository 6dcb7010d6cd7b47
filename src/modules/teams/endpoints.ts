/**
 * The teams module's HTTP contract: every endpoint once, with its schemas. Other modules may import
 * this file (like contract.ts and schemas.ts).
 */
import { defineEndpoint } from '../../shared/endpoint';
import { createTeamSchema, joinedTeamSchema, joinTeamSchema, myTeamsSchema, teamCreatedSchema, teamIdParamsSchema, teamSchema } from './schemas';

export const createTeam = defineEndpoint('POST', '/teams', {
  summary: 'Creates a team; the caller becomes its owner and gets its invite code',
  description: 'Registered people only. The name is unique regardless of case. A person is in at most 5 teams.',
  access: 'session',
  body: createTeamSchema,
  response: teamCreatedSchema,
  status: 201,
  errors: { 403: 'A guest (REGISTERED_ONLY).', 409: 'The name is taken (TEAM_NAME_TAKEN), or the caller is in 5 teams already (TEAM_LIMIT).' },
  // A team is a public name on the leaderboard.
  limits: { perPerson: { points: 5, windowSeconds: 86_400 }, perAddress: { points: 60, windowSeconds: 3600 } },
});

export const joinTeam = defineEndpoint('POST', '/teams/join', {
  summary: 'Joins the team of an invite code (case does not matter)',
  description: 'Registered people only. Joining a team one is in already answers the same. A person is in at most 5 teams.',
  access: 'session',
  body: joinTeamSchema,
  response: joinedTeamSchema,
  errors: { 403: 'A guest (REGISTERED_ONLY).', 404: 'No team has this code (TEAM_NOT_FOUND).', 409: 'The caller is in 5 teams already (TEAM_LIMIT).' },
  // Each call is a guess at an invite code: per person, and per address so fresh guests bring no new guesses.
  limits: { perPerson: { points: 10, windowSeconds: 3600 }, perAddress: { points: 100, windowSeconds: 3600 } },
});

export const myTeams = defineEndpoint('GET', '/teams/mine', {
  summary: "The caller's teams with their invite codes, role and member counts",
  description: 'Not cached (`Cache-Control: no-store`).',
  access: 'session',
  response: myTeamsSchema,
});

export const teamDetails = defineEndpoint('GET', '/teams/:id', {
  summary: 'A team: name, kind, members (count and names) and its all-time rank',
  description: 'Public. The invite code is not shown here.',
  access: 'public',
  params: teamIdParamsSchema,
  response: teamSchema,
  errors: { 404: 'No such team (TEAM_NOT_FOUND).' },
});

export const leaveTeam = defineEndpoint('DELETE', '/teams/:id/membership', {
  summary: 'Leaves a team',
  description: 'An owner who leaves passes the team to the member who joined first; the last member to leave deletes the team.',
  access: 'session',
  params: teamIdParamsSchema,
  errors: { 404: 'The caller is not in this team (TEAM_NOT_MEMBER).' },
  limits: { unlimited: 'leaves one of the caller’s own teams and sends nothing; joining again is limited' },
});

export const newInviteCode = defineEndpoint('POST', '/teams/:id/invite-code', {
  summary: 'Gives the team a new invite code; the old one stops working',
  access: 'session',
  params: teamIdParamsSchema,
  response: teamCreatedSchema,
  errors: { 403: 'The caller does not own the team (TEAM_OWNER_ONLY).', 404: 'No such team (TEAM_NOT_FOUND).' },
  limits: { perPerson: { points: 20, windowSeconds: 86_400 } },
});
