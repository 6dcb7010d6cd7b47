import { describe, expect, it } from 'vitest';
import type { ConsentHistoryEntryDto } from '../contract';
import { auditTrailComplete, computeStatus, expiryOf, legalValidation, validityScore } from './status';

const entry = (over: Partial<ConsentHistoryEntryDto> = {}): ConsentHistoryEntryDto => ({
  consentId: 'c1',
  timestamp: '2026-11-22T10:00:00.000Z',
  consentVersion: '1.0',
  ipAddress: '203.0.113.0',
  userAgentHash: 'f'.repeat(64),
  source: 'banner',
  action: 'record',
  withdrawalDate: null,
  withdrawnCategories: [],
  granularConsents: { essential: true, analytics: true, performance: false },
  ...over,
});

describe('consent status', () => {
  it('expires 12 calendar months later; 29 February becomes 28 February', () => {
    expect(expiryOf(new Date('2026-11-22T10:00:00Z')).toISOString()).toBe('2027-11-22T10:00:00.000Z');
    expect(expiryOf(new Date('2028-02-29T12:00:00Z')).toISOString()).toBe('2029-02-28T12:00:00.000Z');
  });

  it('walks from up to date to expiring soon to expired', () => {
    const e = entry();
    expect(computeStatus(e, new Date('2026-11-22T10:00:00Z'), '1.0').renewal).toEqual({ required: false, reason: null, daysUntilExpiry: 365 });
    expect(computeStatus(e, new Date('2027-10-23T10:00:00Z'), '1.0').renewal).toEqual({ required: false, reason: 'expiring_soon', daysUntilExpiry: 30 });
    expect(computeStatus(e, new Date('2027-11-22T09:59:59Z'), '1.0').renewal).toEqual({ required: false, reason: 'expiring_soon', daysUntilExpiry: 1 });
    expect(computeStatus(e, new Date('2027-11-22T10:00:00Z'), '1.0').renewal).toEqual({ required: true, reason: 'expired', daysUntilExpiry: 0 });
  });

  it('a policy change requires renewal at once', () => {
    const s = computeStatus(entry(), new Date('2026-12-01T00:00:00Z'), '2.0');
    expect(s).toMatchObject({ version: '1.0', currentVersion: '2.0', renewal: { required: true, reason: 'policy_updated' } });
    expect(validityScore([entry()], s)).toBe(75);
    expect(legalValidation([entry()], s)).toEqual({ gdprCompliant: false, validConsent: false, withdrawalRights: true, auditTrail: true });
  });

  it('no decision: renewal required, score 0, no audit trail', () => {
    const s = computeStatus(null, new Date(), '1.0');
    expect(s.renewal).toEqual({ required: true, reason: 'no_consent', daysUntilExpiry: 0 });
    expect(validityScore([], s)).toBe(0);
    expect(auditTrailComplete([])).toBe(false);
  });

  it('an entry missing a category decision breaks the audit trail', () => {
    const broken = entry({ granularConsents: { essential: true, analytics: true } as never });
    expect(auditTrailComplete([entry(), broken])).toBe(false);
    const s = computeStatus(entry(), new Date('2026-11-23T00:00:00Z'), '1.0');
    expect(validityScore([entry(), broken], s)).toBe(75);
    expect(validityScore([entry()], s)).toBe(100);
  });
});
