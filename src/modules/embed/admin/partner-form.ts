import { FORM_ERROR, setIn, type SubmissionErrors } from 'final-form';
import type { TFunction } from 'i18next';
import { ApiError, errorMessage } from '../../../client/api';
import type { PartnerDto } from '../contract';

/** The schema's messages (see ../schemas.ts) by their text. */
export const MESSAGE_IDS: Record<string, string> = {
  'Name is required': 'nameRequired',
  'Name must be at least 2 characters': 'nameShort',
  'Name must be at most 100 characters': 'nameLong',
  'Origin is required': 'originRequired',
  'Each allowed origin must look like https://example.org (scheme, host and optional port only)': 'originInvalid',
  'Add at least one allowed origin': 'originsMin',
  'At most 20 origins': 'originsMax',
  'Latitude must be a number': 'latNumber',
  'Latitude is required': 'latRequired',
  'Latitude must be between -90 and 90': 'latRange',
  'Longitude must be a number': 'lonNumber',
  'Longitude is required': 'lonRequired',
  'Longitude must be between -180 and 180': 'lonRange',
  'Zoom must be 2 to 18': 'zoomRange',
  'Zoom must be a whole number': 'zoomInteger',
  'Colour must look like #1b5e20': 'colorInvalid',
  'Area radius must be a number': 'areaNumber',
  'Area radius must be 0.1 to 100 km': 'areaRange',
};
export const translateMessage = (t: TFunction, m: string) => (MESSAGE_IDS[m] ? t(`messages.${MESSAGE_IDS[m]}`) : m);

/** What the form edits: text as typed. */
export interface FormValues {
  name: string;
  allowedOrigins: string[];
  centerLatitude: string;
  centerLongitude: string;
  zoom: string;
  color: string;
  /** Empty: derived from the centre and zoom. */
  areaRadiusKm: string;
}

const num = (v: string) => (v.trim() === '' ? undefined : Number(v.replace(',', '.')));

/** The body the API takes (and the schema checks, on both sides). */
export function toPayload(v: FormValues): Record<string, unknown> {
  return {
    name: v.name ?? '',
    allowedOrigins: (v.allowedOrigins ?? []).map((o) => o.trim()),
    centerLatitude: num(v.centerLatitude ?? ''),
    centerLongitude: num(v.centerLongitude ?? ''),
    zoom: num(v.zoom ?? ''),
    color: v.color?.trim() ? v.color.trim() : null,
    areaRadiusKm: num(v.areaRadiusKm ?? ''),
  };
}

export const toForm = (p: PartnerDto | null): FormValues =>
  p
    ? { name: p.name, allowedOrigins: [...p.allowedOrigins], centerLatitude: String(p.center.latitude), centerLongitude: String(p.center.longitude), zoom: String(p.zoom), color: p.color ?? '', areaRadiusKm: p.areaRadiusKm === null ? '' : String(p.areaRadiusKm) }
    : { name: '', allowedOrigins: [''], centerLatitude: '', centerLongitude: '', zoom: '14', color: '', areaRadiusKm: '' };

/** Field errors of a 400 from the server ({ details: { fields: [{ field, message }] } }), at the form's paths. */
export function serverErrors(err: unknown, t: TFunction): SubmissionErrors {
  let errors: object = {};
  if (err instanceof ApiError) {
    try {
      const body = JSON.parse(err.body) as { details?: { fields?: Array<{ field: string; message: string }> } };
      for (const f of body.details?.fields ?? []) if (f.field) errors = setIn(errors, f.field, translateMessage(t, f.message));
    } catch {
      // Not JSON.
    }
  }
  return { ...errors, [FORM_ERROR]: t('form.failed', { message: errorMessage(err, String(err)) }) };
}

export function fieldError(meta: { touched?: boolean; submitFailed?: boolean; error?: unknown; submitError?: unknown; dirtySinceLastSubmit?: boolean }): string | undefined {
  if (!(meta.touched || meta.submitFailed)) return undefined;
  const e = meta.error ?? (meta.dirtySinceLastSubmit ? undefined : meta.submitError);
  return typeof e === 'string' ? e : undefined;
}
