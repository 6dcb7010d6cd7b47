import { publicCoordinate } from '../../../shared/public-view';
import type { AdoptionDetailDto, AdoptionDto, AdoptionVisitDto } from '../contract';
import type { AdoptionRow, AdoptionVisitRow } from './models';
import { lengthOf, pathOf, shapeOf } from './shapes';

const iso = (d: Date | string) => new Date(d).toISOString();
const isoOrNull = (d: Date | string | null) => (d === null ? null : iso(d));

/** A spot as the public sees it: the adopter by public name only, never a person's id. */
export function toAdoptionDto(r: AdoptionRow, adopterName: string, mine?: boolean): AdoptionDto {
  return {
    id: r.id,
    latitude: publicCoordinate(Number(r.latitude)),
    longitude: publicCoordinate(Number(r.longitude)),
    radiusM: r.radius_m,
    path: pathOf(r)?.map(([lon, lat]) => [publicCoordinate(lon), publicCoordinate(lat)] as [number, number]) ?? null,
    lengthM: lengthOf(shapeOf(r)),
    everyWeeks: r.every_weeks,
    adopter: { kind: r.adopter_kind, name: adopterName },
    state: r.state,
    startedAt: iso(r.started_at),
    nextDueAt: iso(r.next_due_at),
    lastVisitAt: isoOrNull(r.last_visit_at),
    onTime: r.missed_cycles === 0,
    ...(mine === undefined ? {} : { mine }),
  };
}

export const toVisitDto = (v: AdoptionVisitRow): AdoptionVisitDto => ({ kind: v.kind, visitedAt: iso(v.visited_at) });

export function toAdoptionDetailDto(r: AdoptionRow, adopterName: string, visits: AdoptionVisitRow[], mine?: boolean): AdoptionDetailDto {
  return { ...toAdoptionDto(r, adopterName, mine), visits: visits.map(toVisitDto), missedCycles: r.missed_cycles, missedTotal: r.missed_total, visitedThisCycle: r.cycle_visit_at !== null };
}

/** The person's data export: their spots in full (their own data) and the visits they made. */
export function toAdoptionExport(r: AdoptionRow) {
  return {
    id: r.id,
    adopterKind: r.adopter_kind,
    teamId: r.team_id,
    partnerId: r.partner_id,
    latitude: Number(r.latitude),
    longitude: Number(r.longitude),
    radiusM: r.radius_m,
    path: pathOf(r),
    everyWeeks: r.every_weeks,
    state: r.state,
    startedAt: iso(r.started_at),
    releasedAt: isoOrNull(r.released_at),
  };
}

export const toVisitExport = (v: AdoptionVisitRow) => ({ adoptionId: v.adoption_id, kind: v.kind, reference: v.ref, visitedAt: iso(v.visited_at) });
