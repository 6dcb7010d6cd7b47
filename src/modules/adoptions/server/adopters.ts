import type { EmbedApi } from '../../embed/contract';
import type { GuestApi } from '../../guest/contract';
import type { TeamsApi } from '../../teams/contract';
import type { AdoptionRow } from './models';

/** The other modules the adoptions module asks about people, teams and partners. */
export interface AdopterSources {
  guests: Pick<GuestApi, 'publicNames'>;
  /** Null without the teams module: then no team adopts, and a team's spot has no members. */
  teams: Pick<TeamsApi, 'isOwner' | 'membersOf' | 'teamNames' | 'teamsOf'> | null;
  /** Null without the embed module: then no partner adopts. */
  embed: Pick<EmbedApi, 'partner' | 'isPartnerMember' | 'partnerMembers'> | null;
}

/**
 * Who a spot's adopters are and what the public calls them. Reads outside any unit of work (PGlite has
 * one connection: the callers ask before they open theirs).
 */
export class Adopters {
  constructor(private readonly s: AdopterSources) {}

  /**
   * The people a spot's reminders and notices go to, each once: the person; every member of the team;
   * every one of the partner's people (those who may act for it: the adopter among them while they
   * still belong to it; one who left no longer acts for the partner, so hears nothing of its spots).
   */
  async recipients(spot: AdoptionRow): Promise<string[]> {
    if (spot.adopter_kind === 'team') return spot.team_id && this.s.teams ? unique(await this.s.teams.membersOf(spot.team_id)) : [];
    if (spot.adopter_kind === 'partner') return spot.partner_id && this.s.embed ? unique(await this.s.embed.partnerMembers(spot.partner_id)) : [];
    return spot.user_id ? [spot.user_id] : [];
  }

  /** Whether the person's work counts as the spot's visit: the adopter, a member of the adopting team, one of the adopting partner's people. */
  async mayVisit(spot: AdoptionRow, userId: string): Promise<boolean> {
    if (spot.adopter_kind === 'person') return spot.user_id === userId;
    if (spot.adopter_kind === 'team') return !!spot.team_id && !!this.s.teams && (await this.s.teams.membersOf(spot.team_id)).includes(userId);
    return !!spot.partner_id && !!this.s.embed && (await this.s.embed.isPartnerMember(spot.partner_id, userId));
  }

  /** Whether the person may give the spot up: the adopter, the team's owner, one of the partner's people. */
  async mayRelease(spot: AdoptionRow, userId: string): Promise<boolean> {
    if (spot.adopter_kind === 'person') return spot.user_id === userId;
    if (spot.adopter_kind === 'team') return !!spot.team_id && !!this.s.teams && (await this.s.teams.isOwner(spot.team_id, userId));
    return !!spot.partner_id && !!this.s.embed && (await this.s.embed.isPartnerMember(spot.partner_id, userId));
  }

  /**
   * The public names of the spots' adopters, by spot id: people by the one public name rule (a person
   * who may not be named gets an empty name; the client writes 'A volunteer'), teams and partners by
   * their names.
   */
  async publicNames(spots: AdoptionRow[]): Promise<Map<string, string>> {
    const people = unique(spots.filter((s) => s.adopter_kind === 'person').map((s) => s.user_id));
    const teamIds = unique(spots.filter((s) => s.adopter_kind === 'team').map((s) => s.team_id));
    const partnerIds = unique(spots.filter((s) => s.adopter_kind === 'partner').map((s) => s.partner_id));
    const personNames = people.length > 0 ? await this.s.guests.publicNames(people) : new Map<string, string>();
    const teamNames = teamIds.length > 0 && this.s.teams ? await this.s.teams.teamNames(teamIds) : new Map<string, string>();
    const partnerNames = new Map<string, string>();
    for (const id of partnerIds) {
      const partner = this.s.embed ? await this.s.embed.partner(id) : null;
      if (partner) partnerNames.set(id, partner.name);
    }
    const nameOf = (s: AdoptionRow) =>
      (s.adopter_kind === 'person' ? personNames.get(s.user_id ?? '') : s.adopter_kind === 'team' ? teamNames.get(s.team_id ?? '') : partnerNames.get(s.partner_id ?? '')) ?? '';
    return new Map(spots.map((s) => [s.id, nameOf(s)]));
  }
}

const unique = (ids: (string | null)[]) => [...new Set(ids.filter((id): id is string => !!id))];
