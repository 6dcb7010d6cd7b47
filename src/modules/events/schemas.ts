import * as yup from 'yup';
import { blurRegionsFieldSchema } from '../photos/schemas';
import {
  EVENT_CAPACITY_MAX,
  EVENT_DESCRIPTION_MAX,
  EVENT_LOCATION_MAX,
  EVENT_MAX_DURATION_MS,
  EVENT_PAYOUT_BLOCKS,
  EVENT_SUMMARY_LIMITS,
  EVENT_TITLE_MAX,
  EVENT_TITLE_MIN,
  EVENTS_MAX_LIMIT,
  EVENTS_MAX_RADIUS_KM,
  type CheckInInput,
  type CheckInResponse,
  type EventDetailDto,
  type EventDto,
  type EventPhotoResponse,
  type EventsListResponse,
  type EventSummaryInput,
} from './contract';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Field messages (their German texts: i18n/errors.ts). */
export const EVENT_MESSAGES = {
  idInvalid: 'Event id must be a valid id',
  titleRequired: 'Title is required',
  titleLength: `Title must be ${EVENT_TITLE_MIN} to ${EVENT_TITLE_MAX} characters`,
  descriptionLength: `Description must be at most ${EVENT_DESCRIPTION_MAX} characters`,
  locationLength: `Location must be at most ${EVENT_LOCATION_MAX} characters`,
  latitude: 'Latitude must be between -90 and 90',
  longitude: 'Longitude must be between -180 and 180',
  latitudeRequired: 'Latitude is required',
  longitudeRequired: 'Longitude is required',
  startsAt: 'Start must be a date and time',
  endsAt: 'End must be a date and time',
  startsAtRequired: 'Start is required',
  endsAtRequired: 'End is required',
  endsAfterStart: 'The end must be after the start',
  tooLong: 'A cleanup lasts at most 12 hours',
  capacity: `Places must be a whole number from 1 to ${EVENT_CAPACITY_MAX}`,
  capacityRequired: 'Places are required',
  partnerIdInvalid: 'Partner id must be a valid id',
  radiusKm: `radiusKm must be above 0 and at most ${EVENTS_MAX_RADIUS_KM}`,
  limit: `limit must be a whole number from 1 to ${EVENTS_MAX_LIMIT}`,
  when: 'when must be upcoming or past',
  bags: `Bags must be a whole number from 0 to ${EVENT_SUMMARY_LIMITS.bags}`,
  kg: `Kilograms must be a number from 0 to ${EVENT_SUMMARY_LIMITS.kg}`,
  areaM2: `Area must be a whole number of square metres from 0 to ${EVENT_SUMMARY_LIMITS.areaM2}`,
} as const;
const M = EVENT_MESSAGES;

const latitude = () => yup.number().typeError(M.latitude).min(-90, M.latitude).max(90, M.latitude);
const longitude = () => yup.number().typeError(M.longitude).min(-180, M.longitude).max(180, M.longitude);

export const eventIdParamsSchema = yup.object({ id: yup.string().required(M.idInvalid).matches(uuid, M.idInvalid) });
/** POST /api/events/{id}/photos: besides the file, the regions already blurred (issue 39). */
export const eventPhotoFieldsSchema = yup.object({ blurRegions: blurRegionsFieldSchema });

/** GET /api/events */
export const eventsListQuerySchema = yup
  .object({
    latitude: latitude(),
    longitude: longitude(),
    radiusKm: yup.number().typeError(M.radiusKm).moreThan(0, M.radiusKm).max(EVENTS_MAX_RADIUS_KM, M.radiusKm),
    when: yup.mixed<'upcoming' | 'past'>().oneOf(['upcoming', 'past'], M.when),
    limit: yup.number().typeError(M.limit).integer(M.limit).min(1, M.limit).max(EVENTS_MAX_LIMIT, M.limit),
  })
  .noUnknown('Unknown field');

/**
 * POST /api/events (server and the client's form). That the start lies at most an hour in the past
 * is checked by the server against its clock.
 */
