import type { MyTeamDto, TeamCreatedDto } from '../contract';
import type { TeamRow } from './models';
import type { MembershipRow } from './repository';

const iso = (d: Date | string) => new Date(d).toISOString();

export function toTeamCreated(t: TeamRow): TeamCreatedDto {
  return { id: t.id, name: t.name, inviteCode: t.invite_code };
}

export function toMyTeam(m: MembershipRow): MyTeamDto {
  return { id: m.id, name: m.name, kind: m.kind, inviteCode: m.invite_code, role: m.role, members: Number(m.members) };
}

/** The person's teams as their data export shows them. */
export function toTeamsExport(d: { memberships: MembershipRow[]; created: TeamRow[] }) {
  return {
    teamMemberships: d.memberships.map((m) => ({ teamId: m.id, name: m.name, kind: m.kind, role: m.role, joinedAt: iso(m.joined_at) })),
    teamsCreated: d.created.map((t) => ({ teamId: t.id, name: t.name, kind: t.kind, createdAt: iso(t.created_at) })),
  };
}
