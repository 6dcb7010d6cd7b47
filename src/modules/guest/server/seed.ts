import type { Knex } from 'knex';

/** Demo people for a new database, so the leaderboard and map look alive (SEED_DEMO=false turns it off). */
export const DEMO_USERS = [
  { username: 'mila_green', first_name: 'Mila', last_name: 'Brandt', level: 4, total_coins: 420, current_xp: 3400, tasks_completed: 17, element: 'Earth', astrological_sign: 'Taurus' },
  { username: 'jonas_river', first_name: 'Jonas', last_name: 'Keller', level: 2, total_coins: 130, current_xp: 1250, tasks_completed: 6, element: 'Water', astrological_sign: 'Pisces' },
  { username: 'aylin_spark', first_name: 'Aylin', last_name: 'Demir', level: 7, total_coins: 910, current_xp: 6300, tasks_completed: 31, element: 'Fire', astrological_sign: 'Leo' },
  { username: 'tom_breeze', first_name: 'Tom', last_name: 'Wagner', level: 1, total_coins: 40, current_xp: 300, tasks_completed: 2, element: 'Air', astrological_sign: 'Gemini' },
  { username: 'lena_moss', first_name: 'Lena', last_name: 'Fischer', level: 3, total_coins: 260, current_xp: 2100, tasks_completed: 11, element: 'Earth', astrological_sign: 'Virgo' },
] as const;

export async function seedDemoUsers(trx: Knex.Transaction): Promise<void> {
  await trx('users')
    .insert(DEMO_USERS.map((u) => ({ ...u, is_guest: false, role: 'cleaner' })))
    .onConflict()
    .ignore();
}
