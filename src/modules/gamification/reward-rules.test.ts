import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REWARD_REASONS, VERIFIER_KINDS, type RewardReason } from './contract';
import { dailyCapTotal, REWARD_RULES, utcDayWindow, verificationProblem, VERIFIER_TEXTS, withinCap } from './reward-rules';

const docs = fs.readFileSync(path.resolve(__dirname, '../../../docs/gamification.md'), 'utf8');

/** The row docs/gamification.md shows for a reason (reason, verified by, coins and XP a day, why). */
const docRow = (r: RewardReason) => {
  const rule = REWARD_RULES[r];
  return `| \`${r}\` | ${rule.verifiedBy.map((k) => `\`${k}\``).join(', ')} | ${rule.dailyCap.coins} | ${rule.dailyCap.xp} | ${rule.why} |`;
};

describe('reward declarations (issue 33: no one earns alone)', () => {
  it('declares every reason of the ledger, and nothing else: who verified it, a daily cap and why', () => {
    expect(Object.keys(REWARD_RULES).sort()).toEqual([...REWARD_REASONS].sort());
    for (const r of REWARD_REASONS) {
      const rule = REWARD_RULES[r];
      expect(rule, r).toBeDefined();
      expect(rule.verifiedBy.length, r).toBeGreaterThan(0);
      for (const k of rule.verifiedBy) expect(VERIFIER_KINDS, r).toContain(k);
      expect(Number.isSafeInteger(rule.dailyCap.coins) && rule.dailyCap.coins >= 0, r).toBe(true);
      expect(Number.isSafeInteger(rule.dailyCap.xp) && rule.dailyCap.xp >= 0, r).toBe(true);
      expect(rule.why.length, r).toBeGreaterThan(20);
    }
    for (const k of VERIFIER_KINDS) expect(VERIFIER_TEXTS[k], k).toBeTruthy();
  });

  it('lets only this module derive rewards and only the demo seed use the operator', () => {
    const by = (k: string) => REWARD_REASONS.filter((r) => REWARD_RULES[r].verifiedBy.includes(k as never)).sort();
    expect(by('derived')).toEqual(['achievement', 'guest_merge', 'level_up']);
    expect(by('operator')).toEqual(['demo_seed']);
    // Work people do is verified by someone or something other than themselves, never derived.
    for (const r of ['task_completed', 'task_bonus', 'submission_approved', 'task_confirmed', 'event_attended', 'report_created'] as const) {
      expect(REWARD_RULES[r].verifiedBy.every((k) => k !== 'derived' && k !== 'operator'), r).toBe(true);
    }
  });

  it('docs/gamification.md lists every declaration as it is in the code', () => {
    for (const r of REWARD_REASONS) expect(docs, r).toContain(docRow(r));
    const total = dailyCapTotal();
    expect(docs).toContain(`${total.coins} coins and ${total.xp} XP`);
  });

  it('refuses a kind the reason does not declare, a person kind without the person, and the earner as verifier', () => {
    expect(verificationProblem('event_attended', 'u1', { kind: 'organiser', by: 'u2' })).toBeNull();
    expect(verificationProblem('event_attended', 'u1', { kind: 'organiser', by: 'u1' })).toBe('own_work');
    expect(verificationProblem('event_attended', 'u1', { kind: 'photo_check' })).toBe('wrong_verifier');
    expect(verificationProblem('event_attended', 'u1', { kind: 'organiser', by: null })).toBe('no_verifier');
    expect(verificationProblem('event_attended', 'u1', { kind: 'organiser', by: '' })).toBe('no_verifier');
    expect(verificationProblem('task_completed', 'u1', { kind: 'photo_check' })).toBeNull();
    expect(verificationProblem('task_completed', 'u1', { kind: 'moderator', by: 'm' })).toBeNull();
    expect(verificationProblem('task_completed', 'u1', { kind: 'derived' })).toBe('wrong_verifier');
    expect(verificationProblem('submission_approved', 'u1', { kind: 'photo_check' })).toBe('wrong_verifier');
    expect(verificationProblem('task_confirmed', 'u1', { kind: 'other_person', by: 'u1' })).toBe('own_work');
    expect(verificationProblem('level_up', 'u1', { kind: 'derived' })).toBeNull();
    expect(verificationProblem('demo_seed', 'u1', { kind: 'operator' })).toBeNull();
    expect(verificationProblem('demo_seed', 'u1', undefined)).toBe('wrong_verifier');
  });

  it('counts a cap per UTC day, including the last credit that reaches it exactly', () => {
    const cap = REWARD_RULES.event_attended.dailyCap;
    expect(withinCap('event_attended', { coins: cap.coins - 25, xp: cap.xp - 50 }, { coins: 25, xp: 50 })).toBe(true);
    expect(withinCap('event_attended', { coins: cap.coins - 24, xp: 0 }, { coins: 25, xp: 0 })).toBe(false);
    expect(withinCap('task_confirmed', { coins: 0, xp: 0 }, { coins: 1, xp: 0 })).toBe(false);
    expect(utcDayWindow(new Date('2028-03-01T23:59:59.999Z'))).toEqual({ start: new Date('2028-03-01T00:00:00Z'), end: new Date('2028-03-02T00:00:00Z') });
    expect(utcDayWindow(new Date('2028-03-02T00:00:00Z')).start).toEqual(new Date('2028-03-02T00:00:00Z'));
  });
});
