/**
 * The surveys module's HTTP contract (issue 40): monitoring surveys and their confirmation. Other
 * modules and the client may import this file (like contract.ts and schemas.ts).
 */
import { defineEndpoint } from '../../shared/endpoint';
import { TOO_MANY_SURVEYS } from './contract';
import { confirmSurveySchema, createSurveySchema, surveyIdParamsSchema, surveySchema, surveysListSchema, surveysQuerySchema } from './schemas';

export const createSurvey = defineEndpoint('POST', '/surveys', {
  summary: 'Record a monitoring survey: a transect (metres) or an area (m²), its route, the people and the counts per item (registered people only)',
  description:
    'Body `{ kind, startedAt, endedAt, lengthM | areaM2, route: GeoJSON LineString ([longitude, latitude], 2 to 5000 points), people, counts: [{ item, count }], eventId?, teamId? }`. ' +
    'An empty `counts` list is a result: looked and found nothing. Counts are whole numbers from 0; each taxonomy item (GET /api/litter/taxonomy) at most once. ' +
    'The start may lie at most 5 minutes in the future (the server’s clock) and at most 30 days in the past; the end after the start, at most 12 hours later. ' +
    'Pays nothing: a moderator or the organiser of the survey’s event confirms it (POST /api/surveys/{id}/confirm). Until then only the surveyor sees it. ' +
    'Send an `Idempotency-Key` (a UUID per survey) with every attempt: the offline queue’s repeats record it once.',
  access: 'session',
  body: createSurveySchema,
  response: surveySchema,
  status: 201,
  idempotent: true,
  errors: {
    403: 'Guests cannot record surveys (REGISTERED_ONLY): a survey is published monitoring data and may earn a reward, so it needs a registered person. `teamId` names a team the caller is not in (SURVEY_TEAM_NOT_MINE).',
    404: 'No event with `eventId` (SURVEY_EVENT_NOT_FOUND).',
    429: 'Too many surveys from this person or network address (RATE_LIMITED, with Retry-After).',
  },
  limits: {
    perPerson: { points: 20, windowSeconds: 86_400 },
    perAddress: { points: 100, windowSeconds: 86_400 },
    message: TOO_MANY_SURVEYS,
  },
});

export const getSurvey = defineEndpoint('GET', '/surveys/:id', {
  summary: 'One survey: confirmed ones for everyone; a pending one only for its surveyor and those who may confirm it',
  description:
    'Never who recorded or confirmed it (`mine` tells the surveyor). `route` is the public route: the first and last 100 m are left out (a walk may start at someone’s door); a route shorter than 200 m shows none. The surveyor and those who may confirm it also get `fullRoute`.',
  access: 'public',
  params: surveyIdParamsSchema,
  response: surveySchema,
  errors: { 404: 'No such survey, or one that is not confirmed yet and not the caller’s to see (SURVEY_NOT_FOUND).' },
});

export const listSurveys = defineEndpoint('GET', '/surveys', {
  summary: 'Confirmed surveys, newest start first (at most 500), in a box and period',
  description: 'Only confirmed surveys, with their public routes; never who recorded them. `bbox` matches the public route’s bounding box.',
  access: 'public',
  query: surveysQuerySchema,
  response: surveysListSchema,
  // Up to 500 surveys with routes of up to 5,000 points each: a read that costs, so it has a budget.
  limits: { perAddress: { points: 600, windowSeconds: 3600 } },
});

export const confirmSurvey = defineEndpoint('POST', '/surveys/:id/confirm', {
  summary: 'Confirm a survey (a moderator, or the organiser of its event; never the surveyor): it becomes public and pays the surveyor once',
  description:
    'An organiser confirms only surveys that name their event, recorded during it (from an hour before its start to its end) by someone who checked in there. ' +
    'Pays the surveyor 10 coins and 50 XP once (reason `survey_confirmed`, at most 3 a day); a repeat or a concurrent confirmation answers the survey with `credited: false`.',
  access: 'session',
  params: surveyIdParamsSchema,
  response: confirmSurveySchema,
  errors: {
    403: 'The caller recorded the survey (OWN_SURVEY) or is neither a moderator nor the organiser of its event (NOT_SURVEY_CONFIRMER).',
    404: 'No such survey (SURVEY_NOT_FOUND).',
    409: 'An organiser’s confirmation of a survey not recorded at their event by someone checked in there (SURVEY_NOT_AT_EVENT).',
    429: 'Too many confirmations (RATE_LIMITED, with Retry-After).',
  },
  limits: {
    perPerson: { points: 200, windowSeconds: 3600 },
    perAddress: { points: 600, windowSeconds: 3600 },
    perTarget: { points: 20, windowSeconds: 3600, what: 'survey' },
  },
});
