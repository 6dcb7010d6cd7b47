import type { OpenSurveyRecord, SurveyDto } from '../contract';
import type { SurveyRow } from './repository';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * A survey as the API shows it: never who recorded or confirmed it. `full`: the surveyor and the
 * people who may confirm it also see the whole route; `viewerId`: `mine` for a session.
 */
export function toSurveyDto(r: SurveyRow, opts: { full: boolean; viewerId?: string }): SurveyDto {
  return {
    id: r.id,
    kind: r.kind,
    status: r.status,
    startedAt: r.started_at.toISOString(),
    endedAt: r.ended_at.toISOString(),
    lengthM: r.length_m,
    areaM2: r.area_m2,
    people: r.people,
    counts: r.counts.map((c) => ({ item: c.item, count: c.count })),
    total: r.total,
    route: r.public_route,
    ...(opts.full ? { fullRoute: r.route } : {}),
    eventId: r.event_id,
    teamId: r.team_id,
    createdAt: r.created_at.toISOString(),
    confirmedAt: iso(r.confirmed_at),
    ...(opts.viewerId !== undefined ? { mine: r.user_id !== null && r.user_id === opts.viewerId } : {}),
  };
}

/** A confirmed survey for the open data exports (no people, no ids of events or teams, the public route). */
export function toOpenRecord(r: SurveyRow): OpenSurveyRecord {
  return {
    id: r.id,
    kind: r.kind,
    startedAt: r.started_at.toISOString(),
    endedAt: r.ended_at.toISOString(),
    lengthM: r.length_m,
    areaM2: r.area_m2,
    people: r.people,
    counts: r.counts.map((c) => ({ item: c.item, count: c.count })),
    route: r.public_route,
    centre: { latitude: r.centre_lat, longitude: r.centre_lon },
  };
}

/** A survey in its surveyor's data export: everything, the whole route too. */
export const toSurveyExport = (r: SurveyRow) => ({ ...toSurveyDto(r, { full: true }), confirmed: r.status === 'confirmed' });
