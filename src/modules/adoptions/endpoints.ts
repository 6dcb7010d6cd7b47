/**
 * The adoptions module's HTTP contract (issue 42): every endpoint once, with its schemas. Other modules
 * may import this file (like contract.ts and schemas.ts).
 */
import { defineEndpoint } from '../../shared/endpoint';
import { adoptionDetailSchema, adoptionIdParamsSchema, adoptionSchema, adoptionsListSchema, adoptionsQuerySchema, newAdoptionSchema, overdueAdoptionsSchema, partnerIdParamsSchema, partnerSpotsSchema } from './schemas';

export const listAdoptions = defineEndpoint('GET', '/adoptions', {
  summary: 'The public layer of adopted spots in a box',
  description: 'Active spots in the box (at most 500): points whose centre lies in it, streets whose line’s bounding box meets it; the spot (a street with its line and length), the schedule, the adopter’s public name only, and whether it is on time.',
  access: 'public',
  query: adoptionsQuerySchema,
  response: adoptionsListSchema,
  // A public read that names people (through the public name rule) for up to 500 spots.
  limits: { perAddress: { points: 600, windowSeconds: 3600 } },
});

export const myAdoptions = defineEndpoint('GET', '/adoptions/mine', {
  summary: "The session's person's active spots: their own, their teams' and those they adopted for a partner",
  access: 'session',
  response: adoptionsListSchema,
  limits: { perPerson: { points: 300, windowSeconds: 3600 } },
});

export const partnerSpots = defineEndpoint('GET', '/adoptions/partners/:partnerId', {
  summary: "A partner's active adopted spots with their visits, missed cycles and last visit (its impact page)",
  access: 'public',
  params: partnerIdParamsSchema,
  response: partnerSpotsSchema,
  limits: { perAddress: { points: 600, windowSeconds: 3600 } },
});

export const createAdoption = defineEndpoint('POST', '/adoptions', {
  summary: 'Adopt a spot: a point with a radius (25 to 500 m) or a street (a line of 2 to 50 points, at most 3 km, with a corridor of 10 to 100 m each side) and a visit every 1 to 8 weeks',
  description:
    'Registered people only. For the caller, a team the caller owns or a partner the caller belongs to. At most 5 active spots per person (10 with their teams’), 5 per team, 20 per partner; a spot that overlaps an active one by more than half is refused. A street counts as one spot like a point.',
  access: 'session',
  body: newAdoptionSchema,
  response: adoptionSchema,
  status: 201,
  errors: {
    403: 'A guest (REGISTERED_ONLY), not the team’s owner (ADOPTION_TEAM_OWNER_ONLY) or not one of the partner’s people (ADOPTION_PARTNER_MEMBER_ONLY).',
    404: 'No such partner (ADOPTION_PARTNER_NOT_FOUND).',
    409: 'Too many active spots (ADOPTION_LIMIT) or the spot overlaps an active one by more than half (ADOPTION_OVERLAP).',
  },
  // Each spot sends its adopters a reminder every cycle.
  limits: { perPerson: { points: 10, windowSeconds: 86_400 }, perAddress: { points: 50, windowSeconds: 86_400 } },
});

export const getAdoption = defineEndpoint('GET', '/adoptions/:id', {
  summary: 'One adopted spot with its visits (when, which kind: never who), the last visit and whether it is on time',
  access: 'public',
  params: adoptionIdParamsSchema,
  response: adoptionDetailSchema,
  errors: { 404: 'No such spot (ADOPTION_NOT_FOUND).' },
  limits: { perAddress: { points: 600, windowSeconds: 3600 } },
});

export const deleteAdoption = defineEndpoint('DELETE', '/adoptions/:id', {
  summary: 'Give an adopted spot up (its adopter: the person, the team’s owner, one of the partner’s people)',
  access: 'session',
  params: adoptionIdParamsSchema,
  status: 204,
  errors: { 403: 'Not the adopter (ADOPTION_NOT_ADOPTER).', 404: 'No such active spot (ADOPTION_NOT_FOUND).' },
  limits: { perPerson: { points: 30, windowSeconds: 3600 }, perAddress: { points: 300, windowSeconds: 3600 } },
});

export const overdueAdoptions = defineEndpoint('GET', '/admin/adoptions/overdue', {
  summary: 'Overdue adopted spots for moderators: a missed cycle, or a cycle that ended without its visit; the most missed first (at most 200)',
  description: 'Not cached (`Cache-Control: no-store`).',
  access: 'moderator',
  response: overdueAdoptionsSchema,
  limits: { perPerson: { points: 120, windowSeconds: 3600 } },
});
