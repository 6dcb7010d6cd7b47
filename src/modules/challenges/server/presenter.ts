import type { ChallengeContributorDto, ChallengeDto, ChallengeStatus } from '../contract';
import type { ChallengeRow, ContributionRow } from './models';

const iso = (d: Date | string | null) => (d == null ? null : new Date(d).toISOString());

/** upcoming before the start, completed once the target was reached, ended after the end, else active. */
export function statusOf(r: Pick<ChallengeRow, 'starts_at' | 'ends_at' | 'completed_at'>, now: Date): ChallengeStatus {
  if (r.completed_at) return 'completed';
  if (now.getTime() < new Date(r.starts_at).getTime()) return 'upcoming';
  if (now.getTime() >= new Date(r.ends_at).getTime()) return 'ended';
  return 'active';
}

/** The list's order: what one can take part in first. */
export function statusOrder(s: ChallengeStatus): number {
  return { active: 0, upcoming: 1, completed: 2, ended: 3 }[s];
}

export function percentOf(progress: number, target: number): number {
  return Math.min(100, Math.floor((progress * 100) / target));
}

/**
 * A contribution in the top list: named by the guest module's one rule (publicDisplayName, issue
 * 33); the row of someone it may not name (erased, disabled, a guest) stays, without id or name (the
 * screens say 'Anonymous').
 */
export function toContributor(c: { user_id: string | null; amount: number }, names: ReadonlyMap<string, string>): ChallengeContributorDto {
  const name = c.user_id ? names.get(c.user_id) : undefined;
  return name ? { userId: c.user_id, displayName: name, amount: c.amount } : { userId: null, displayName: null, amount: c.amount };
}

export function toChallengeDto(
  r: ChallengeRow,
  sums: { progress: number; mine: number },
  ctx: { now: Date; viewerId: string | null; teamName: string | undefined; litter: boolean },
): ChallengeDto {
  return {
    id: r.id,
    title: r.title,
    description: r.description,
    metric: r.metric,
    target: r.target,
    progress: sums.progress,
    percent: percentOf(sums.progress, r.target),
    startsAt: iso(r.starts_at)!,
    endsAt: iso(r.ends_at)!,
    status: statusOf(r, ctx.now),
    completedAt: iso(r.completed_at),
    area: r.latitude != null && r.longitude != null && r.radius_km != null ? { name: r.area_name ?? '', latitude: r.latitude, longitude: r.longitude, radiusKm: r.radius_km } : null,
    team: r.team_id ? { id: r.team_id, name: ctx.teamName ?? r.team_name ?? '' } : null,
    mine: ctx.viewerId ? sums.mine : null,
    counted: r.metric === 'cleanups' || ctx.litter,
  };
}

/** A challenge the person made, in their data export. */
export function toCreatedExport(r: ChallengeRow) {
  return { id: r.id, title: r.title, metric: r.metric, target: r.target, startsAt: iso(r.starts_at), endsAt: iso(r.ends_at), teamId: r.team_id, createdAt: iso(r.created_at) };
}

/** One of the person's contributions, in their data export. */
export function toContributionExport(r: ContributionRow & { title: string }) {
  return { challengeId: r.challenge_id, challenge: r.title, taskId: r.task_id, amount: r.amount, createdAt: iso(r.created_at) };
}
