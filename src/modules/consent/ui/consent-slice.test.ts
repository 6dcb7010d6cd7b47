import { describe, expect, it } from 'vitest';
import { createTestI18n } from '../../../client/test-i18n';
import { memoryStorage } from '../../../client/memory-storage';
import { createAppStore } from '../../../client/app/store';
import { consentClient } from '../client';
import { CONSENT_VERSION } from '../contract';
import { consentAllows, consentRecordsFor, effectiveConsent, renewalReason } from './consent-records';
import { consentCleared, consentSaved, GDPR_CONSENT_KEY, PRIVACY_CHOICE_KEY, type ConsentState } from './consent-slice';

const rehydrated = (persistor: ReturnType<typeof createAppStore>['persistor']) =>
  new Promise<void>((resolve) => {
    if (persistor.getState().bootstrapped) return resolve();
    const stop = persistor.subscribe(() => {
      if (persistor.getState().bootstrapped) {
        stop();
        resolve();
      }
    });
  });

const NOW = new Date('2026-11-22T10:00:00.000Z');
const state = (consent: ConsentState) => ({ consent });

describe('consent records', () => {
  it('builds both local records for a decision', () => {
    expect(consentRecordsFor({ analytics: true, performance: true }, { now: NOW })).toEqual({
      record: { essential: true, analytics: true, performance: true, timestamp: '2026-11-22T10:00:00.000Z', version: CONSENT_VERSION },
      choice: { level: 'all', timestamp: '2026-11-22T10:00:00.000Z', version: CONSENT_VERSION, rejected: false },
    });
    expect(consentRecordsFor({ analytics: true, performance: false }, { now: NOW }).choice.level).toBe('essential');
    expect(consentRecordsFor({ analytics: false, performance: false }, { now: NOW, rejected: true }).choice).toMatchObject({ level: 'essential', rejected: true });
  });

  it('persists gdpr-consent and privacy-choice as plain JSON under the spec keys, and rehydrates them', async () => {
    const storage = memoryStorage();
    const i18n = createTestI18n('en');
    const first = createAppStore({ i18n, modules: [consentClient], storage });
    await rehydrated(first.persistor);
    expect(storage.data.has(GDPR_CONSENT_KEY)).toBe(false);
    first.store.dispatch(consentSaved(consentRecordsFor({ analytics: false, performance: true }, { now: NOW })));
    await first.persistor.flush();
    expect(JSON.parse(storage.data.get(GDPR_CONSENT_KEY)!)).toEqual({ essential: true, analytics: false, performance: true, timestamp: NOW.toISOString(), version: CONSENT_VERSION });
    expect(JSON.parse(storage.data.get(PRIVACY_CHOICE_KEY)!)).toEqual({ level: 'essential', timestamp: NOW.toISOString(), version: CONSENT_VERSION, rejected: false });

    const second = createAppStore({ i18n, modules: [consentClient], storage });
    await rehydrated(second.persistor);
    expect(second.store.getState().consent.record.value).toEqual({ essential: true, analytics: false, performance: true, timestamp: NOW.toISOString(), version: CONSENT_VERSION });
    expect(second.store.getState().consent.choice.value?.level).toBe('essential');

    second.store.dispatch(consentCleared());
    await second.persistor.flush();
    expect(storage.data.has(GDPR_CONSENT_KEY)).toBe(false);
    expect(storage.data.has(PRIVACY_CHOICE_KEY)).toBe(false);
  });

  it('ignores unreadable stored values', async () => {
    const storage = memoryStorage();
    storage.data.set(GDPR_CONSENT_KEY, '{not json');
    storage.data.set(PRIVACY_CHOICE_KEY, JSON.stringify({ level: 'some', timestamp: 'x' }));
    const { store, persistor } = createAppStore({ i18n: createTestI18n('en'), modules: [consentClient], storage });
    await rehydrated(persistor);
    expect(store.getState().consent).toMatchObject({ record: { value: null }, choice: { value: null } });
  });

  it('the consent in force: none, another policy version or older than 12 months means ask again', () => {
    const { record, choice } = consentRecordsFor({ analytics: true, performance: false }, { now: NOW });
    const s = state({ record: { value: record }, choice: { value: choice } });
    expect(effectiveConsent(s, NOW)).toEqual(record);
    expect(consentAllows(s, 'analytics', NOW)).toBe(true);
    expect(consentAllows(s, 'performance', NOW)).toBe(false);
    expect(effectiveConsent(s, new Date('2027-11-22T09:59:59Z'))).toEqual(record);
    expect(effectiveConsent(s, new Date('2027-11-22T10:00:00Z'))).toBeNull();
    expect(effectiveConsent(state({ record: { value: { ...record, version: '0.9' } }, choice: { value: null } }), NOW)).toBeNull();
    expect(effectiveConsent(state({ record: { value: null }, choice: { value: null } }), NOW)).toBeNull();
    expect(consentAllows(state({ record: { value: null }, choice: { value: null } }), 'essential', NOW)).toBe(true);
    expect(consentAllows(state({ record: { value: null }, choice: { value: null } }), 'analytics', NOW)).toBe(false);
    // Only the simpler record: level 'all' allows every optional category.
    const all = consentRecordsFor({ analytics: true, performance: true }, { now: NOW }).choice;
    expect(effectiveConsent(state({ record: { value: null }, choice: { value: all } }), NOW)).toMatchObject({ analytics: true, performance: true });
  });

  it('says why a stored choice is asked for again: another policy version, or older than 12 months (issue 33)', () => {
    const { record, choice } = consentRecordsFor({ analytics: true, performance: false }, { now: NOW });
    expect(renewalReason(state({ record: { value: record }, choice: { value: choice } }), NOW)).toBeNull();
    expect(renewalReason(state({ record: { value: null }, choice: { value: null } }), NOW)).toBeNull();
    expect(renewalReason(state({ record: { value: { ...record, version: '1.0' } }, choice: { value: { ...choice, version: '1.0' } } }), NOW)).toBe('policy_updated');
    expect(renewalReason(state({ record: { value: null }, choice: { value: { ...choice, version: '1.0' } } }), NOW)).toBe('policy_updated');
    expect(renewalReason(state({ record: { value: record }, choice: { value: choice } }), new Date('2027-11-22T10:00:00Z'))).toBe('expired');
  });
});
