/**
 * The tasks module's HTTP contract (issue 20): every endpoint once, with its schemas. The server mounts
 * its routes from these, the client builds URLs and query keys from them, and the OpenAPI document
 * lists them. Other modules may import this file (like contract.ts and schemas.ts).
 */
import { defineEndpoint } from '../../shared/endpoint';
import { rejectBodySchema } from '../admin/schemas';
import { PHOTO_MAX_BYTES } from '../photos/contract';
import {
  acceptBodySchema,
  availableTasksQuerySchema,
  completionFieldsSchema,
  completionSchema,
  confirmationFieldsSchema,
  confirmationSchema,
  reviewDecisionSchema,
  reviewQueueSchema,
  taskIdParamsSchema,
  taskListSchema,
  taskSchema,
  taskSpotSchema,
  userIdParamsSchema,
} from './schemas';

export const availableTasks = defineEndpoint('GET', '/tasks/available', {
  summary: 'Open cleanup tasks, near a point or in a map box',
  description: 'Polled by every open map (every 15 s). An unchanged list answers 304 to `If-None-Match` (a weak comparison, whatever the request’s `Cache-Control`). Open to every site (CORS `*`, no cookies).',
  access: 'public',
  query: availableTasksQuerySchema,
  response: taskListSchema,
  etag: true,
});

export const myTasks = defineEndpoint('GET', '/tasks/my-tasks/:userId', {
  summary: 'The tasks a person accepted: active first, then completed',
  access: 'session',
  params: userIdParamsSchema,
  response: taskListSchema,
  etag: true,
});

export const activeTasks = defineEndpoint('GET', '/tasks/active/:userId', {
  summary: 'The tasks a person holds now',
  access: 'session',
  params: userIdParamsSchema,
  response: taskListSchema,
  etag: true,
});

export const reportedTasks = defineEndpoint('GET', '/tasks/user/:userId', {
  summary: "The tasks made from a person's own reports",
  access: 'session',
  params: userIdParamsSchema,
  response: taskListSchema,
  etag: true,
});

export const acceptTask = defineEndpoint('POST', '/tasks/:id/accept', {
  summary: 'Accept a task (it becomes active for the caller)',
  access: 'session',
  params: taskIdParamsSchema,
  body: acceptBodySchema,
  response: taskSchema,
  errors: { 404: 'No such task.', 409: 'Someone else was faster (TASK_NOT_AVAILABLE), the person holds too many tasks (TASK_HOLD_LIMIT), or the task is hazardous and not for volunteers (TASK_NOT_FOR_VOLUNTEERS).' },
  // Holds are limited too (TASK_HOLD_LIMIT_*); this stops accept-release churn.
  limits: { perPerson: { points: 60, windowSeconds: 3600 }, perAddress: { points: 600, windowSeconds: 3600 } },
});

export const releaseTask = defineEndpoint('DELETE', '/tasks/:id', {
  summary: 'Give an accepted task back to everyone',
  access: 'session',
  params: taskIdParamsSchema,
  response: taskSchema,
  errors: { 404: 'No such task.', 409: 'The task is not the caller’s active task.' },
  limits: { perPerson: { points: 60, windowSeconds: 3600 } },
});

export const markCompleted = defineEndpoint('POST', '/tasks/:id/mark-completed', {
  summary: 'Complete a task without a photo (always held for review)',
  access: 'session',
  idempotent: true,
  params: taskIdParamsSchema,
  response: completionSchema,
  errors: { 404: 'No such task.', 409: 'The task is not the caller’s active task.' },
  // Each one waits for a moderator.
  limits: { perPerson: { points: 30, windowSeconds: 3600 }, perAddress: { points: 300, windowSeconds: 3600 } },
});

