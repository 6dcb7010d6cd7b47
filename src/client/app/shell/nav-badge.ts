import { NAV_BADGE_CAP } from '../../../shared/constants';

/** A navigation tab's badge count: '' for none, the number up to NAV_BADGE_CAP, then '99+'. */
export function formatBadgeCount(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  const n = Math.floor(count);
  return n > NAV_BADGE_CAP ? `${NAV_BADGE_CAP}+` : String(n);
}
