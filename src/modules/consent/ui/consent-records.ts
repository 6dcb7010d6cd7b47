import { CONSENT_VALIDITY_MONTHS, CONSENT_VERSION, type ConsentCategoryId } from '../contract';
import type { ConsentState, GdprConsentRecord, OptionalChoices, PrivacyChoiceRecord } from './consent-slice';

/** Both local records for a decision made now. */
export function consentRecordsFor(choices: OptionalChoices, opts: { rejected?: boolean; now?: Date } = {}) {
  const timestamp = (opts.now ?? new Date()).toISOString();
  const record: GdprConsentRecord = { essential: true, analytics: choices.analytics, performance: choices.performance, timestamp, version: CONSENT_VERSION };
  const choice: PrivacyChoiceRecord = {
    level: choices.analytics && choices.performance ? 'all' : 'essential',
    timestamp,
    version: CONSENT_VERSION,
    rejected: opts.rejected === true,
  };
  return { record, choice };
}

/** When a local decision made at `timestamp` runs out (same rule as the server: 12 calendar months). */
function expired(timestamp: string, now: Date): boolean {
  const d = new Date(timestamp);
  d.setUTCMonth(d.getUTCMonth() + CONSENT_VALIDITY_MONTHS);
  return now.getTime() >= d.getTime();
}

/**
 * The consent in force in this browser: the gdpr-consent record, else one derived from the
 * privacy-choice record; null when there is none, or it was given under another policy version or
 * more than 12 months ago (spec 4, Consent renewal: then the banner asks again).
 */
export function effectiveConsent(state: { consent: ConsentState }, now = new Date()): GdprConsentRecord | null {
  const { record, choice } = state.consent;
  const r = record.value;
  if (r) return r.version === CONSENT_VERSION && !expired(r.timestamp, now) ? r : null;
  const c = choice.value;
  if (c && c.version === CONSENT_VERSION && !expired(c.timestamp, now)) {
    const all = c.level === 'all';
    return { essential: true, analytics: all, performance: all, timestamp: c.timestamp, version: c.version };
  }
  return null;
}

/**
 * Why this browser is asked again although it made a choice: 'policy_updated' when the stored choice
 * was given under another policy version (the banner then says what changed), 'expired' when it is
 * older than 12 months; null when none is stored or it is in force.
 */
export function renewalReason(state: { consent: ConsentState }, now = new Date()): 'policy_updated' | 'expired' | null {
  const { record, choice } = state.consent;
  const stored = record.value ?? choice.value;
  if (!stored) return null;
  if (stored.version !== CONSENT_VERSION) return 'policy_updated';
  return expired(stored.timestamp, now) ? 'expired' : null;
}

/**
 * Whether code of a category may run. Nothing in CleanQuest runs analytics or performance code
 * today; whoever adds some must gate it with this (essential is always allowed).
 */
export function consentAllows(state: { consent: ConsentState }, category: ConsentCategoryId, now = new Date()): boolean {
  if (category === 'essential') return true;
  const consent = effectiveConsent(state, now);
  return consent ? consent[category] === true : false;
}
