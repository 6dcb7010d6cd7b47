import type { ValidationErrors } from 'final-form';
import type { TFunction } from 'i18next';
import { yupValidator } from '../../../client/forms/yup-validator';
import { AREA_NAME_MAX, type NewAreaInput } from '../contract';
import { AREA_FIELD_MESSAGES, newAreaSchema } from '../schemas';

/** The Add an area form's values as the inputs hold them (coordinates as text, the radius from the slider). */
export interface AreaFormValues {
  name: string;
  latitude: string;
  longitude: string;
  radiusM: number;
}

/** A new form: no centre yet, a 1 km circle. */
export const INITIAL_AREA: AreaFormValues = { name: '', latitude: '', longitude: '', radiusM: 1000 };

/** The slider's steps: 100 m up to 1 km, then 500 m up to 20 km. */
export const RADIUS_MARKS = [...Array.from({ length: 10 }, (_, i) => (i + 1) * 100), ...Array.from({ length: 38 }, (_, i) => 1500 + i * 500)];

const numberOrUndefined = (text: string) => (text.trim() === '' ? undefined : Number(text.trim().replace(',', '.')));

/** The body the values make (what the shared schema checks and the server takes). */
export function toAreaBody(values: AreaFormValues): Partial<NewAreaInput> {
  return { name: (values.name ?? '').trim(), latitude: numberOrUndefined(values.latitude ?? ''), longitude: numberOrUndefined(values.longitude ?? ''), radiusM: values.radiusM };
}

/** The schema's (English) messages as the page's texts. */
function schemaText(t: TFunction, message: string): string {
  switch (message) {
    case AREA_FIELD_MESSAGES.nameRequired:
      return t('form.errors.nameRequired');
    case AREA_FIELD_MESSAGES.nameTooLong:
      return t('form.errors.nameTooLong', { max: AREA_NAME_MAX });
    case AREA_FIELD_MESSAGES.latitude:
      return t('form.errors.latitude');
    case AREA_FIELD_MESSAGES.longitude:
      return t('form.errors.longitude');
    case AREA_FIELD_MESSAGES.radius:
      return t('form.errors.radius');
    default:
      return message;
  }
}

/** The form's validation: the server's schema (schemas.ts) on the body the values make, in the page's language. */
export function areaValidator(t: TFunction) {
  const validate = yupValidator<Partial<NewAreaInput>>(newAreaSchema, (m) => schemaText(t, m));
  return (values: AreaFormValues): ValidationErrors => validate(toAreaBody(values));
}

/** '800 m', '2.5 km' in the page's language. */
export function formatRadius(metres: number, language: string): string {
  if (metres < 1000) return `${new Intl.NumberFormat(language).format(metres)} m`;
  return `${new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(metres / 1000)} km`;
}

/** A coordinate as the fields show it (5 decimals, about a metre). */
export const formatCoordinate = (v: number) => v.toFixed(5);
