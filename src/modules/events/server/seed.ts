import type { Container } from 'inversify';
import { DEFAULT_MAP_POINT } from '../../../shared/constants';
import { CLOCK } from '../../../server/tokens';
import { trxOf, type Unit } from '../../../server/unit-of-work';
import { GUEST_API, type GuestApi } from '../../guest/contract';
import { EVENTS_REPO } from './container';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * Two demo cleanup events near the default map point (SEED_DEMO), organised by a demo person when
 * the guest module seeded them: next Saturday morning by the river and, a week later, at the park.
 * They say they are demo data.
 */
const DEMO = [
  { inDays: 0, dLat: 0.0025, dLon: -0.003, title: 'Demo: riverbank cleanup', description: 'Demo event: we meet at the bridge and clean the riverbank path together. Gloves and bags are provided.', location: 'Riverbank path, by the bridge', capacity: 20, organiser: 'mila_green' },
  { inDays: 7, dLat: -0.004, dLon: 0.002, title: 'Demo: park cleanup', description: 'Demo event: an hour in the park around the playground. Bring a bag if you have one.', location: 'Park, by the playground', capacity: 12, organiser: 'jonas_river' },
] as const;

/** Next Saturday 09:00 UTC (at least a day ahead). */
function nextSaturdayMorning(now: Date): Date {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 9));
  const ahead = ((6 - d.getUTCDay() + 7) % 7) || 7;
  return new Date(d.getTime() + ahead * DAY);
}

export async function seedDemoEvents(c: Container, unit: Unit): Promise<void> {
  const repo = c.get(EVENTS_REPO);
  const now = c.get(CLOCK).now();
  const guests = c.isBound(GUEST_API) ? c.get<GuestApi>(GUEST_API) : null;
  const base = nextSaturdayMorning(now);
  for (const d of DEMO) {
    const organiser = guests ? await guests.findUserByUsername(d.organiser, unit) : null;
    const startsAt = new Date(base.getTime() + d.inDays * DAY);
    await repo.insert(trxOf(unit), {
      organiser_id: organiser?.id ?? null,
      title: d.title,
      description: d.description,
      latitude: DEFAULT_MAP_POINT.latitude + d.dLat,
      longitude: DEFAULT_MAP_POINT.longitude + d.dLon,
      location: d.location,
      starts_at: startsAt,
      ends_at: new Date(startsAt.getTime() + 2 * HOUR),
      capacity: d.capacity,
      partner_id: null,
      created_at: now,
      updated_at: now,
    });
  }
}
