import type { FieldMetaState } from 'react-final-form';
import type { TaskSubmissionInput, TaskTypeConfigDto } from '../contract';

/** The form's values: what the fields hold (quantity may be a string while typing). */
export interface TaskFormValues {
  taskType: string;
  /** For types with subtypes (public transport: the mode). */
  taskSubtype?: string;
  title: string;
  description?: string;
  quantity?: number | string;
  unit: string;
  location?: string;
  latitude?: number;
  longitude?: number;
  locationAccuracy?: number;
}

/** The JSON body of validate and submit (spec 7) from the form values. */
export function toPayload(values: TaskFormValues, now: Date = new Date()): TaskSubmissionInput {
  const quantity = values.quantity === '' || values.quantity === undefined ? undefined : Number(values.quantity);
  return {
    taskType: values.taskType ?? '',
    taskSubtype: values.taskSubtype || undefined,
    title: (values.title ?? '').trim(),
    description: values.description?.trim() || undefined,
    quantity: quantity as number,
    unit: values.unit ?? '',
    location: values.location?.trim() || undefined,
    latitude: values.latitude,
    longitude: values.longitude,
    locationAccuracy: values.locationAccuracy,
    evidenceUrls: [],
    submissionTimestamp: now.toISOString(),
  };
}

/** The units a task type allows (from GET /api/tasks/config), none for an unknown type. */
export function unitsOf(types: readonly TaskTypeConfigDto[], type: string): string[] {
  return types.find((x) => x.type === type)?.units ?? [];
}

/** The subtypes a task type has (public transport: the modes), none for most types. */
export function subtypesOf(types: readonly TaskTypeConfigDto[], type: string): string[] {
  return types.find((x) => x.type === type)?.subtypes ?? [];
}

/** A field's message once it is worth showing: after the field was left or a submit failed. */
export function shownError(meta: FieldMetaState<unknown>): string | undefined {
  return ((meta.touched || meta.submitFailed) && meta.error) || undefined;
}
