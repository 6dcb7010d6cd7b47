import * as yup from 'yup';
import {
  CHALLENGE_AREA_NAME_MAX,
  CHALLENGE_DESCRIPTION_MAX,
  CHALLENGE_METRICS,
  CHALLENGE_RADIUS_MAX_KM,
  CHALLENGE_STATUSES,
  CHALLENGE_TARGET_MAX,
  CHALLENGE_TITLE_MAX,
  CHALLENGE_TITLE_MIN,
  withinOneYear,
  type ChallengeAreaDto,
  type ChallengeDetailDto,
  type ChallengeDto,
  type ChallengeMetric,
  type ChallengesResponse,
} from './contract';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Field messages (their German texts: i18n/errors.ts). */
export const CHALLENGE_MESSAGES = {
  idInvalid: 'Challenge id must be a valid id',
  titleRequired: 'Title is required',
  titleLength: `Title must be ${CHALLENGE_TITLE_MIN} to ${CHALLENGE_TITLE_MAX} characters`,
  descriptionLength: `Description must be at most ${CHALLENGE_DESCRIPTION_MAX} characters`,
  metric: 'Metric must be items or cleanups',
  target: 'Target must be a whole number from 1 to 1,000,000',
  startsAt: 'Start must be a date and time',
  endsAt: 'End must be a date and time',
  startsAtRequired: 'Start is required',
  endsAtRequired: 'End is required',
  endsAfterStart: 'The end must be after the start',
  tooLong: 'A challenge lasts at most one year',
  areaName: `Area name must be 1 to ${CHALLENGE_AREA_NAME_MAX} characters`,
  latitude: 'Latitude must be between -90 and 90',
  longitude: 'Longitude must be between -180 and 180',
  radiusKm: `Radius must be above 0 and at most ${CHALLENGE_RADIUS_MAX_KM} km`,
  teamIdInvalid: 'Team id must be a valid id',
} as const;
const M = CHALLENGE_MESSAGES;

export const challengeIdParamsSchema = yup.object({ id: yup.string().required(M.idInvalid).matches(uuid, M.idInvalid) });

const areaSchema: yup.ObjectSchema<ChallengeAreaDto> = yup.object({
  name: yup.string().trim().required(M.areaName).min(1, M.areaName).max(CHALLENGE_AREA_NAME_MAX, M.areaName),
  latitude: yup.number().typeError(M.latitude).required(M.latitude).min(-90, M.latitude).max(90, M.latitude),
  longitude: yup.number().typeError(M.longitude).required(M.longitude).min(-180, M.longitude).max(180, M.longitude),
  radiusKm: yup.number().typeError(M.radiusKm).required(M.radiusKm).moreThan(0, M.radiusKm).max(CHALLENGE_RADIUS_MAX_KM, M.radiusKm),
});

/** POST /api/challenges (the server and the client's form). Who may create what is the server's to check. */
export const createChallengeSchema = yup
  .object({
    title: yup.string().trim().required(M.titleRequired).min(CHALLENGE_TITLE_MIN, M.titleLength).max(CHALLENGE_TITLE_MAX, M.titleLength),
    description: yup.string().trim().max(CHALLENGE_DESCRIPTION_MAX, M.descriptionLength).default(''),
    metric: yup.mixed<ChallengeMetric>().oneOf(CHALLENGE_METRICS, M.metric).required(M.metric),
    target: yup.number().typeError(M.target).required(M.target).integer(M.target).min(1, M.target).max(CHALLENGE_TARGET_MAX, M.target),
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
        return !(start instanceof Date) || !(end instanceof Date) || withinOneYear(start, end);
      }),
    area: areaSchema.nullable().default(null),
    teamId: yup.string().matches(uuid, { message: M.teamIdInvalid, excludeEmptyString: false }).nullable().default(null),
  })
  .noUnknown('Unknown field');

export type CreateChallengeBody = yup.InferType<typeof createChallengeSchema>;

/* Answers (documentation in the OpenAPI document; typed against the contract's DTOs). */

const challengeFields = {
  id: yup.string().defined(),
  title: yup.string().defined(),
  description: yup.string().defined(),
  metric: yup.mixed<ChallengeMetric>().oneOf(CHALLENGE_METRICS).defined(),
  target: yup.number().defined(),
  progress: yup.number().defined(),
  percent: yup.number().defined(),
  startsAt: yup.string().defined(),
  endsAt: yup.string().defined(),
  status: yup.mixed<ChallengeDto['status']>().oneOf(CHALLENGE_STATUSES).defined(),
  completedAt: yup.string().nullable().defined(),
  area: yup
    .object({ name: yup.string().defined(), latitude: yup.number().defined(), longitude: yup.number().defined(), radiusKm: yup.number().defined() })
    .nullable()
    .defined(),
  team: yup.object({ id: yup.string().defined(), name: yup.string().defined() }).nullable().defined(),
  mine: yup.number().nullable().defined(),
  counted: yup.boolean().defined(),
};

export const challengeSchema: yup.ObjectSchema<ChallengeDto> = yup.object(challengeFields);

export const challengeDetailSchema: yup.ObjectSchema<ChallengeDetailDto> = yup.object({
  ...challengeFields,
  contributors: yup
    .array(yup.object({ userId: yup.string().nullable().defined(), displayName: yup.string().nullable().defined(), amount: yup.number().defined() }).defined())
    .defined(),
  contributorCount: yup.number().defined(),
});

export const challengesResponseSchema: yup.ObjectSchema<ChallengesResponse> = yup.object({
  challenges: yup.array(challengeSchema.defined()).defined(),
  canCreate: yup
    .object({ everyone: yup.boolean().defined(), teams: yup.array(yup.object({ id: yup.string().defined(), name: yup.string().defined() }).defined()).defined() })
    .defined(),
});
