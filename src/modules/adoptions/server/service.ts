import { HttpError } from '../../../server/http/errors';
import type { SessionUser } from '../../../server/http/session';
import type { Clock } from '../../../server/tokens';
import type { UnitOfWork } from '../../../server/unit-of-work';
import { parseSurveyBbox } from '../../surveys/schemas';
import {
  ADOPTION_LIMIT_CREATOR,
  ADOPTION_LIMIT_PARTNER,
  ADOPTION_LIMIT_PERSON,
  ADOPTION_LIMIT_TEAM,
  ADOPTION_MAX_OVERLAP,
  ADOPTION_MESSAGES as M,
  ADOPTIONS_LIST_LIMIT,
  ADOPTIONS_OVERDUE_LIMIT,
  type AdoptionDetailDto,
  type AdoptionDto,
  type AdoptionsListDto,
  type NewAdoptionInput,
  type OverdueAdoptionsDto,
  type PartnerSpotsDto,
} from '../contract';
import type { Adopters, AdopterSources } from './adopters';
import type { AdoptionRow } from './models';
import { overlapShare } from './overlap';
import { reachOf, shapeOf, spotOverlap, streetColumns, type SpotShape } from './shapes';
import { toAdoptionDetailDto, toAdoptionDto } from './presenter';
import { cycleEnd, type AdoptionsRepository } from './repository';

export interface AdoptionsDeps {
  repo: AdoptionsRepository;
  clock: Clock;
  uow: UnitOfWork;
  adopters: Adopters;
  sources: AdopterSources;
}

/** Visits GET /api/adoptions/{id} lists (the newest). */
const VISITS_SHOWN = 100;

const notFound = () => new HttpError(404, 'ADOPTION_NOT_FOUND', M.notFound);

/**
 * Adopting spots (issue 42): adopt within the limits and the overlap rule, the public layer, one spot
 * with its visits, giving one up. The cycles (visits, reminders, release) are `AdoptionCycles`.
 */
export class AdoptionsService {
  constructor(private readonly d: AdoptionsDeps) {}

  async create(user: SessionUser, input: NewAdoptionInput): Promise<AdoptionDto> {
    if (user.isGuest) throw new HttpError(403, 'REGISTERED_ONLY', M.registeredOnly);
    const kind = input.adopter?.kind ?? 'person';
    const targetId = input.adopter?.id ?? null;
    if (kind === 'team') {
      const teams = this.d.sources.teams;
      if (!teams || !targetId || !(await teams.isOwner(targetId, user.id))) throw new HttpError(403, 'ADOPTION_TEAM_OWNER_ONLY', M.teamOwnerOnly);
    }
    if (kind === 'partner') {
      const embed = this.d.sources.embed;
      if (!embed || !targetId || !(await embed.partner(targetId))) throw new HttpError(404, 'ADOPTION_PARTNER_NOT_FOUND', M.partnerNotFound);
      if (!(await embed.isPartnerMember(targetId, user.id))) throw new HttpError(403, 'ADOPTION_PARTNER_MEMBER_ONLY', M.partnerMemberOnly);
    }
    const now = this.d.clock.now();
    // A street: its centre, reach and box are stored beside the line (radiusM is the corridor's half-width).
    const street = input.path ? streetColumns(input.path, input.radiusM) : null;
    const centre = street ?? { latitude: input.latitude!, longitude: input.longitude! };
    const shape: SpotShape = input.path ? { kind: 'street', path: input.path, halfWidthM: input.radiusM } : { kind: 'circle', ...centre, radiusM: input.radiusM };
    const row = await this.d.uow.run(async (_unit, trx) => {
      const repo = this.d.repo;
      // Limits and overlap are decided one adoption at a time (the lock is held to the commit).
      await repo.lockAdopting(trx);
      const full =
        kind === 'person'
          ? (await repo.countActive(trx, { adopter_kind: 'person', user_id: user.id })) >= ADOPTION_LIMIT_PERSON
          : kind === 'team'
            ? (await repo.countActive(trx, { team_id: targetId })) >= ADOPTION_LIMIT_TEAM
            : (await repo.countActive(trx, { partner_id: targetId })) >= ADOPTION_LIMIT_PARTNER;
      const creatorFull = kind !== 'partner' && (await repo.countByCreator(trx, user.id)) >= ADOPTION_LIMIT_CREATOR;
      if (full || creatorFull) throw new HttpError(409, 'ADOPTION_LIMIT', M.limit, { limit: limitOf(kind) });
      const near = await repo.activeNear(trx, centre.latitude, centre.longitude, reachOf(shape));
      const share = (s: (typeof near)[number]) => {
        const other = shapeOf(s);
        return shape.kind === 'circle' && other.kind === 'circle' ? overlapShare(s.radius_m, input.radiusM, Number(s.distance_m)) : spotOverlap(shape, other);
      };
      if (near.some((s) => share(s) > ADOPTION_MAX_OVERLAP)) {
        throw new HttpError(409, 'ADOPTION_OVERLAP', M.overlap);
      }
      return await repo.insert(trx, {
        adopter_kind: kind,
        user_id: user.id,
        team_id: kind === 'team' ? targetId : null,
        partner_id: kind === 'partner' ? targetId : null,
        ...street,
        latitude: centre.latitude,
        longitude: centre.longitude,
        radius_m: input.radiusM,
        every_weeks: input.everyWeeks,
        started_at: now,
        next_due_at: cycleEnd(now, input.everyWeeks),
      });
    });
    const names = await this.d.adopters.publicNames([row]);
    return toAdoptionDto(row, names.get(row.id) ?? '', true);
  }

