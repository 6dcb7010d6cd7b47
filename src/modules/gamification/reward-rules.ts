/**
 * No one earns alone (issue 33): every reward reason of the ledger declares who or what must have
 * verified the work it pays for, and how much one person may earn with it in one UTC day (by the
 * app's clock). `credit()` refuses what breaks the declaration (docs/gamification.md, "Who verified
 * it, and how much a day"). A reason without a row here does not compile, and a unit test checks it
 * at run time too. Isomorphic: no knex, no React.
 */
import { SURVEY_CONFIRMED_COINS, SURVEY_CONFIRMED_XP } from '../../shared/constants';
import { levelUpBonus, MAX_LEVEL, XP_PER_LEVEL } from '../../shared/levels';
import { ACHIEVEMENTS } from './achievements';
import type { CreditRefusal, RewardReason, Verification, VerifierKind } from './contract';

/** What one person may earn with one reason in one UTC day: the sums of their rows of that reason. */
export interface DailyCap {
  coins: number;
  xp: number;
}

export interface RewardRule {
  /** The kinds of verification a credit of this reason may name (one of them). */
  verifiedBy: readonly VerifierKind[];
  dailyCap: DailyCap;
  /** In words: what verified the work, and why the cap is what it is (shown in docs/gamification.md). */
  why: string;
}

/** Who or what a verification kind is, in words (docs/gamification.md). */
export const VERIFIER_TEXTS: Record<VerifierKind, string> = {
  photo_check: 'an AI check of a photo (the after-photo against the report; the local model without an AI service)',
  moderator: 'a moderator who is not the earner',
  organiser: 'the organiser of the event, who is not the earner',
  other_person: 'another person (not the earner)',
  derived: 'nobody directly: it follows from rows that were verified',
  operator: "the operator's configuration (SEED_DEMO)",
};

/** The caps of the work people do themselves. */
const TASK_COMPLETED: DailyCap = { coins: 150, xp: 1500 };
const TASK_BONUS: DailyCap = { coins: 75, xp: 750 };
const SUBMISSION_APPROVED: DailyCap = { coins: 200, xp: 2000 };
const TASK_CONFIRMED: DailyCap = { coins: 0, xp: 200 };
const EVENT_ATTENDED: DailyCap = { coins: 75, xp: 150 };
/** Issue 40: three confirmed monitoring surveys a day. */
const SURVEY_CONFIRMED: DailyCap = { coins: 3 * SURVEY_CONFIRMED_COINS, xp: 3 * SURVEY_CONFIRMED_XP };
/** A guest's merge carries at most what one device could earn in a day with the reasons it carries. */
const GUEST_MERGE: DailyCap = {
  coins: TASK_COMPLETED.coins + TASK_BONUS.coins + SUBMISSION_APPROVED.coins,
  xp: TASK_COMPLETED.xp + TASK_BONUS.xp + SUBMISSION_APPROVED.xp,
};
/** The XP one person can earn in a day (the demo seed aside): it bounds the levels a day can reach. */
const DAY_XP = TASK_COMPLETED.xp + TASK_BONUS.xp + SUBMISSION_APPROVED.xp + TASK_CONFIRMED.xp + EVENT_ATTENDED.xp + SURVEY_CONFIRMED.xp + GUEST_MERGE.xp;
/** Levels one day's XP can cross (a day's XP may start just below a level's start). */
export const LEVELS_PER_DAY = Math.ceil(DAY_XP / XP_PER_LEVEL) + 1;
/** The largest bonuses of LEVELS_PER_DAY levels (the highest ones): what level-ups may pay in a day. */
const LEVEL_UP_COINS = Array.from({ length: LEVELS_PER_DAY }, (_, i) => levelUpBonus(MAX_LEVEL - i)).reduce((a, b) => a + b, 0);
/** Every achievement is paid once per person: the catalogue's bonuses together. */
const ACHIEVEMENT_COINS = ACHIEVEMENTS.reduce((sum, a) => sum + a.coinBonus, 0);

