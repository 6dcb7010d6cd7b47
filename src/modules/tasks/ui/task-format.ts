import { distanceKm, NEARBY_RADIUS_KM, type LatLon } from '../../../shared/geo';
import type { TaskDto } from '../contract';

/** Spec 9: priority colours high red, medium amber, low green (dark shades: white icons stay readable). */
export { PRIORITY_COLORS } from '../contract';

/** Spec 9: the accuracy circle is green below 10 m, amber below 50 m, red otherwise. */
export const ACCURACY_COLORS = { high: '#2e7d32', medium: '#f59e0b', low: '#c62828' } as const;
/** Spec 9: the accuracy circle's radius when the device gives no accuracy. */
export const DEFAULT_ACCURACY_RADIUS_M = 50;

export type Precision = 'high' | 'medium' | 'low';

/** Spec 2: High below 10 m, Medium below 50 m, Low otherwise (also when unknown). */
export function precisionOf(accuracyM: number | null | undefined): Precision {
  if (accuracyM == null || !Number.isFinite(accuracyM)) return 'low';
  if (accuracyM < 10) return 'high';
  if (accuracyM < 50) return 'medium';
  return 'low';
}

export function accuracyColor(accuracyM: number | null | undefined): string {
  return ACCURACY_COLORS[precisionOf(accuracyM)];
}

export function accuracyRadius(accuracyM: number | null | undefined): number {
  return accuracyM != null && Number.isFinite(accuracyM) && accuracyM > 0 ? accuracyM : DEFAULT_ACCURACY_RADIUS_M;
}

/** Spec 9: speed in km/h (m/s x 3.6); null when the device does not know. */
export function speedKmh(speedMs: number | null | undefined): number | null {
  return speedMs != null && Number.isFinite(speedMs) && speedMs >= 0 ? speedMs * 3.6 : null;
}

export function taskPoint(task: TaskDto): LatLon {
  return { latitude: task.report.latitude, longitude: task.report.longitude };
}

/** Tasks within radiusKm (great-circle, spec 9), nearest first. */
export function tasksNear(tasks: readonly TaskDto[], point: LatLon, radiusKm = NEARBY_RADIUS_KM): TaskDto[] {
  return tasks
    .map((task) => ({ task, d: distanceKm(point, taskPoint(task)) }))
    .filter((x) => x.d <= radiusKm)
    .sort((a, b) => a.d - b.d)
    .map((x) => x.task);
}

/** '350 m' below 1 km, otherwise '1.2 km' (locale decimals). */
export function formatDistance(km: number, locale: string): string {
  if (km < 1) return `${Math.max(1, Math.round(km * 1000))} m`;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(km)} km`;
}

/** Whole coins: the task's reward (the report's when set). */
export function rewardOf(task: TaskDto): number {
  return task.reward ?? task.report.reward;
}

/** The photo for a card (thumbnail first); null when the report has none. */
export function thumbnailOf(task: TaskDto): string | null {
  return task.report.thumbnailUrl ?? task.report.imageUrl ?? null;
}

const DAY_MS = 86_400_000;

/**
 * A hold's end for 'Held until {{time}}': the time alone when it is today, with the weekday within
 * six days, with the date beyond that (in the reader's language and time zone).
 */
export function formatHoldTime(iso: string, language: string, now: Date): string {
  const at = new Date(iso);
  if (at.toDateString() === now.toDateString()) return new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit' }).format(at);
  if (Math.abs(at.getTime() - now.getTime()) < 6 * DAY_MS) return new Intl.DateTimeFormat(language, { weekday: 'short', hour: '2-digit', minute: '2-digit' }).format(at);
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(at);
}
