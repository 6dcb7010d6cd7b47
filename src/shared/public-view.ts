/**
 * The one public view of a report (issue 33, point 5): every channel that shows reports to people
 * other than the reporter (the app's task answers, which the embeddable map reads too, Open311
 * GeoReport v2, the open data GeoJSON and CSV, the hotspots) shows them with the same precision and
 * the same masking, so joining two channels (a CSV `report_id` is Open311's `service_request_id`)
 * tells nothing one of them does not.
 *
 * - Position: PUBLIC_COORDINATE_DECIMALS decimal places (about a metre), enough to find the litter.
 * - Time: the day (UTC). Where a format needs a moment (Open311's `requested_datetime`, the app's
 *   `createdAt`) it is the start of that day, `YYYY-MM-DDT00:00:00Z`; filters by time are widened
 *   to whole days, so they cannot find the time of day either.
 * - Text people typed (description, typed place): phone numbers and e-mail addresses masked
 *   (`contact-mask.ts`). The open data files leave the texts out altogether.
 * The reporter's own copy (their data export, the answer to their report) keeps what they sent.
 */
import { maskContacts } from './contact-mask';

export { MASK, maskContacts } from './contact-mask';

/** Decimal places of every public coordinate (1e-5 degrees: about 1.1 m of latitude). */
export const PUBLIC_COORDINATE_DECIMALS = 5;
const SCALE = 10 ** PUBLIC_COORDINATE_DECIMALS;

/** A coordinate rounded to PUBLIC_COORDINATE_DECIMALS places, never -0. */
export const publicCoordinate = (x: number): number => Math.round(x * SCALE) / SCALE + 0;

/** The day of a moment, `YYYY-MM-DD` (UTC). */
export const publicDay = (at: string | Date): string => new Date(at).toISOString().slice(0, 10);

/** A moment as a public answer shows it: the start of its day (UTC), `YYYY-MM-DDT00:00:00Z`. */
export const publicTime = (at: string | Date): string => `${publicDay(at)}T00:00:00Z`;

const DAY_MS = 86_400_000;

/** The start of the day (UTC) a moment is in: a public filter's earliest moment. */
export const startOfPublicDay = (at: Date): Date => new Date(Math.floor(at.getTime() / DAY_MS) * DAY_MS);

/** The last millisecond of the day (UTC) a moment is in: a public filter's latest moment. */
export const endOfPublicDay = (at: Date): Date => new Date(startOfPublicDay(at).getTime() + DAY_MS - 1);

/** The fields of a report every public view has. */
export interface ReportPublicFields {
  latitude: number;
  longitude: number;
  description: string;
  location: string | null;
}

/** A report's fields as the public sees them: the position rounded, contacts masked in the typed texts. */
export function publicReportView<T extends ReportPublicFields>(r: T): T {
  return {
    ...r,
    latitude: publicCoordinate(r.latitude),
    longitude: publicCoordinate(r.longitude),
    description: maskContacts(r.description),
    location: r.location === null ? null : maskContacts(r.location),
  };
}
