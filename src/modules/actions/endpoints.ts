/**
 * The actions module's HTTP contract (issue 20): the Submit Task calls (they share /api/tasks/ with the
 * tasks module; every path here is a fixed word) and the moderators' review of pending submissions.
 * The server mounts its routes from these, the client builds URLs and query keys from them, and the
 * OpenAPI document lists them. Other modules may import this file (like contract.ts and schemas.ts).
 */
import { defineEndpoint } from '../../shared/endpoint';
import { idParamsSchema, rejectBodySchema } from '../admin/schemas';
import {
  approveSubmissionResponseSchema,
  approveSubmissionSchema,
  pendingSubmissionsResponseSchema,
  rejectSubmissionResponseSchema,
  selfCheckedSubmissionSchema,
  submissionsResponseSchema,
  submitResponseSchema,
  taskConfigSchema,
  validateResponseSchema,
} from './schemas';

export const taskConfig = defineEndpoint('GET', '/tasks/config', {
  summary: 'The action types a person can submit, with their units and subtypes',
  description: 'Browsers may keep it for five minutes (`Cache-Control: public, max-age=300`).',
  access: 'public',
  response: taskConfigSchema,
});

export const mySubmissions = defineEndpoint('GET', '/tasks/submissions', {
  summary: "The caller's own submissions, newest first (at most 50)",
  description: 'Not cached (`Cache-Control: no-store`).',
  access: 'session',
  response: submissionsResponseSchema,
});

export const validateSubmission = defineEndpoint('POST', '/tasks/validate', {
  summary: 'Check a submission without saving it: validity, potential XP and coins, impact and risk',
  description:
    'Field problems are answered with a 200 and `isValid: false`, the messages in `errors` and `fieldErrors`; only a body no form sends (not an object, a text field that is not text, control characters, far too long values) is a 400. Not cached (`Cache-Control: no-store`).',
  access: 'session',
  body: selfCheckedSubmissionSchema,
  response: validateResponseSchema,
  errors: { 400: 'A body no form sends (INVALID_BODY, FIELD_TOO_LARGE, VALIDATION_FAILED naming the field).' },
  // Saves nothing; the form checks as people type.
  limits: { perPerson: { points: 300, windowSeconds: 3600 } },
});

export const submitSubmission = defineEndpoint('POST', '/tasks/submit', {
  summary: 'Submit an environmental action: approved and paid at once below the risk threshold, otherwise held for a moderator',
  access: 'session',
  body: selfCheckedSubmissionSchema,
  response: submitResponseSchema,
  status: 201,
  errors: { 400: 'The form has problems (VALIDATION_FAILED; `details.fields` and `details.errors` list them), or a body no form sends (INVALID_BODY, FIELD_TOO_LARGE).' },
  // May pay at once (below the risk threshold), else waits for a moderator.
  limits: { perPerson: { points: 20, windowSeconds: 86_400 }, perAddress: { points: 300, windowSeconds: 86_400 } },
});

export const pendingSubmissions = defineEndpoint('GET', '/admin/actions/pending', {
  summary: 'Submissions waiting for a moderator, with the potential an approval may credit',
  description: "`ownWork` marks the viewer's own submissions, which another moderator decides. Not cached (`Cache-Control: no-store`).",
  access: 'moderator',
  response: pendingSubmissionsResponseSchema,
});

export const approveSubmission = defineEndpoint('POST', '/admin/actions/submissions/:id/approve', {
  summary: 'Approve a pending submission and credit its XP and coins',
  description: 'Both default to the potential. More than the potential needs an admin and a reason (kept in the audit log).',
  access: 'moderator',
  params: idParamsSchema,
  body: approveSubmissionSchema,
  response: approveSubmissionResponseSchema,
  errors: {
    403: 'The viewer submitted it (OWN_WORK), or a moderator credits more than the potential (APPROVAL_ABOVE_POTENTIAL).',
    404: 'No such submission (SUBMISSION_NOT_FOUND).',
    409: 'Someone already decided it (SUBMISSION_ALREADY_DECIDED).',
  },
  // Moderators only.
  limits: { perPerson: { points: 600, windowSeconds: 3600 } },
});

export const rejectSubmission = defineEndpoint('POST', '/admin/actions/submissions/:id/reject', {
  summary: 'Reject a pending submission, with a reason the person sees',
  access: 'moderator',
  params: idParamsSchema,
  body: rejectBodySchema,
  response: rejectSubmissionResponseSchema,
  errors: {
    403: 'The viewer submitted it (OWN_WORK).',
    404: 'No such submission (SUBMISSION_NOT_FOUND).',
    409: 'Someone already decided it (SUBMISSION_ALREADY_DECIDED).',
  },
  // Moderators only.
  limits: { perPerson: { points: 600, windowSeconds: 3600 } },
});
