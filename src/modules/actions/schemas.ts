import * as yup from 'yup';
import { REVIEW_REASON_MAX } from '../admin/schemas';
import {
  RISK_FLAGS,
  SUBMISSION_STATUSES,
  type ApproveSubmissionResponse,
  type PendingSubmissionDto,
  type PendingSubmissionsResponse,
  type RejectSubmissionResponse,
  type RiskFlag,
  type SubmissionDto,
  type SubmissionsResponse,
  type SubmissionStatus,
  type SubmitResponse,
  type TaskConfigResponse,
  type TaskSubmissionInput,
  type TaskTypeConfigDto,
  type ValidateResponse,
  type ValidationDto,
} from './contract';

/**
 * The Submit Task form (spec sections 3 and 5), shared by the react-final-form form and the server
 * (POST /api/tasks/validate and /api/tasks/submit). Whether the type is known and the unit belongs
 * to it is checked by the server against the configured types.
 */
export const TASK_MESSAGES = {
  taskTypeRequired: 'Task type is required',
  titleMin: 'Title must be at least 3 characters',
  titleMax: 'Title must be at most 200 characters',
  quantityMin: 'Quantity must be at least 0.1',
  quantityNumber: 'Quantity must be a number',
  quantityMax: 'Quantity must be at most 100000',
  unitRequired: 'Unit is required',
} as const;

/** The server's answer to a taskSubtype its type does not offer (GET /api/tasks/config lists them). */
export const SUBTYPE_UNKNOWN = 'Task subtype is not known';

export const TITLE_MIN = 3;
export const TITLE_MAX = 200;
export const DESCRIPTION_MAX = 2000;
export const LOCATION_MAX = 300;
export const QUANTITY_MIN = 0.1;
export const QUANTITY_STEP = 0.1;
export const QUANTITY_MAX = 100_000;
export const EVIDENCE_MAX = 10;
export const URL_MAX = 2048;

/**
 * Beyond these the request is refused with a 400 even by /validate (which otherwise answers 200 with
 * isValid false): nobody types a 100 kB title, and such bodies should not be echoed or processed.
 */
export const HARD_LIMITS = { title: 1000, text: 5000, evidenceUrls: 50 } as const;

/** Spec 3: form defaults (empty type, title and description, quantity 1, unit 'kg'). */
export const TASK_FORM_DEFAULTS = { taskType: '', title: '', description: '', quantity: 1, unit: 'kg', location: '' } as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
export function isIsoTimestamp(value: unknown): boolean {
  return typeof value === 'string' && value.length <= 40 && ISO_DATE.test(value) && Number.isFinite(Date.parse(value));
}

const emptyToUndefined = (value: unknown, original: unknown) => (original === '' || original === null ? undefined : value);
const optionalNumber = (name: string, min: number, max: number) =>
  yup
    .number()
    .transform(emptyToUndefined)
    .typeError(`${name} must be a number`)
    .min(min, `${name} must be between ${min} and ${max}`)
    .max(max, `${name} must be between ${min} and ${max}`)
    .optional()
    .nullable();
const optionalText = (name: string, max: number) => yup.string().trim().max(max, `${name} must be at most ${max} characters`).optional().nullable();
const timestamp = (name: string) =>
  yup
    .string()
    .test('iso', `${name} must be an ISO date and time`, (v) => v == null || v === '' || isIsoTimestamp(v))
    .optional()
    .nullable();

export const taskSubmissionSchema = yup.object({
  taskType: yup.string().trim().min(1, TASK_MESSAGES.taskTypeRequired).max(50, 'Task type is not known').required(TASK_MESSAGES.taskTypeRequired),
  taskSubtype: optionalText('Task subtype', 100),
  title: yup.string().trim().min(TITLE_MIN, TASK_MESSAGES.titleMin).max(TITLE_MAX, TASK_MESSAGES.titleMax).required(TASK_MESSAGES.titleMin),
  description: optionalText('Description', DESCRIPTION_MAX),
  quantity: yup
    .number()
    .transform(emptyToUndefined)
    .typeError(TASK_MESSAGES.quantityNumber)
    .test('finite', TASK_MESSAGES.quantityNumber, (v) => v === undefined || Number.isFinite(v))
    .min(QUANTITY_MIN, TASK_MESSAGES.quantityMin)
    .max(QUANTITY_MAX, TASK_MESSAGES.quantityMax)
    .required(TASK_MESSAGES.quantityMin),
  unit: yup.string().trim().min(1, TASK_MESSAGES.unitRequired).max(20, 'Unit is not known').required(TASK_MESSAGES.unitRequired),
  location: optionalText('Location', LOCATION_MAX),
  latitude: optionalNumber('Latitude', -90, 90),
  longitude: optionalNumber('Longitude', -180, 180),
  locationAccuracy: optionalNumber('Location accuracy', 0, 1_000_000),
  evidenceUrls: yup
    .array(
      yup
        .string()
        .required('Evidence links must not be empty')
        .max(URL_MAX, `Evidence links must be at most ${URL_MAX} characters`)
        .matches(/^https?:\/\/\S+$/i, 'Evidence links must be http(s) URLs'),
    )
    .max(EVIDENCE_MAX, `At most ${EVIDENCE_MAX} evidence links`)
    .default([]),
  submissionTimestamp: timestamp('submissionTimestamp').default(() => new Date().toISOString()),
  actualTimestamp: timestamp('actualTimestamp'),
});

export type TaskSubmissionValues = yup.InferType<typeof taskSubmissionSchema>;

/** Most XP or coins a moderator can credit for one submission. */
export const APPROVE_MAX = 100_000;

