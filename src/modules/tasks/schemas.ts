import * as yup from 'yup';

const lat = yup.number().typeError('lat must be a number').min(-90, 'lat must be between -90 and 90').max(90, 'lat must be between -90 and 90');
const lon = yup.number().typeError('lon must be a number').min(-180, 'lon must be between -180 and 180').max(180, 'lon must be between -180 and 180');

/** GET /api/tasks/available: optional near-point (lat, lon, radiusKm) or map-box (minLat..maxLon) filter. */
export const availableTasksQuerySchema = yup
  .object({
    lat,
    lon,
    radiusKm: yup.number().typeError('radiusKm must be a number').moreThan(0, 'radiusKm must be above 0').max(50, 'radiusKm must be at most 50'),
    minLat: lat,
    maxLat: lat,
    minLon: lon,
    maxLon: lon,
    limit: yup.number().typeError('limit must be a number').integer('limit must be a whole number').min(1, 'limit must be at least 1').max(10000, 'limit must be at most 10000'),
  })
  .test('near', 'lat and lon go together', (q) => (q.lat === undefined) === (q.lon === undefined))
  .test('box', 'minLat, minLon, maxLat and maxLon go together', (q) => {
    const set = [q.minLat, q.minLon, q.maxLat, q.maxLon].filter((v) => v !== undefined).length;
    return set === 0 || set === 4;
  })
  .test('one-filter', 'use either a point (lat, lon) or a box, not both', (q) => q.lat === undefined || q.minLat === undefined)
  .noUnknown('Unknown query parameter');

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const taskIdParamsSchema = yup.object({ id: yup.string().required().matches(uuid, 'Task id must be a valid id') });
export const userIdParamsSchema = yup.object({ userId: yup.string().required().matches(uuid, 'User id must be a valid id') });

/** POST /api/tasks/{id}/accept */
export const acceptBodySchema = yup.object({ userId: yup.string().required('userId is required') }).noUnknown('Unknown field');
