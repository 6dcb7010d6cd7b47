/**
 * The areas module's HTTP contract (issue 24): every endpoint once, with its schemas. Other modules
 * may import this file (like contract.ts and schemas.ts).
 */
import { defineEndpoint } from '../../shared/endpoint';
import { areaIdParamsSchema, areaSchema, areasResponseSchema, newAreaSchema } from './schemas';

export const listAreas = defineEndpoint('GET', '/areas', {
  summary: "The session's person's alert areas, oldest first",
  description: 'Guests have none (only registered people may add areas).',
  access: 'session',
  response: areasResponseSchema,
});

export const createArea = defineEndpoint('POST', '/areas', {
  summary: 'Add an alert area: a centre and a radius (100 m to 20 km) with a name',
  description:
    'New tasks reported and cleanup events created inside the circle appear in the person’s notifications (not their own). At most 10 areas per person.',
  access: 'session',
  body: newAreaSchema,
  response: areaSchema,
  status: 201,
  errors: {
    403: 'A guest: only registered accounts add areas (REGISTERED_ONLY).',
    409: 'The person already has 10 areas (AREA_LIMIT).',
  },
  // Each area sends its owner alerts (AREA_LIMIT areas at once).
  limits: { perPerson: { points: 20, windowSeconds: 86_400 }, perAddress: { points: 300, windowSeconds: 86_400 } },
});

export const deleteArea = defineEndpoint('DELETE', '/areas/:id', {
  summary: 'Delete one of the person’s alert areas',
  access: 'session',
  params: areaIdParamsSchema,
  status: 204,
  errors: { 404: 'No such area of the caller (AREA_NOT_FOUND).' },
  limits: { unlimited: 'deletes one of the caller’s own areas and sends nothing' },
});
