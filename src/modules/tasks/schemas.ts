import * as yup from 'yup';
import { acceptOldNames } from '../../shared/coordinate-names';
import { litterTagsFieldSchema } from '../litter/schemas';
import { blurRegionsFieldSchema, browserExifSchema } from '../photos/schemas';
import { HAZARDS, POSITION_SOURCES, PRIORITIES, REPORT_SIZES, WASTE_TYPES, type AiAnalysis, type Hazard, type ReportSize, type PositionSource, type CompletionResponse, type ConfirmationResponse, type ReviewDecisionResponse, type ReviewItemDto, type ReviewQueueResponse, type Priority, type TaskDto, type TaskReportDto, type TaskReviewDto, type TaskSpotDto, type TaskStatus, type VerificationStatus, type WasteType } from './contract';

const lat = (name: string) => yup.number().typeError(`${name} must be a number`).min(-90, `${name} must be between -90 and 90`).max(90, `${name} must be between -90 and 90`);
const lon = (name: string) => yup.number().typeError(`${name} must be a number`).min(-180, `${name} must be between -180 and 180`).max(180, `${name} must be between -180 and 180`);

/**
 * GET /api/tasks/available: optional near-point (latitude, longitude, radiusKm) or map-box
 * (minLatitude..maxLongitude) filter. The short names it took before issue 37 (lat, lon, minLat..maxLon)
 * are still read: the embed's widget and scripts written against older docs send them.
 */
export const availableTasksQuerySchema = acceptOldNames(
  yup
    .object({
      latitude: lat('latitude'),
      longitude: lon('longitude'),
      radiusKm: yup.number().typeError('radiusKm must be a number').moreThan(0, 'radiusKm must be above 0').max(50, 'radiusKm must be at most 50'),
      minLatitude: lat('minLatitude'),
      maxLatitude: lat('maxLatitude'),
      minLongitude: lon('minLongitude'),
      maxLongitude: lon('maxLongitude'),
      limit: yup.number().typeError('limit must be a number').integer('limit must be a whole number').min(1, 'limit must be at least 1').max(10000, 'limit must be at most 10000'),
    })
    .test('near', 'latitude and longitude go together', (q) => (q.latitude === undefined) === (q.longitude === undefined))
    .test('box', 'minLatitude, minLongitude, maxLatitude and maxLongitude go together', (q) => {
      const set = [q.minLatitude, q.minLongitude, q.maxLatitude, q.maxLongitude].filter((v) => v !== undefined).length;
      return set === 0 || set === 4;
    })
    .test('one-filter', 'use either a point (latitude, longitude) or a box, not both', (q) => q.latitude === undefined || q.minLatitude === undefined)
    .noUnknown('Unknown query parameter'),
  { lat: 'latitude', lon: 'longitude', minLat: 'minLatitude', maxLat: 'maxLatitude', minLon: 'minLongitude', maxLon: 'maxLongitude' },
);

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const taskIdParamsSchema = yup.object({ id: yup.string().required().matches(uuid, 'Task id must be a valid id') });
export const userIdParamsSchema = yup.object({ userId: yup.string().required().matches(uuid, 'User id must be a valid id') });

/** POST /api/tasks/{id}/accept */
export const acceptBodySchema = yup.object({ userId: yup.string().required('userId is required') }).noUnknown('Unknown field');

/* Answers (documentation in the OpenAPI document; typed against the contract's DTOs). */

const nullableText = () => yup.string().nullable().defined();

export const aiAnalysisSchema: yup.ObjectSchema<AiAnalysis> = yup.object({
  items: yup.array(yup.string().defined()).defined(),
  toolsNeeded: yup.array(yup.string().defined()).defined(),
  hazardous: yup.boolean().defined(),
  confidence: yup.number().defined().min(0).max(1),
});

export const taskReportSchema: yup.ObjectSchema<TaskReportDto> = yup.object({
  id: nullableText(),
  latitude: yup.number().defined(),
  longitude: yup.number().defined(),
  wasteType: yup.mixed<WasteType>().oneOf(WASTE_TYPES).defined(),
  priority: yup.mixed<Priority>().oneOf(PRIORITIES).defined(),
  imageUrl: nullableText(),
  thumbnailUrl: nullableText(),
  description: yup.string().defined(),
  location: nullableText(),
  estimatedEffort: yup.number().defined(),
  reward: yup.number().defined(),
  aiAnalysis: aiAnalysisSchema.nullable().defined().default(null),
  positionSource: yup.mixed<PositionSource>().oneOf(POSITION_SOURCES).nullable().optional(),
  size: yup.mixed<ReportSize>().oneOf(REPORT_SIZES).nullable().optional(),
  hazards: yup.array(yup.mixed<Hazard>().oneOf(HAZARDS).defined()).optional().default(undefined),
});

