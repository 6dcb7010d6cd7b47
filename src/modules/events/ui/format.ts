/** Dates and numbers of the events screens, in the app's language and the device's time zone. */

/** '5 Dec 2026, 10:00 – 12:00' (one day) or both full moments. */
export function formatRange(startsAt: string, endsAt: string, language: string): string {
  const start = new Date(startsAt);
  const end = new Date(endsAt);
  const format = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  if (!Number.isFinite(start.getTime()) || !Number.isFinite(end.getTime())) return '';
  return format.formatRange(start, end);
}

export function formatMoment(iso: string, language: string): string {
  const at = new Date(iso);
  return Number.isFinite(at.getTime()) ? new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(at) : '';
}

export function formatNumber(value: number, language: string, maximumFractionDigits = 1): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits }).format(value);
}

export function formatCoordinate(value: number): string {
  return value.toFixed(5);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A moment as a datetime-local input's value in the device's time zone ('2026-12-05T10:00'). */
export function toLocalInput(at: Date): string {
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** A datetime-local value (device time zone) as a moment, or null when it is not one. */
export function fromLocalInput(value: string | undefined): Date | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const at = new Date(value);
  return Number.isFinite(at.getTime()) ? at : null;
}

/** An OpenStreetMap link to a point. */
export function osmLink(latitude: number, longitude: number): string {
  const lat = formatCoordinate(latitude);
  const lon = formatCoordinate(longitude);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
}
