import type { Container } from 'inversify';
import { DEFAULT_MAP_POINT } from '../../../shared/constants';
import { CLOCK } from '../../../server/tokens';
import { trxOf, type Unit } from '../../../server/unit-of-work';
import { CHALLENGES_REPO } from './container';

const DAY = 86_400_000;

/**
 * Two demo challenges (SEED_DEMO) from the start of today (UTC) for 30 days: cleanups for everyone
 * everywhere, and litter items within 3 km of the default map point. They say they are demo data.
 */
export async function seedDemoChallenges(c: Container, unit: Unit): Promise<void> {
  const repo = c.get(CHALLENGES_REPO);
  const now = c.get(CLOCK).now();
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const end = new Date(start.getTime() + 30 * DAY);
  const common = { starts_at: start, ends_at: end, team_id: null, team_name: null, created_by: null, created_at: now };
  await repo.insert(trxOf(unit), {
    ...common,
    title: 'Demo: 100 cleanups in 30 days',
    description: 'Demo challenge: every verified cleanup anywhere counts.',
    metric: 'cleanups',
    target: 100,
    latitude: null,
    longitude: null,
    radius_km: null,
    area_name: null,
  });
  await repo.insert(trxOf(unit), {
    ...common,
    title: 'Demo: 500 items in the city centre',
    description: 'Demo challenge: the litter items of verified cleanups within 3 km of the centre count.',
    metric: 'items',
    target: 500,
    latitude: DEFAULT_MAP_POINT.latitude,
    longitude: DEFAULT_MAP_POINT.longitude,
    radius_km: 3,
    area_name: 'City centre',
  });
}