export const taskReviewSchema: yup.ObjectSchema<TaskReviewDto> = yup.object({
  outcome: yup.mixed<TaskReviewDto['outcome']>().oneOf(['approved', 'rejected']).defined(),
  reason: nullableText(),
  reviewedAt: yup.string().nullable().optional(),
});

const VERIFICATION_STATUSES: VerificationStatus[] = ['verified', 'needs_review', 'failed'];

export const taskSchema: yup.ObjectSchema<TaskDto> = yup.object({
  id: yup.string().defined(),
  status: yup.mixed<TaskStatus>().oneOf(['available', 'assigned', 'completed']).defined(),
  verificationStatus: yup.mixed<VerificationStatus>().oneOf(VERIFICATION_STATUSES).nullable().defined(),
  review: taskReviewSchema.nullable().optional().default(undefined),
  acceptedAt: nullableText(),
  heldUntil: nullableText(),
  reward: yup.number().defined(),
  seenBy: yup.number().integer().min(1).defined(),
  createdAt: yup.string().defined(),
  report: taskReportSchema.defined(),
  forVolunteers: yup.boolean().optional(),
});

export const taskListSchema = yup.array(taskSchema.defined()).defined();

export const completionSchema: yup.ObjectSchema<CompletionResponse> = yup.object({
  verificationStatus: yup.mixed<VerificationStatus>().oneOf(VERIFICATION_STATUSES).defined(),
  reward: yup.number().defined(),
  analysis: yup.object({
    completionPercentage: yup.number().defined(),
    qualityScore: yup.number().defined(),
    bonusEarned: yup.number().defined(),
    feedback: yup.string().defined(),
    areasImproved: yup.array(yup.string().defined()).defined(),
    stillNeedsWork: yup.array(yup.string().defined()).defined(),
    environmentalImpact: yup.string().defined(),
  }),
  verifier: yup.mixed<CompletionResponse['verifier']>().oneOf(['openai', 'local']).defined(),
  fallbackReason: nullableText(),
  task: taskSchema.defined(),
});

export const reviewItemSchema: yup.ObjectSchema<ReviewItemDto> = yup.object({
  task: taskSchema.defined(),
  assignee: yup
    .object({ id: yup.string().defined(), username: nullableText(), firstName: nullableText() })
    .nullable()
    .defined()
    .default(null),
  completion: yup
    .object({
      id: yup.string().defined(),
      afterPhotoUrl: nullableText(),
      verifier: yup.mixed<'openai' | 'local' | 'none'>().oneOf(['openai', 'local', 'none']).defined(),
      fallbackReason: nullableText(),
      analysis: yup.object({
        completionPercentage: yup.number().optional(),
        qualityScore: yup.number().optional(),
        feedback: yup.string().optional(),
        stillNeedsWork: yup.array(yup.string().defined()).optional(),
        areasImproved: yup.array(yup.string().defined()).optional(),
      }),
      createdAt: yup.string().defined(),
    })
    .nullable()
    .defined()
    .default(null),
  ownWork: yup.boolean().defined(),
});

export const reviewQueueSchema: yup.ObjectSchema<ReviewQueueResponse> = yup.object({ items: yup.array(reviewItemSchema.defined()).defined() });

export const reviewDecisionSchema: yup.ObjectSchema<ReviewDecisionResponse> = yup.object({ task: taskSchema.defined(), reward: yup.number().defined() });

/** POST /api/tasks/{id}/confirmations (issue 23). */
export const confirmationSchema: yup.ObjectSchema<ConfirmationResponse> = yup.object({
  task: taskSchema.defined(),
  xp: yup.number().defined(),
  alreadyConfirmed: yup.boolean().defined(),
  photo: yup.object({
    status: yup.mixed<ConfirmationResponse['photo']['status']>().oneOf(['clear', 'held', 'unscreened']).defined(),
    message: nullableText(),
  }),
});

/** GET /api/tasks/{id}/spot (issue 23). */
export const taskSpotSchema: yup.ObjectSchema<TaskSpotDto> = yup.object({
  seenBy: yup.number().defined(),
  photos: yup.array(yup.object({ imageUrl: yup.string().defined(), thumbnailUrl: yup.string().defined() }).defined()).defined(),
  cleanedBefore: yup.array(yup.object({ completedAt: yup.string().defined() }).defined()).defined(),
});

/** POST /api/tasks/{id}/confirmations: besides the file, the regions already blurred on the phone (issue 39). */
export const confirmationFieldsSchema = yup.object({ blurRegions: blurRegionsFieldSchema });

/** POST /api/tasks/{id}/complete-with-photo: the photo's browser EXIF and (issue 24) optional litter tags (JSON text). */
export const completionFieldsSchema = browserExifSchema.shape({ tags: litterTagsFieldSchema, blurRegions: blurRegionsFieldSchema });
