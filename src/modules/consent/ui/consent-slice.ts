import { combineReducers, createAction, createSlice } from '@reduxjs/toolkit';
import { persistReducer, type Storage as PersistStorage } from 'redux-persist';
import { PERSIST_THROTTLE_MS } from '../../../client/web-storage';

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
 * This file is what the store needs at start (the branch, its actions and storage); building a
 * decision's records and reading the consent in force are in consent-records.ts, which only the
 * banners and the panels load.
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
    record: persistReducer(
      { key: GDPR_CONSENT_KEY, keyPrefix: '', version: 1, throttle: PERSIST_THROTTLE_MS, storage: plainRecordStorage(storage, parseGdprConsent) },
      recordSlice.reducer,
    ),
    choice: persistReducer(
      { key: PRIVACY_CHOICE_KEY, keyPrefix: '', version: 1, throttle: PERSIST_THROTTLE_MS, storage: plainRecordStorage(storage, parsePrivacyChoice) },
      choiceSlice.reducer,
    ),
  });
}