export const REWARD_RULES: { readonly [R in RewardReason]: RewardRule } = {
  task_completed: {
    verifiedBy: ['photo_check', 'moderator'],
    dailyCap: TASK_COMPLETED,
    why: 'A cleanup of a task someone else reported, verified by the AI check of its after-photo or approved by a moderator who did not clean it. 15 default cleanups a day.',
  },
  task_bonus: {
    verifiedBy: ['photo_check'],
    dailyCap: TASK_BONUS,
    why: "The AI's bonus for a verified cleanup (at most 5 coins each): 15 cleanups' worth.",
  },
  submission_approved: {
    verifiedBy: ['moderator'],
    dailyCap: SUBMISSION_APPROVED,
    why: 'An environmental action a moderator who is not the submitter approved; nothing is approved without one (the risk score only informs them).',
  },
  report_created: {
    verifiedBy: ['other_person'],
    dailyCap: { coins: 0, xp: 0 },
    why: 'Pays nothing: records a report once another person cleaned its task and the cleanup was verified (for the report achievements and streaks).',
  },
  task_confirmed: {
    verifiedBy: ['other_person'],
    dailyCap: TASK_CONFIRMED,
    why: 'A photo confirming a spot another person reported (the reporter is the other person; a task nobody reported pays nothing). 10 confirmations a day.',
  },
  event_attended: {
    verifiedBy: ['organiser'],
    dailyCap: EVENT_ATTENDED,
    why: 'Checked in at the meeting point of an ended cleanup event whose organiser (never paid for it) saved the summary, with at least two people besides the organiser present. 3 events a day.',
  },
  survey_confirmed: {
    verifiedBy: ['moderator', 'organiser'],
    dailyCap: SURVEY_CONFIRMED,
    why: "A monitoring survey confirmed by a moderator, or by the organiser of its event for someone who checked in there, never by the surveyor; nothing is paid at creation. 3 surveys a day.",
  },
  level_up: {
    verifiedBy: ['derived'],
    dailyCap: { coins: LEVEL_UP_COINS, xp: 0 },
    why: `Follows from XP, which is capped: one day's XP crosses at most ${LEVELS_PER_DAY} levels, so at most the ${LEVELS_PER_DAY} largest bonuses.`,
  },
  achievement: {
    verifiedBy: ['derived'],
    dailyCap: { coins: ACHIEVEMENT_COINS, xp: 0 },
    why: 'Follows from counts of verified work; each achievement is paid once per person, so at most the whole catalogue.',
  },
  guest_merge: {
    verifiedBy: ['derived'],
    dailyCap: GUEST_MERGE,
    why: "Carries a guest's cleanups, bonuses and approved actions (each verified as above) into the account it signs in to; what goes over the day's cap stays behind.",
  },
  demo_seed: {
    verifiedBy: ['operator'],
    dailyCap: { coins: 1000, xp: 10000 },
    why: "The demo people's starting balances on a new database (SEED_DEMO): one row per demo person, never for anyone else.",
  },
};

/** The sums of every reason's cap: the most one person can earn in a day (the farming robot's bound). */
export function dailyCapTotal(reasons: readonly RewardReason[] = Object.keys(REWARD_RULES) as RewardReason[]): DailyCap {
  return reasons.reduce((sum, r) => ({ coins: sum.coins + REWARD_RULES[r].dailyCap.coins, xp: sum.xp + REWARD_RULES[r].dailyCap.xp }), { coins: 0, xp: 0 });
}

/**
 * What is wrong with a credit's verification by its reason's declaration, or null: a kind the reason
 * does not accept, a person kind without the person, or the earner verifying their own work.
 */
export function verificationProblem(reason: RewardReason, earnerId: string, v: Verification | undefined): Exclude<CreditRefusal, 'daily_cap'> | null {
  if (!v || !REWARD_RULES[reason].verifiedBy.includes(v.kind)) return 'wrong_verifier';
  if (!('by' in v)) return null;
  if (typeof v.by !== 'string' || v.by === '') return 'no_verifier';
  return v.by === earnerId ? 'own_work' : null;
}

/** Whether adding `amount` to what the person earned with a reason today stays within its cap. */
export function withinCap(reason: RewardReason, today: DailyCap, amount: DailyCap): boolean {
  const cap = REWARD_RULES[reason].dailyCap;
  return today.coins + amount.coins <= cap.coins && today.xp + amount.xp <= cap.xp;
}

/** The UTC day (by the given time) as [start, end): the window a daily cap counts. */
export function utcDayWindow(at: Date): { start: Date; end: Date } {
  const start = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  return { start, end: new Date(start.getTime() + 86_400_000) };
}
