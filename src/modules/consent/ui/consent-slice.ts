import { combineReducers, createAction, createSlice } from '@reduxjs/toolkit';
import { persistReducer, type Storage as PersistStorage } from 'redux-persist';
import { CONSENT_VALIDITY_MONTHS, CONSENT_VERSION, type ConsentCategoryId } from '../contract';

/**
 * The consent state in redux, persisted by redux-persist under the spec's local keys (spec 3, Local
 * records), each stored as a plain JSON object (no redux-persist wrapping), so other code and tests
 * can read them as they are:
 *
 * - 'gdpr-consent':   { essential: true, analytics, performance, timestamp (ISO), version: '1.0' }
 *                     the authoritative record: what may run in this browser.
 * - 'privacy-choice': { level: 'essential' | 'all', timestamp (ISO), version: '1.0', rejected }
 *                     the simpler summary: level 'all' only when every optional category is on;
 *                     rejected is true when the person pressed Reject Optional or Reject All.
 *
 * Both banners write both records at once (one `consentSaved` action), so they never disagree.
 */
export const GDPR_CONSENT_KEY = 'gdpr-consent';
export const PRIVACY_CHOICE_KEY = 'privacy-choice';

export interface GdprConsentRecord {
  essential: true;
  analytics: boolean;
  performance: boolean;
  timestamp: string;
  version: string;
}

export type PrivacyLevel = 'essential' | 'all';

export interface PrivacyChoiceRecord {
  level: PrivacyLevel;
  timestamp: string;
  version: string;
  rejected: boolean;
}

export interface OptionalChoices {
  analytics: boolean;
  performance: boolean;
}

export interface ConsentState {
  record: { value: GdprConsentRecord | null };
  choice: { value: PrivacyChoiceRecord | null };
}

// The store mounts this module's branch as `consent` (client.ts, reducers).
declare module '../../../client/state' {
  interface ModuleStates {
    consent: ConsentState;
  }
}

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

export const consentSaved = createAction<{ record: GdprConsentRecord; choice: PrivacyChoiceRecord }>('consent/saved');
/** Forgets both local records (the banner shows again on the next load). */
export const consentCleared = createAction('consent/cleared');

const recordSlice = createSlice({
  name: 'consent/record',
  initialState: (): ConsentState['record'] => ({ value: null }),
  reducers: {},
  extraReducers: (b) => {
    b.addCase(consentSaved, (state, a) => {
      state.value = a.payload.record;
    });
    b.addCase(consentCleared, (state) => {
      state.value = null;
    });
  },
});

const choiceSlice = createSlice({
  name: 'consent/choice',
  initialState: (): ConsentState['choice'] => ({ value: null }),
  reducers: {},
  extraReducers: (b) => {
    b.addCase(consentSaved, (state, a) => {
      state.value = a.payload.choice;
    });
    b.addCase(consentCleared, (state) => {
      state.value = null;
    });
  },
});

const isIsoTime = (v: unknown): v is string => typeof v === 'string' && !Number.isNaN(Date.parse(v));

export function parseGdprConsent(value: unknown): GdprConsentRecord | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  if (typeof v.analytics !== 'boolean' || typeof v.performance !== 'boolean' || !isIsoTime(v.timestamp) || typeof v.version !== 'string') return null;
  return { essential: true, analytics: v.analytics, performance: v.performance, timestamp: v.timestamp, version: v.version };
}

export function parsePrivacyChoice(value: unknown): PrivacyChoiceRecord | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  if ((v.level !== 'essential' && v.level !== 'all') || !isIsoTime(v.timestamp) || typeof v.version !== 'string') return null;
  return { level: v.level, timestamp: v.timestamp, version: v.version, rejected: v.rejected === true };
}

/**
 * redux-persist storage that keeps `{ value }` as the plain JSON of `value` under the key (and
 * removes the key when value is null). Unreadable stored values count as absent.
 */
export function plainRecordStorage(inner: PersistStorage, parse: (v: unknown) => unknown): PersistStorage {
  return {
    async getItem(key: string) {
      const raw = (await inner.getItem(key)) as string | null;
      if (!raw) return null;
      let value: unknown;
      try {
        value = parse(JSON.parse(raw));
      } catch {
        value = null;
      }
      return value === null ? null : JSON.stringify({ value: JSON.stringify(value) });
    },
    async setItem(key: string, serialized: string) {
      let value: unknown;
      try {
        const outer = JSON.parse(serialized) as { value?: string };
        value = outer.value === undefined ? null : JSON.parse(outer.value);
      } catch {
        value = null;
      }
      if (value === null) await inner.removeItem(key);
      else await inner.setItem(key, JSON.stringify(value));
    },
    removeItem: (key: string) => inner.removeItem(key),
  };
}

/** The `consent` branch of the store: both local records, each persisted under its own plain key. */
export function consentReducer(storage: PersistStorage) {
  return combineReducers({
    record: persistReducer({ key: GDPR_CONSENT_KEY, keyPrefix: '', version: 1, storage: plainRecordStorage(storage, parseGdprConsent) }, recordSlice.reducer),
    choice: persistReducer({ key: PRIVACY_CHOICE_KEY, keyPrefix: '', version: 1, storage: plainRecordStorage(storage, parsePrivacyChoice) }, choiceSlice.reducer),
  });
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
 * Whether code of a category may run. Nothing in CleanQuest runs analytics or performance code
 * today; whoever adds some must gate it with this (essential is always allowed).
 */
export function consentAllows(state: { consent: ConsentState }, category: ConsentCategoryId, now = new Date()): boolean {
  if (category === 'essential') return true;
  const consent = effectiveConsent(state, now);
  return consent ? consent[category] === true : false;
}
