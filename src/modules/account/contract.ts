/**
 * account module: the person's data rights over their whole account (export and erasure). It owns no
 * table: it asks every module's personal-data handler (ServerModule.personalData). The ONLY file
 * other modules import (plus schemas.ts and endpoints.ts). Safe on server and client: no knex, no React.
 */

export const ACCOUNT_API = Symbol.for('account.api');

/** The word the person types to confirm the erasure. */
export const DELETE_CONFIRMATION = 'DELETE';

export const EXPORT_FORMAT = 'cleanquest-personal-data/1';

/**
 * The export: a header plus one section per kind of data, each from the module that owns it
 * (profile, sessions, guestDonation, photos, tasks, taskCompletions, reports, ledger, achievements,
 * gamificationStats, weeklyTotals, submissions, consentHistory, ...).
 */
export interface AccountExportDto {
  format: typeof EXPORT_FORMAT;
  exportedAt: string;
  userId: string;
  /** Module ids that contributed, in order. */
  modules: string[];
  [section: string]: unknown;
}

export interface DeleteAccountResponse {
  deleted: true;
  deletedAt: string;
}

export interface AccountApi {
  exportData(userId: string): Promise<AccountExportDto>;
  /** Erases the account in one transaction across all modules; files are removed after it commits. */
  erase(userId: string): Promise<DeleteAccountResponse>;
}

/** The file name of the download, e.g. cleanquest-data-2026-11-22.json. */
export function exportFileName(at: Date): string {
  return `cleanquest-data-${at.toISOString().slice(0, 10)}.json`;
}