export const createEventSchema = yup
  .object({
    title: yup.string().trim().required(M.titleRequired).min(EVENT_TITLE_MIN, M.titleLength).max(EVENT_TITLE_MAX, M.titleLength),
    description: yup.string().trim().max(EVENT_DESCRIPTION_MAX, M.descriptionLength).default(''),
    latitude: latitude().required(M.latitudeRequired),
    longitude: longitude().required(M.longitudeRequired),
    location: yup.string().trim().max(EVENT_LOCATION_MAX, M.locationLength).nullable(),
    startsAt: yup.date().typeError(M.startsAt).required(M.startsAtRequired),
    endsAt: yup
      .date()
      .typeError(M.endsAt)
      .required(M.endsAtRequired)
      .test('after-start', M.endsAfterStart, function (end) {
        const start = this.parent.startsAt as Date | undefined;
        return !(start instanceof Date) || !(end instanceof Date) || end.getTime() > start.getTime();
      })
      .test('max-duration', M.tooLong, function (end) {
        const start = this.parent.startsAt as Date | undefined;
        return !(start instanceof Date) || !(end instanceof Date) || end.getTime() - start.getTime() <= EVENT_MAX_DURATION_MS;
      }),
    capacity: yup.number().typeError(M.capacity).required(M.capacityRequired).integer(M.capacity).min(1, M.capacity).max(EVENT_CAPACITY_MAX, M.capacity),
    partnerId: yup.string().matches(uuid, { message: M.partnerIdInvalid, excludeEmptyString: false }).nullable(),
  })
  .noUnknown('Unknown field');

export type CreateEventBody = yup.InferType<typeof createEventSchema>;

/** POST /api/events/:id/check-in: where the person is now. */
export const checkInBodySchema: yup.ObjectSchema<CheckInInput> = yup
  .object({ latitude: latitude().required(M.latitudeRequired), longitude: longitude().required(M.longitudeRequired) })
  .noUnknown('Unknown field');

/** POST /api/events/:id/summary */
export const summaryBodySchema: yup.ObjectSchema<EventSummaryInput> = yup
  .object({
    bags: yup.number().typeError(M.bags).required(M.bags).integer(M.bags).min(0, M.bags).max(EVENT_SUMMARY_LIMITS.bags, M.bags),
    kg: yup.number().typeError(M.kg).required(M.kg).min(0, M.kg).max(EVENT_SUMMARY_LIMITS.kg, M.kg),
    areaM2: yup.number().typeError(M.areaM2).required(M.areaM2).integer(M.areaM2).min(0, M.areaM2).max(EVENT_SUMMARY_LIMITS.areaM2, M.areaM2),
  })
  .noUnknown('Unknown field');

/* Answers (documentation in the OpenAPI document; typed against the contract's DTOs). */

const idName = () => yup.object({ id: yup.string().defined(), name: yup.string().defined() });

export const eventSchema = yup.object({
  id: yup.string().defined(),
  title: yup.string().defined(),
  description: yup.string().defined(),
  latitude: yup.number().defined(),
  longitude: yup.number().defined(),
  location: yup.string().nullable().defined(),
  startsAt: yup.string().defined(),
  endsAt: yup.string().defined(),
  capacity: yup.number().defined(),
  attendeeCount: yup.number().defined(),
  spotsLeft: yup.number().defined(),
  partner: idName().nullable().defined(),
  organiser: yup.object({ id: yup.string().nullable().defined(), name: yup.string().nullable().defined() }).defined(),
  status: yup.string().oneOf(['upcoming', 'running', 'ended']).defined(),
  summary: yup
    .object({
      bags: yup.number().defined(),
      kg: yup.number().defined(),
      areaM2: yup.number().defined(),
      attendeesPresent: yup.number().defined(),
      photoIds: yup.array(yup.string().defined()).defined(),
      submittedAt: yup.string().defined(),
      rewards: yup.object({ paid: yup.number().defined(), waiting: yup.number().defined(), blockedBy: yup.string().oneOf(EVENT_PAYOUT_BLOCKS).nullable().defined() }).defined(),
    })
    .nullable()
    .defined(),
  me: yup.object({ joined: yup.boolean().defined(), checkedIn: yup.boolean().defined(), organiser: yup.boolean().defined() }).nullable().defined(),
  photoCount: yup.number().defined(),
  createdAt: yup.string().defined(),
}) as unknown as yup.ObjectSchema<EventDto>;

export const eventDetailSchema = (eventSchema as unknown as yup.ObjectSchema<EventDto & object>).shape({
  nearbyTasks: yup
    .array(
      yup.object({
        id: yup.string().defined(),
        latitude: yup.number().defined(),
        longitude: yup.number().defined(),
        wasteType: yup.string().defined(),
        priority: yup.string().defined(),
        description: yup.string().defined(),
        distanceM: yup.number().defined(),
      }),
    )
    .defined(),
}) as unknown as yup.ObjectSchema<EventDetailDto>;

export const eventsListResponseSchema = yup.object({ events: yup.array(eventSchema.defined()).defined() }) as unknown as yup.ObjectSchema<EventsListResponse>;

export const checkInResponseSchema: yup.ObjectSchema<CheckInResponse> = yup.object({ checkedInAt: yup.string().defined() });

export const eventPhotoResponseSchema: yup.ObjectSchema<EventPhotoResponse> = yup.object({ photoId: yup.string().defined() });
