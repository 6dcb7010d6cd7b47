import { describe, expect, it } from 'vitest';
import { RISK_FLAGS, type RiskFlag } from '../contract';
import {
  LOW_RISK_THRESHOLD,
  assessRisk,
  combineRisk,
  FUTURE_TOLERANCE_MS,
  impossibleTravel,
  OLD_AFTER_MS,
  RECENT_LIMIT,
  RISK_WEIGHTS,
  titleKey,
  type RiskInput,
} from './risk';

const now = new Date('2026-11-22T10:00:00Z');
const clean: RiskInput = {
  now,
  baseQuantity: 5,
  typicalMax: 50,
  actionTime: now,
  submissionTime: now,
  hasLocation: true,
  hasEvidence: true,
  recentCount: 0,
  repeatedTitle: false,
  point: null,
  previousPoint: null,
};
const flagsOf = (patch: Partial<RiskInput>) => assessRisk({ ...clean, ...patch }).flags;

/** A small seeded generator (mulberry32), so a failing case can be replayed from its seed. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('risk signals', () => {
  it('raises nothing for a clean submission', () => {
    expect(assessRisk(clean)).toEqual({ flags: [], riskScore: 0 });
  });

  it('quantity_above_typical: strictly above the type maximum', () => {
    expect(flagsOf({ baseQuantity: 50 })).toEqual([]);
    expect(flagsOf({ baseQuantity: 50.01 })).toEqual(['quantity_above_typical']);
  });

  it('many_recent_submissions: from RECENT_LIMIT earlier ones in the window', () => {
    expect(flagsOf({ recentCount: RECENT_LIMIT - 1 })).toEqual([]);
    expect(flagsOf({ recentCount: RECENT_LIMIT })).toEqual(['many_recent_submissions']);
  });

  it('repeated_title', () => {
    expect(flagsOf({ repeatedTitle: true })).toEqual(['repeated_title']);
    expect(titleKey('  Beach   Cleanup\tat Santa Monica ')).toBe(titleKey('beach cleanup at santa monica'));
    expect(titleKey('Ｂｅａｃｈ')).toBe('beach');
  });

  it('future_timestamp: beyond the clock-drift tolerance, for either timestamp', () => {
    const later = (ms: number) => new Date(now.getTime() + ms);
    expect(flagsOf({ actionTime: later(FUTURE_TOLERANCE_MS) })).toEqual([]);
    expect(flagsOf({ actionTime: later(FUTURE_TOLERANCE_MS + 1) })).toEqual(['future_timestamp']);
    expect(flagsOf({ submissionTime: later(86_400_000) })).toEqual(['future_timestamp']);
  });

  it('old_timestamp: the action happened more than a week ago', () => {
    const earlier = (ms: number) => new Date(now.getTime() - ms);
    expect(flagsOf({ actionTime: earlier(OLD_AFTER_MS) })).toEqual([]);
    expect(flagsOf({ actionTime: earlier(OLD_AFTER_MS + 1) })).toEqual(['old_timestamp']);
  });

  it('missing_location and missing_evidence', () => {
    expect(flagsOf({ hasLocation: false })).toEqual(['missing_location']);
    expect(flagsOf({ hasEvidence: false })).toEqual(['missing_evidence']);
  });

  it('impossible_travel: faster than an airliner over more than 5 km', () => {
    const halle = { latitude: 51.4828, longitude: 11.9697 };
    const berlin = { latitude: 52.52, longitude: 13.405 }; // about 150 km
    const at = (min: number) => new Date(now.getTime() + min * 60_000);
    expect(impossibleTravel({ ...halle, at: at(0) }, { ...berlin, at: at(5) })).toBe(true);
    expect(impossibleTravel({ ...halle, at: at(0) }, { ...berlin, at: at(120) })).toBe(false);
    // GPS jitter at the same moment is not travel.
    expect(impossibleTravel({ ...halle, at: at(0) }, { latitude: 51.49, longitude: 11.97, at: at(0) })).toBe(false);
    expect(flagsOf({ point: { ...berlin, at: now }, previousPoint: { ...halle, at: new Date(now.getTime() - 60_000) } })).toEqual(['impossible_travel']);
    expect(flagsOf({ point: { ...berlin, at: now }, previousPoint: null })).toEqual([]);
  });

  it('a form submission without location or evidence stays below the approval threshold', () => {
    const r = assessRisk({ ...clean, hasLocation: false, hasEvidence: false });
    expect(r.riskScore).toBeCloseTo(0.19, 10);
    expect(r.riskScore).toBeLessThan(LOW_RISK_THRESHOLD);
  });

  it('each of the stronger signals alone sends a submission to review', () => {
    for (const f of ['quantity_above_typical', 'many_recent_submissions', 'future_timestamp', 'impossible_travel'] as RiskFlag[]) {
      expect(combineRisk([f])).toBeGreaterThanOrEqual(LOW_RISK_THRESHOLD);
    }
  });
});

describe('risk score', () => {
  it('is 1 - prod(1 - w) and stays within 0..1, even with every flag', () => {
    expect(combineRisk([])).toBe(0);
    expect(combineRisk(['repeated_title'])).toBeCloseTo(RISK_WEIGHTS.repeated_title, 12);
    const all = combineRisk(RISK_FLAGS);
    expect(all).toBeLessThan(1);
    expect(all).toBeGreaterThan(0.9);
    for (const w of Object.values(RISK_WEIGHTS)) expect(w > 0 && w < 1).toBe(true);
  });

  it('never decreases when a flag is added and is order-independent (seeded random sets)', () => {
    const next = rng(20261122);
    for (let round = 0; round < 500; round++) {
      const set = RISK_FLAGS.filter(() => next() < 0.5);
      const score = combineRisk(set);
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThanOrEqual(1);
      expect(combineRisk([...set].reverse())).toBeCloseTo(score, 12);
      const extra = RISK_FLAGS[Math.floor(next() * RISK_FLAGS.length)]!;
      if (!set.includes(extra)) expect(combineRisk([...set, extra])).toBeGreaterThan(score);
    }
  });
});
