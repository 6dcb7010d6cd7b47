import {
  CONSENT_CATEGORY_IDS,
  CONSENT_VALIDITY_MONTHS,
  type ConsentDecisions,
  type ConsentHistoryEntryDto,
  type ConsentStatusDto,
  type LegalValidationDto,
} from '../contract';
import { defaultDecisions } from './categories';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Within this many days of expiry the status says 'expiring_soon' (renewal not yet required). */
export const EXPIRY_WARNING_DAYS = 30;

/** When a consent given at `at` expires: the same instant CONSENT_VALIDITY_MONTHS calendar months later (UTC). */
export function expiryOf(at: Date): Date {
  const d = new Date(at.getTime());
  const day = d.getUTCDate();
  d.setUTCMonth(d.getUTCMonth() + CONSENT_VALIDITY_MONTHS);
  // 29 Feb + 12 months -> 28 Feb, not 1 Mar.
  if (d.getUTCDate() !== day) d.setUTCDate(0);
  return d;
}

/**
 * Spec 4, Consent renewal: required when there is no consent, the policy version changed, or the
 * latest decision is older than 12 months; otherwise up to date (with a warning in the last 30 days).
 */
export function computeStatus(latest: ConsentHistoryEntryDto | null, now: Date, currentVersion: string): ConsentStatusDto {
  if (!latest) {
    return {
      hasConsent: false,
      lastUpdated: null,
      version: null,
      currentVersion,
      consents: defaultDecisions(),
      renewal: { required: true, reason: 'no_consent', daysUntilExpiry: 0 },
    };
  }
  const expiry = expiryOf(new Date(latest.timestamp));
  const daysUntilExpiry = Math.max(0, Math.ceil((expiry.getTime() - now.getTime()) / DAY_MS));
  const expired = now.getTime() >= expiry.getTime();
  let renewal: ConsentStatusDto['renewal'];
  if (latest.consentVersion !== currentVersion) renewal = { required: true, reason: 'policy_updated', daysUntilExpiry };
  else if (expired) renewal = { required: true, reason: 'expired', daysUntilExpiry: 0 };
  else if (daysUntilExpiry <= EXPIRY_WARNING_DAYS) renewal = { required: false, reason: 'expiring_soon', daysUntilExpiry };
  else renewal = { required: false, reason: null, daysUntilExpiry };
  return {
    hasConsent: true,
    lastUpdated: latest.timestamp,
    version: latest.consentVersion,
    currentVersion,
    consents: normalise(latest.granularConsents),
    renewal,
  };
}

function normalise(d: Partial<ConsentDecisions>): ConsentDecisions {
  const base = defaultDecisions();
  for (const id of CONSENT_CATEGORY_IDS) if (typeof d[id] === 'boolean') base[id] = d[id];
  base.essential = true;
  return base;
}

/** The audit trail is complete when every entry has an id, a time, a policy version, a source and decisions for every category. */
export function auditTrailComplete(history: ConsentHistoryEntryDto[]): boolean {
  return (
    history.length > 0 &&
    history.every(
      (e) =>
        !!e.consentId &&
        !!e.timestamp &&
        !!e.consentVersion &&
        !!e.source &&
        CONSENT_CATEGORY_IDS.every((id) => typeof e.granularConsents[id] === 'boolean') &&
        e.granularConsents.essential === true,
    )
  );
}

/**
 * Spec 3, Consent proof legalValidation. validConsent: a current decision under the policy in force,
 * not older than 12 months. withdrawalRights: every optional category can be withdrawn at any time
 * (POST /withdraw), which holds by construction. gdprCompliant: all three plus the audit trail.
 */
export function legalValidation(history: ConsentHistoryEntryDto[], status: ConsentStatusDto): LegalValidationDto {
  const auditTrail = auditTrailComplete(history);
  const validConsent = status.hasConsent && !status.renewal.required;
  const withdrawalRights = true;
  return { gdprCompliant: auditTrail && validConsent && withdrawalRights, validConsent, withdrawalRights, auditTrail };
}

/** 0-100: 25 points each for a consent on record, given under the current policy, within 12 months, with a complete audit trail. */
export function validityScore(history: ConsentHistoryEntryDto[], status: ConsentStatusDto): number {
  if (!status.hasConsent) return 0;
  let score = 25;
  if (status.version === status.currentVersion) score += 25;
  if (status.renewal.reason !== 'expired') score += 25;
  if (auditTrailComplete(history)) score += 25;
  return score;
}