export const completeWithPhoto = defineEndpoint('POST', '/tasks/:id/complete-with-photo', {
  summary: 'Complete a task with an after-photo, checked by the verifier',
  access: 'session',
  idempotent: true,
  description:
    'Besides the file, the form may carry the EXIF capture time and position the browser read from the original photo before scaling it (`exifTakenAt`, `exifLatitude`, `exifLongitude`): kept as evidence where the uploaded file has none.',
  params: taskIdParamsSchema,
  body: completionFieldsSchema,
  upload: { field: 'completionImage', description: 'The after-photo (JPEG, PNG, WebP, AVIF or HEIC).', maxBytes: PHOTO_MAX_BYTES },
  response: completionSchema,
  errors: {
    404: 'No such task.',
    409: 'The task is not the caller’s active task.',
    413: 'The photo is larger than 15 MB.',
    503: 'The photo cannot be checked for faces right now (PHOTO_FACE_CHECK_UNAVAILABLE, with Retry-After); nothing was stored.',
  },
  // The verifier may call the paid model; the reporter is told by push or e-mail.
  limits: { perPerson: { points: 30, windowSeconds: 3600 }, perAddress: { points: 300, windowSeconds: 3600 } },
  outward: ['model-call', 'push', 'mail'],
});

export const confirmTask = defineEndpoint('POST', '/tasks/:id/confirmations', {
  summary: 'Confirm someone else’s open task with your photo of the spot (“Yes, add my photo to it”)',
  description:
    'The photo joins the task, the task is seen by one more person (high priority from 3 people on) and the caller earns a little XP, once per person and task. A repeat answers the first confirmation (`alreadyConfirmed`). Besides the file, the form may name the regions the phone already blurred (`blurRegions`, issue 39); the server blurs them again and still runs its own face detection.',
  access: 'session',
  // Issue 35: the answer to a queued report's question is sent with a key; a repeat replays the first answer.
  idempotent: true,
  params: taskIdParamsSchema,
  body: confirmationFieldsSchema,
  upload: { field: 'image', description: 'Your photo of the spot (JPEG, PNG, WebP, AVIF or HEIC).', maxBytes: PHOTO_MAX_BYTES },
  response: confirmationSchema,
  errors: {
    400: 'No photo (MISSING_CONFIRMATION_PHOTO) or a bad upload.',
    404: 'No such task.',
    409: 'The caller reported the task (OWN_TASK) or it was already cleaned up (TASK_CLOSED).',
    413: 'The photo is larger than 15 MB.',
    503: 'The photo cannot be checked for faces right now (PHOTO_FACE_CHECK_UNAVAILABLE, with Retry-After); nothing was stored.',
  },
  // A photo upload; per task too, so one task cannot collect confirmations from a crowd of guests.
  limits: { perPerson: { points: 30, windowSeconds: 3600 }, perAddress: { points: 300, windowSeconds: 3600 }, perTarget: { what: 'task', points: 20, windowSeconds: 86_400 } },
});

export const taskSpot = defineEndpoint('GET', '/tasks/:id/spot', {
  summary: 'Who saw a task’s spot, the photos people added, and cleanups there shortly before it was reported',
  access: 'public',
  params: taskIdParamsSchema,
  response: taskSpotSchema,
  errors: { 404: 'No such task.' },
});

export const reviewQueue = defineEndpoint('GET', '/admin/tasks/review', {
  summary: 'Completions waiting for a moderator',
  access: 'moderator',
  response: reviewQueueSchema,
});

export const approveReview = defineEndpoint('POST', '/admin/tasks/review/:id/approve', {
  summary: 'Approve a completion held for review (pays the reward)',
  access: 'moderator',
  params: taskIdParamsSchema,
  response: reviewDecisionSchema,
  errors: { 404: 'No such task.', 409: 'Nothing waits for review on this task.' },
  // Moderators only.
  limits: { perPerson: { points: 600, windowSeconds: 3600 } },
});

export const rejectReview = defineEndpoint('POST', '/admin/tasks/review/:id/reject', {
  summary: 'Reject a completion held for review, with a reason the person sees',
  access: 'moderator',
  params: taskIdParamsSchema,
  body: rejectBodySchema,
  response: reviewDecisionSchema,
  errors: { 404: 'No such task.', 409: 'Nothing waits for review on this task.' },
  // Moderators only.
  limits: { perPerson: { points: 600, windowSeconds: 3600 } },
});
