import type { ValidationErrors } from 'final-form';
import type { TFunction } from 'i18next';
import { yupValidator } from '../../../client/forms/yup-validator';
import { EVENT_START_GRACE_MS } from '../contract';
import { createEventSchema, type CreateEventBody } from '../schemas';
import { fromLocalInput, toLocalInput } from './format';
import { schemaText } from './schema-texts';

/** The create form's values as the inputs hold them (text; dates as datetime-local values). */
export interface CreateEventValues {
  title: string;
  description: string;
  latitude: string;
  longitude: string;
  location: string;
  startsAt: string;
  endsAt: string;
  capacity: string;
}

const HOUR = 60 * 60 * 1000;

/** A new form: starting at the next full hour, two hours long, 20 places, no meeting point yet. */
export function initialValues(now: Date): CreateEventValues {
  const start = new Date(now);
  start.setMinutes(0, 0, 0);
  start.setTime(start.getTime() + HOUR);
  return { title: '', description: '', latitude: '', longitude: '', location: '', startsAt: toLocalInput(start), endsAt: toLocalInput(new Date(start.getTime() + 2 * HOUR)), capacity: '20' };
}

const numberOrUndefined = (text: string) => (text.trim() === '' ? undefined : Number(text.replace(',', '.')));

/** The body the values make (what the shared schema checks and the server takes); dates as moments. */
export function toBody(values: CreateEventValues): Partial<Omit<CreateEventBody, 'startsAt' | 'endsAt'>> & { startsAt?: Date; endsAt?: Date } {
  return {
    title: values.title ?? '',
    description: values.description ?? '',
    latitude: numberOrUndefined(values.latitude ?? ''),
    longitude: numberOrUndefined(values.longitude ?? ''),
    location: values.location?.trim() ? values.location.trim() : null,
    startsAt: fromLocalInput(values.startsAt) ?? undefined,
    endsAt: fromLocalInput(values.endsAt) ?? undefined,
    capacity: numberOrUndefined(values.capacity ?? ''),
  };
}

/**
 * The form's validation: the server's schema (schemas.ts) on the body the values make, its messages
 * in the page's language, and that the start lies at most an hour before `now()` (the server checks
 * that against its own clock).
 */
export function createEventValidator(t: TFunction, now: () => Date) {
  const schema = yupValidator<ReturnType<typeof toBody>>(createEventSchema, (m) => schemaText(t, m));
  return (values: CreateEventValues): ValidationErrors => {
    const errors = { ...(schema(toBody(values)) ?? {}) } as Record<string, string>;
    const start = fromLocalInput(values.startsAt);
    if (values.startsAt && !start) errors.startsAt = schemaText(t, 'Start must be a date and time');
    if (!errors.startsAt && start && start.getTime() < now().getTime() - EVENT_START_GRACE_MS) errors.startsAt = t('schema.startPast');
    return Object.keys(errors).length > 0 ? errors : undefined;
  };
}