/**
 * POST /api/admin/actions/submissions/{id}/approve (the server) and the moderator's approve form:
 * the XP (and coins) to credit; both default to the submission's potential ones. The reason is
 * required (by the server) when an admin credits more than the potential.
 */
export const approveSubmissionSchema = yup
  .object({
    actualXP: yup.number().typeError('actualXP must be a number').integer('actualXP must be a whole number').min(0, 'actualXP must be at least 0').max(APPROVE_MAX, `actualXP must be at most ${APPROVE_MAX}`),
    actualCoins: yup.number().typeError('actualCoins must be a number').integer('actualCoins must be a whole number').min(0, 'actualCoins must be at least 0').max(APPROVE_MAX, `actualCoins must be at most ${APPROVE_MAX}`),
    reason: yup.string().trim().min(3, 'Reason must be at least 3 characters').max(REVIEW_REASON_MAX, `Reason must be at most ${REVIEW_REASON_MAX} characters`),
  })
  .noUnknown();

/**
 * The body of POST /api/tasks/validate and /submit as their routes take it: passed on as it came, for
 * the service checks it (hard limits, taskSubmissionSchema, then the catalogue's types, units and
 * subtypes). A check in the route would change the answers: /validate reports a field problem as
 * `isValid: false` with a 200, /submit lists the catalogue's problems with the form's in one 400.
 * Typed as the form's payload for callers; the service takes it as unknown.
 */
export const selfCheckedSubmissionSchema = yup.mixed<TaskSubmissionInput>().meta({
  jsonSchema: {
    type: 'object',
    description:
      'The Submit Task form. Required: taskType, title (3-200 characters), quantity (0.1-100000) and unit (one of the type’s units, GET /api/tasks/config). ' +
      'Optional: taskSubtype, description (up to 2000), location (up to 300), latitude and longitude (together), locationAccuracy (metres), ' +
      'evidenceUrls (up to 10 http(s) links), submissionTimestamp and actualTimestamp (ISO 8601). Text fields must be text.',
  },
});

/* Answers (documentation in the OpenAPI document; typed against the contract's DTOs). */

const nullableText = () => yup.string().nullable().defined();
const nullableNumber = () => yup.number().nullable().defined();
const texts = () => yup.array(yup.string().defined()).defined();
const riskFlags = () => yup.array(yup.mixed<RiskFlag>().oneOf(RISK_FLAGS).defined()).defined();

export const taskTypeConfigSchema: yup.ObjectSchema<TaskTypeConfigDto> = yup.object({
  type: yup.string().defined(),
  units: texts(),
  baseUnit: yup.string().defined(),
  subtypes: yup.array(yup.string().defined()).optional(),
});

export const taskConfigSchema: yup.ObjectSchema<TaskConfigResponse> = yup.object({ taskTypes: yup.array(taskTypeConfigSchema.defined()).defined() });

export const validationSchema: yup.ObjectSchema<ValidationDto> = yup.object({
  isValid: yup.boolean().defined(),
  errors: texts(),
  fieldErrors: yup.array(yup.object({ field: yup.string().defined(), message: yup.string().defined() }).defined()).defined(),
  potentialXP: yup.number().defined(),
  potentialCoins: yup.number().defined(),
  estimatedImpact: yup.number().defined(),
  riskScore: yup.number().defined().min(0).max(1),
  flags: riskFlags(),
});

export const validateResponseSchema: yup.ObjectSchema<ValidateResponse> = yup.object({ validation: validationSchema.defined() });

const submissionFields = {
  id: yup.string().defined(),
  title: yup.string().defined(),
  description: nullableText(),
  quantity: yup.number().defined(),
  unit: yup.string().defined(),
  taskType: yup.string().defined(),
  taskSubtype: nullableText(),
  status: yup.mixed<SubmissionStatus>().oneOf(SUBMISSION_STATUSES).defined(),
  actualXP: nullableNumber(),
  actualCoins: nullableNumber(),
  potentialXP: yup.number().defined(),
  potentialCoins: yup.number().defined(),
  estimatedImpact: yup.number().defined(),
  riskScore: yup.number().defined(),
  flags: riskFlags(),
  location: nullableText(),
  latitude: nullableNumber(),
  longitude: nullableNumber(),
  submissionTimestamp: yup.string().defined(),
  actualTimestamp: nullableText(),
  createdAt: yup.string().defined(),
  reviewedAt: yup.string().nullable().optional(),
  reviewReason: yup.string().nullable().optional(),
};

export const submissionSchema: yup.ObjectSchema<SubmissionDto> = yup.object(submissionFields);

export const submissionsResponseSchema: yup.ObjectSchema<SubmissionsResponse> = yup.object({ submissions: yup.array(submissionSchema.defined()).defined() });

export const submitResponseSchema: yup.ObjectSchema<SubmitResponse> = yup.object({ submission: submissionSchema.defined(), validation: validationSchema.defined() });

export const pendingSubmissionSchema: yup.ObjectSchema<PendingSubmissionDto> = yup.object({
  ...submissionFields,
  userId: yup.string().defined(),
  evidenceUrls: texts(),
  ownWork: yup.boolean().defined(),
});

export const pendingSubmissionsResponseSchema: yup.ObjectSchema<PendingSubmissionsResponse> = yup.object({ submissions: yup.array(pendingSubmissionSchema.defined()).defined() });

export const approveSubmissionResponseSchema: yup.ObjectSchema<ApproveSubmissionResponse> = yup.object({ submission: submissionSchema.defined(), credited: yup.boolean().defined() });

export const rejectSubmissionResponseSchema: yup.ObjectSchema<RejectSubmissionResponse> = yup.object({ submission: submissionSchema.defined() });
