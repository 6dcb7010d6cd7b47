import type { Container } from 'inversify';
import { GAMIFICATION_API, type GamificationApi } from '../../gamification/contract';
import { PROFILE_SOURCE, type ProfileSource } from '../contract';
import { GUEST_REPO } from './container';
import { trxOf, type Unit } from '../../../server/unit-of-work';

/**
 * Demo people for a new database, so the leaderboard and map look alive (SEED_DEMO=false turns it
 * off). Their coins and XP are credited through the gamification ledger like everyone's, so totals
 * equal ledger sums for them too (level-up bonuses and achievements follow from the ledger).
 */
export const DEMO_USERS = [
  { username: 'mila_green', first_name: 'Mila', last_name: 'Brandt', coins: 170, xp: 3400, tasks: 17, element: 'Earth', astrological_sign: 'Taurus' },
  { username: 'jonas_river', first_name: 'Jonas', last_name: 'Keller', coins: 60, xp: 1250, tasks: 6, element: 'Water', astrological_sign: 'Pisces' },
  { username: 'aylin_spark', first_name: 'Aylin', last_name: 'Demir', coins: 310, xp: 6300, tasks: 31, element: 'Fire', astrological_sign: 'Leo' },
  { username: 'tom_breeze', first_name: 'Tom', last_name: 'Wagner', coins: 20, xp: 300, tasks: 2, element: 'Air', astrological_sign: 'Gemini' },
  { username: 'lena_moss', first_name: 'Lena', last_name: 'Fischer', coins: 110, xp: 2100, tasks: 11, element: 'Earth', astrological_sign: 'Virgo' },
] as const;

export async function seedDemoUsers(container: Container, unit: Unit): Promise<void> {
  const rewards = container.get<GamificationApi>(GAMIFICATION_API);
  const profiles = container.isBound(PROFILE_SOURCE) ? container.get<ProfileSource>(PROFILE_SOURCE) : undefined;
  const repo = container.get(GUEST_REPO);
  for (const { coins, xp, tasks, username, ...profile } of DEMO_USERS) {
    const id = await repo.insertDemoUser(trxOf(unit), username);
    if (!id) continue;
    await profiles?.register(
      id,
      { firstName: profile.first_name, lastName: profile.last_name, gender: null, dateOfBirth: null, astrologicalSign: profile.astrological_sign, element: profile.element },
      unit,
    );
    await rewards.setListed(id, true, unit);
    await rewards.credit({ userId: id, reason: 'demo_seed', reference: `demo:${username}`, coins, xp, tasksCompleted: tasks, verifiedBy: { kind: 'operator' } }, unit);
  }
}
