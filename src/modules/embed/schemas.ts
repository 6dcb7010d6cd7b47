import * as yup from 'yup';
import { acceptOldNames } from '../../shared/coordinate-names';
import { AREA_RADIUS_MAX_KM, AREA_RADIUS_MIN_KM } from '../../shared/geo-area';
import type { ApiKeyInfo, ApiKeysResponse, EmbedStats, IssuedApiKeyResponse, PartnerDto, PartnerMemberDto, PartnerMemberResponse, PartnerMembersResponse, PartnerResponse, PartnersResponse } from './contract';

/** An origin a partner page is served from: scheme, host and optional port, nothing else. */
export const originSchema = yup
  .string()
  .trim()
  .required('Origin is required')
  .test('origin', 'Each allowed origin must look like https://example.org (scheme, host and optional port only)', (v) => {
    if (!v) return false;
    try {
      const u = new URL(v);
      return (u.protocol === 'https:' || u.protocol === 'http:') && u.origin === v.replace(/\/$/, '');
    } catch {
      return false;
    }
  });

/**
 * POST/PUT /api/admin/embed/partners. The centre was `centerLat`/`centerLon` before issue 37: those
 * are still read (an admin page loaded before a deploy sends them), deprecated in the document.
 */
export const partnerSchema = acceptOldNames(
  yup
    .object({
      name: yup.string().trim().required('Name is required').min(2, 'Name must be at least 2 characters').max(100, 'Name must be at most 100 characters'),
      allowedOrigins: yup.array(originSchema).min(1, 'Add at least one allowed origin').max(20, 'At most 20 origins').required('Add at least one allowed origin'),
      centerLatitude: yup.number().typeError('Latitude must be a number').required('Latitude is required').min(-90, 'Latitude must be between -90 and 90').max(90, 'Latitude must be between -90 and 90'),
      centerLongitude: yup.number().typeError('Longitude must be a number').required('Longitude is required').min(-180, 'Longitude must be between -180 and 180').max(180, 'Longitude must be between -180 and 180'),
      zoom: yup.number().typeError('Zoom must be 2 to 18').integer('Zoom must be a whole number').min(2, 'Zoom must be 2 to 18').max(18, 'Zoom must be 2 to 18').default(14),
      color: yup.string().nullable().matches(/^#[0-9a-fA-F]{6}$/, { message: 'Colour must look like #1b5e20', excludeEmptyString: true }),
      /** Left out or null: derived from the centre and zoom. */
      areaRadiusKm: yup
        .number()
        .typeError('Area radius must be a number')
        .nullable()
        .min(AREA_RADIUS_MIN_KM, `Area radius must be ${AREA_RADIUS_MIN_KM} to ${AREA_RADIUS_MAX_KM} km`)
        .max(AREA_RADIUS_MAX_KM, `Area radius must be ${AREA_RADIUS_MIN_KM} to ${AREA_RADIUS_MAX_KM} km`),
    })
    .noUnknown('Unknown field'),
  { centerLat: 'centerLatitude', centerLon: 'centerLongitude' },
);

export type PartnerInput = yup.InferType<typeof partnerSchema>;

const lat = yup.number().min(-90).max(90);
const lon = yup.number().min(-180).max(180);
/** The map box; the widget sends the short names it always sent (kept as old names, issue 37). */
export const statsQuerySchema = acceptOldNames(yup.object({ minLatitude: lat, minLongitude: lon, maxLatitude: lat, maxLongitude: lon }), {
  minLat: 'minLatitude',
  minLon: 'minLongitude',
  maxLat: 'maxLatitude',
  maxLon: 'maxLongitude',
});

export const partnerIdParamsSchema = yup.object({ id: yup.string().uuid('Partner id must be a valid id').required() });

export const partnerMemberParamsSchema = yup.object({
  id: yup.string().uuid('Partner id must be a valid id').required(),
  userId: yup.string().uuid('User id must be a valid id').required(),
});

/** POST /api/admin/embed/partners/{id}/members: a registered person's username. */
export const partnerMemberBodySchema = yup
  .object({ username: yup.string().trim().required('Username is required').max(50, 'Username must be at most 50 characters') })
  .noUnknown('Unknown field');

/* Answers (documentation in the OpenAPI document; typed against the contract's DTOs). */

export const embedStatsSchema: yup.ObjectSchema<EmbedStats> = yup.object({
  cleanedThisMonth: yup.number().defined(),
  since: yup.string().defined(),
});

export const partnerDtoSchema: yup.ObjectSchema<PartnerDto> = yup.object({
  id: yup.string().defined(),
  name: yup.string().defined(),
  allowedOrigins: yup.array(yup.string().defined()).defined(),
  center: yup.object({ latitude: yup.number().defined(), longitude: yup.number().defined() }).defined(),
  zoom: yup.number().defined(),
  color: yup.string().nullable().defined(),
  areaRadiusKm: yup.number().nullable().defined(),
  area: yup.object({ latitude: yup.number().defined(), longitude: yup.number().defined(), radiusKm: yup.number().defined() }).defined(),
  createdAt: yup.string().defined(),
});

export const partnersResponseSchema: yup.ObjectSchema<PartnersResponse> = yup.object({ partners: yup.array(partnerDtoSchema.defined()).defined() });

export const partnerResponseSchema: yup.ObjectSchema<PartnerResponse> = yup.object({ partner: partnerDtoSchema.defined() });

export const apiKeyInfoSchema: yup.ObjectSchema<ApiKeyInfo> = yup.object({
  partnerId: yup.string().defined(),
  hint: yup.string().defined(),
  createdAt: yup.string().defined(),
});

export const apiKeysResponseSchema: yup.ObjectSchema<ApiKeysResponse> = yup.object({ keys: yup.array(apiKeyInfoSchema.defined()).defined() });

export const issuedApiKeyResponseSchema: yup.ObjectSchema<IssuedApiKeyResponse> = yup.object({
  apiKey: yup.string().defined(),
  key: apiKeyInfoSchema.defined(),
});

export const partnerMemberSchema: yup.ObjectSchema<PartnerMemberDto> = yup.object({
  userId: yup.string().defined(),
  username: yup.string().nullable().defined(),
  addedAt: yup.string().defined(),
});

export const partnerMembersResponseSchema: yup.ObjectSchema<PartnerMembersResponse> = yup.object({ members: yup.array(partnerMemberSchema.defined()).defined() });

export const partnerMemberResponseSchema: yup.ObjectSchema<PartnerMemberResponse> = yup.object({ member: partnerMemberSchema.defined() });