  async list(q: { bbox: string }, user: SessionUser | undefined): Promise<AdoptionsListDto> {
    const box = parseSurveyBbox(q.bbox)!;
    const rows = await this.d.repo.activeInBox(this.d.repo.db, box, ADOPTIONS_LIST_LIMIT);
    const names = await this.d.adopters.publicNames(rows);
    const mine = user ? await this.mineOf(rows, user.id) : null;
    return { adoptions: rows.map((r) => toAdoptionDto(r, names.get(r.id) ?? '', mine ? mine.has(r.id) : undefined)) };
  }

  async mine(userId: string): Promise<AdoptionsListDto> {
    const teams = this.d.sources.teams;
    const teamIds = teams ? (await teams.teamsOf(userId)).map((t) => t.id) : [];
    const rows = await this.d.repo.activeOf(this.d.repo.db, userId, teamIds);
    const names = await this.d.adopters.publicNames(rows);
    return { adoptions: rows.map((r) => toAdoptionDto(r, names.get(r.id) ?? '', true)) };
  }

  async partnerSpots(partnerId: string): Promise<PartnerSpotsDto> {
    const rows = await this.d.repo.partnerSpots(this.d.repo.db, partnerId, ADOPTIONS_LIST_LIMIT);
    const names = await this.d.adopters.publicNames(rows);
    return { adoptions: rows.map((r) => ({ ...toAdoptionDto(r, names.get(r.id) ?? ''), visits: r.visits, missedTotal: r.missed_total })) };
  }

  async overdue(): Promise<OverdueAdoptionsDto> {
    const rows = await this.d.repo.overdue(this.d.repo.db, this.d.clock.now(), ADOPTIONS_OVERDUE_LIMIT);
    const names = await this.d.adopters.publicNames(rows);
    return { adoptions: rows.map((r) => ({ ...toAdoptionDto(r, names.get(r.id) ?? ''), missedCycles: r.missed_cycles })) };
  }

  async detail(id: string, user: SessionUser | undefined): Promise<AdoptionDetailDto> {
    const row = await this.d.repo.find(this.d.repo.db, id);
    if (!row) throw notFound();
    const visits = await this.d.repo.visits(this.d.repo.db, id, VISITS_SHOWN);
    const names = await this.d.adopters.publicNames([row]);
    const mine = user ? (await this.mineOf([row], user.id)).has(row.id) : undefined;
    return toAdoptionDetailDto(row, names.get(row.id) ?? '', visits, mine);
  }

  async remove(id: string, user: SessionUser): Promise<void> {
    const row = await this.d.repo.find(this.d.repo.db, id);
    if (!row || row.state !== 'active') throw notFound();
    if (!(await this.d.adopters.mayRelease(row, user.id))) throw new HttpError(403, 'ADOPTION_NOT_ADOPTER', M.notAdopter);
    const released = await this.d.uow.run((_unit, trx) => this.d.repo.release(trx, id, 'given_up', this.d.clock.now()));
    if (!released) throw notFound();
  }

  /** The spots among `rows` whose adopters include the person (their own, their teams', those they adopted for a partner). */
  private async mineOf(rows: AdoptionRow[], userId: string): Promise<Set<string>> {
    const teams = this.d.sources.teams;
    const myTeams = teams && rows.some((r) => r.adopter_kind === 'team') ? new Set((await teams.teamsOf(userId)).map((t) => t.id)) : new Set<string>();
    return new Set(rows.filter((r) => (r.adopter_kind === 'team' ? myTeams.has(r.team_id ?? '') : r.user_id === userId)).map((r) => r.id));
  }
}

const limitOf = (kind: string) => (kind === 'person' ? ADOPTION_LIMIT_PERSON : kind === 'team' ? ADOPTION_LIMIT_TEAM : ADOPTION_LIMIT_PARTNER);
