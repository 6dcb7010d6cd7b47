import * as yup from 'yup';
import { AREA_NAME_MAX, AREA_RADIUS_MAX_M, AREA_RADIUS_MIN_M, type AreaDto, type AreasResponse, type NewAreaInput } from './contract';

/** Field messages (their German texts: i18n/errors.ts; the form shows them through its own texts). */
export const AREA_FIELD_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${AREA_NAME_MAX} characters`,
  latitude: 'Latitude must be a number between -90 and 90',
  longitude: 'Longitude must be a number between -180 and 180',
  radius: `Radius must be a whole number of metres between ${AREA_RADIUS_MIN_M} and ${AREA_RADIUS_MAX_M}`,
} as const;

const M = AREA_FIELD_MESSAGES;

/** POST /api/areas (also the Add an area form). */
export const newAreaSchema: yup.ObjectSchema<NewAreaInput> = yup
  .object({
    name: yup.string().trim().required(M.nameRequired).min(1, M.nameRequired).max(AREA_NAME_MAX, M.nameTooLong),
    latitude: yup.number().typeError(M.latitude).required(M.latitude).min(-90, M.latitude).max(90, M.latitude),
    longitude: yup.number().typeError(M.longitude).required(M.longitude).min(-180, M.longitude).max(180, M.longitude),
    radiusM: yup.number().typeError(M.radius).required(M.radius).integer(M.radius).min(AREA_RADIUS_MIN_M, M.radius).max(AREA_RADIUS_MAX_M, M.radius),
  })
  .noUnknown('Unknown field');

export const areaIdParamsSchema = yup.object({ id: yup.string().uuid().required() });

export const areaSchema: yup.ObjectSchema<AreaDto> = yup.object({
  id: yup.string().defined(),
  name: yup.string().defined(),
  latitude: yup.number().defined(),
  longitude: yup.number().defined(),
  radiusM: yup.number().defined(),
  createdAt: yup.string().defined(),
});

export const areasResponseSchema: yup.ObjectSchema<AreasResponse> = yup.object({
  areas: yup.array(areaSchema.defined()).defined(),
  limit: yup.number().defined(),
});
