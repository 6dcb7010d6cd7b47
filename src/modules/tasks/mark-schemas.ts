import * as yup from 'yup';
import { PRIORITIES, type Priority } from './contract';
import { MARK_KINDS, type MarkDecisionResponse, type MarkKind, type MarkResponse, type MarkReviewQueueResponse, type TaskMarksDto } from './marks';
import { taskSchema } from './schemas';

/** POST /api/tasks/{id}/marks */
export const markBodySchema = yup
  .object({
    kind: yup.mixed<MarkKind>().required('kind is required').oneOf(MARK_KINDS, 'kind must be still_there, more_than_before or already_cleaned'),
  })
  .noUnknown('Unknown field');

/* Answers (documentation in the OpenAPI document; typed against marks.ts). */

const count = () => yup.number().integer().min(0).defined();

export const taskMarksSchema: yup.ObjectSchema<TaskMarksDto> = yup.object({
  taskId: yup.string().defined(),
  counts: yup.object({ still_there: count(), more_than_before: count(), already_cleaned: count() }).defined(),
  lastStillThereAt: yup.string().nullable().defined(),
  cleanedPending: yup.boolean().defined(),
  mineToday: yup.array(yup.mixed<MarkKind>().oneOf(MARK_KINDS).defined()).defined(),
});

export const markResponseSchema: yup.ObjectSchema<MarkResponse> = yup.object({
  mark: yup.object({ kind: yup.mixed<MarkKind>().oneOf(MARK_KINDS).defined(), createdAt: yup.string().defined() }).defined(),
  repeated: yup.boolean().defined(),
  priority: yup.mixed<Priority>().oneOf(PRIORITIES).defined(),
  marks: taskMarksSchema.defined(),
});

export const markReviewQueueSchema: yup.ObjectSchema<MarkReviewQueueResponse> = yup.object({
  items: yup
    .array(
      yup
        .object({
          task: taskSchema.defined(),
          marks: taskMarksSchema.defined(),
          cleaned: yup.object({ people: count(), firstAt: yup.string().defined(), lastAt: yup.string().defined() }).defined(),
          held: yup.boolean().defined(),
        })
        .defined(),
    )
    .defined(),
});

export const markDecisionSchema: yup.ObjectSchema<MarkDecisionResponse> = yup.object({
  task: taskSchema.defined(),
  outcome: yup.mixed<MarkDecisionResponse['outcome']>().oneOf(['closed', 'dismissed']).defined(),
  marks: count(),
});
