import { csvRecord } from '../../../shared/csv';
import type { BrandAuditRow } from '../../litter/contract';
import { BRAND_AUDIT_COLUMNS } from '../contract';

/**
 * Issue 40: a brand audit as CSV (text/csv, RFC 4180): the header, then one record per brand, item
 * (product type), category and material with its pieces. Every text cell goes through the app's one
 * CSV writer (src/shared/csv.ts), which neutralises formulas: brands are free text people typed.
 */
export function brandAuditCsv(rows: readonly BrandAuditRow[]): string {
  let text = csvRecord(BRAND_AUDIT_COLUMNS);
  for (const r of rows) text += csvRecord([r.brand, r.item, r.category, r.material, r.count]);
  return text;
}

/** The file's name: the partner's audit of the days counted. */
export const brandAuditFileName = (period: { firstDay: string; lastDay: string }) => `cleanquest-brand-audit-${period.firstDay}-${period.lastDay}.csv`;
