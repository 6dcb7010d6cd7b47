import { HttpError } from '../../../server/http/errors';
import type { SessionUser } from '../../../server/http/session';
import { validationFailed } from '../../../server/http/validate';
import type { Outbox } from '../../../server/outbox';
import type { Clock } from '../../../server/tokens';
import { trxOf, type Unit, type UnitOfWork } from '../../../server/unit-of-work';
import { hasRole } from '../../../shared/constants';
import type { EventsApi } from '../../events/contract';
import type { GamificationApi } from '../../gamification/contract';
import type { TeamsApi } from '../../teams/contract';
import {
  SURVEY_CLOCK_SKEW_MS,
  SURVEY_CONFIRMED_COINS,
  SURVEY_CONFIRMED_XP,
  SURVEY_MAX_AGE_MS,
  SURVEY_PUBLIC_TRIM_M,
  SURVEYS_LIST_LIMIT,
  SurveyEvents,
  type ConfirmSurveyDto,
  type CreateSurveyInput,
  type OpenSurveyFilter,
  type OpenSurveyRecord,
  type SurveyChartBucket,
  type SurveyChartRow,
  type SurveyChartScope,
  type SurveyDto,
  type SurveysApi,
  type SurveysListDto,
} from '../contract';
import { SURVEY_MESSAGES as M, surveyFilterOf } from '../schemas';
import { routeFit } from '../route-fit';
import { publicPlace, publicRoute, type Position } from './geometry';
import { toOpenRecord, toSurveyDto } from './presenter';
import type { SurveyRow, SurveysRepository } from './repository';

export interface SurveysDeps {
  repo: SurveysRepository;
  uow: UnitOfWork;
  clock: Clock;
  rewards: Pick<GamificationApi, 'credit'>;
  /** Issue 42: `surveys.confirmed` (the adoptions module counts a confirmed survey inside a spot as a visit). */
  outbox: Pick<Outbox, 'publish'>;
  /** Optional: without the events module a survey belongs to no event and only moderators confirm. */
  events: Pick<EventsApi, 'surveyContext'> | null;
  /** Optional: without the teams module a survey names no team. */
  teams: Pick<TeamsApi, 'teamsOf'> | null;
}

/** An organiser confirms a survey that started at most this long before their event (people arrive early). */
export const SURVEY_EVENT_EARLY_MS = 60 * 60_000;

/** 400 when lengthM (transect) or areaM2 (area) does not fit the route (route-fit.ts says why the margins). */
function checkRouteFit(input: CreateSurveyInput): void {
  const fit = routeFit({ kind: input.kind, lengthM: input.lengthM ?? null, areaM2: input.areaM2 ?? null, coordinates: input.route.coordinates });
  if (fit.ok) return;
  if (fit.field === 'lengthM') {
    const message = `lengthM (${input.lengthM} m) does not fit the route (${fit.routeM} m as sent): it may be from ${fit.min} to ${fit.max} m`;
    throw new HttpError(400, 'SURVEY_LENGTH_MISMATCH', message, { fields: [{ field: 'lengthM', message }], routeM: fit.routeM, min: fit.min, max: fit.max });
  }
  const message = `areaM2 (${input.areaM2} m²) is larger than the route allows: at most ${fit.max} m² (its bounding box widened by 25 m on every side)`;
  throw new HttpError(400, 'SURVEY_AREA_MISMATCH', message, { fields: [{ field: 'areaM2', message }], max: fit.max });
}

const surveyNotFound = () => new HttpError(404, 'SURVEY_NOT_FOUND', 'This survey does not exist.');

/**
 * Monitoring surveys (issue 40). Only registered people record them (a guest costs nothing to make,
 * and a survey is published monitoring data that may pay); nothing is paid at creation. A survey is
 * public once a moderator, or the organiser of its event (for someone who checked in there, recorded
 * during the event), confirmed it; the confirmation pays the surveyor once (reason
 * 'survey_confirmed', reference = the survey id, verified by the confirming person, never the surveyor).
 */
export class SurveysService implements SurveysApi {
  constructor(private readonly d: SurveysDeps) {}

  async create(user: SessionUser, input: CreateSurveyInput): Promise<SurveyDto> {
    if (user.isGuest) {
      throw new HttpError(403, 'REGISTERED_ONLY', 'Only registered people can record surveys: a survey becomes public monitoring data and may earn a reward.');
    }
    const now = this.d.clock.now().getTime();
    const startedAt = new Date(input.startedAt);
    const endedAt = new Date(input.endedAt);
    if (startedAt.getTime() > now + SURVEY_CLOCK_SKEW_MS) throw validationFailed([{ field: 'startedAt', message: M.startInFuture }]);
    if (endedAt.getTime() > now + SURVEY_CLOCK_SKEW_MS) throw validationFailed([{ field: 'endedAt', message: M.endInFuture }]);
    if (startedAt.getTime() < now - SURVEY_MAX_AGE_MS) throw validationFailed([{ field: 'startedAt', message: M.tooOld }]);
    checkRouteFit(input);
    const eventId = input.eventId ?? null;
    if (eventId && !(this.d.events && (await this.d.events.surveyContext(eventId, user.id)))) {
      throw new HttpError(404, 'SURVEY_EVENT_NOT_FOUND', 'There is no cleanup event with this id.');
    }
    const teamId = input.teamId ?? null;
    if (teamId && !(this.d.teams && (await this.d.teams.teamsOf(user.id)).some((t) => t.id === teamId))) {
      throw new HttpError(403, 'SURVEY_TEAM_NOT_MINE', 'You can record surveys only for a team you belong to.');
    }
    const line = input.route.coordinates.map(([lon, lat]) => [lon, lat] as Position);
    const trimmed = publicRoute(line, SURVEY_PUBLIC_TRIM_M);
    const { box, centre } = publicPlace(line, trimmed);
    const counts = input.counts.map((c) => ({ item: c.item, count: c.count }));
    const row = await this.d.uow.run((unit) =>
      this.d.repo.insert(trxOf(unit), {
        user_id: user.id,
        kind: input.kind,
        started_at: startedAt,
        ended_at: endedAt,
        length_m: input.kind === 'transect' ? (input.lengthM ?? null) : null,
        area_m2: input.kind === 'area' ? (input.areaM2 ?? null) : null,
        people: input.people,
        counts,
        total: counts.reduce((s, c) => s + c.count, 0),
        route: { type: 'LineString', coordinates: line },
        public_route: trimmed ? { type: 'LineString', coordinates: trimmed } : null,
        centre_lat: centre[1],
        centre_lon: centre[0],
        min_lat: box.minLat,
        min_lon: box.minLon,
        max_lat: box.maxLat,
        max_lon: box.maxLon,
        event_id: eventId,
        team_id: teamId,
        created_at: new Date(now),
      }),
    );
    return toSurveyDto(row, { full: true, viewerId: user.id });
  }

  /** Whether a person may confirm the survey: a moderator or admin, or its event's organiser, never its surveyor. */
  private async confirmerKind(row: SurveyRow, user: SessionUser | undefined, unit?: Unit): Promise<'moderator' | 'organiser' | null> {
    if (!user || user.isGuest || row.user_id === user.id) return null;
    if (hasRole(user.role, 'moderator')) return 'moderator';
    if (!row.event_id || !row.user_id || !this.d.events) return null;
    const event = await this.d.events.surveyContext(row.event_id, row.user_id, unit);
    return event && event.organiserId === user.id ? 'organiser' : null;
  }

  /** A confirmed survey for anyone; a pending one only for its surveyor and those who may confirm it (else 404). */
  async get(id: string, user: SessionUser | undefined): Promise<SurveyDto> {
    const row = await this.d.repo.find(this.d.repo.reader, id);
    if (!row) throw surveyNotFound();
    const privileged = !!user && (row.user_id === user.id || (await this.confirmerKind(row, user)) !== null);
    if (row.status !== 'confirmed' && !privileged) throw surveyNotFound();
    return toSurveyDto(row, { full: privileged, ...(user ? { viewerId: user.id } : {}) });
  }

  async list(q: { bbox?: string; since?: string; until?: string }, user: SessionUser | undefined): Promise<SurveysListDto> {
    const rows = await this.d.repo.listConfirmed(this.d.repo.reader, surveyFilterOf(q), SURVEYS_LIST_LIMIT);
    return { surveys: rows.map((r) => toSurveyDto(r, { full: false, ...(user ? { viewerId: user.id } : {}) })) };
  }

  async confirm(id: string, user: SessionUser): Promise<ConfirmSurveyDto> {
    const row = await this.d.repo.find(this.d.repo.reader, id);
    if (!row) throw surveyNotFound();
    if (row.user_id === user.id) throw new HttpError(403, 'OWN_SURVEY', 'You cannot confirm your own survey: someone else has to.');
    const kind = await this.confirmerKind(row, user);
    if (!kind) throw new HttpError(403, 'NOT_SURVEY_CONFIRMER', 'Only a moderator or the organiser of the survey’s event can confirm it.');
    if (kind === 'organiser') await this.checkAtEvent(row);
    const result = await this.d.uow.run(async (unit) => {
      const confirmed = await this.d.repo.confirm(trxOf(unit), id, user.id, this.d.clock.now());
      // Confirmed before (or by a concurrent request): nothing more to do, nothing paid.
      if (!confirmed) return { row: (await this.d.repo.find(trxOf(unit), id))!, credited: false };
      if (!confirmed.user_id) return { row: confirmed, credited: false };
      await this.d.outbox.publish(unit, SurveyEvents.confirmed, {
        surveyId: id,
        userId: confirmed.user_id,
        latitude: confirmed.centre_lat,
        longitude: confirmed.centre_lon,
        startedAt: confirmed.started_at.toISOString(),
        endedAt: confirmed.ended_at.toISOString(),
        confirmedBy: user.id,
      });
      const paid = await this.d.rewards.credit(
        { userId: confirmed.user_id, reason: 'survey_confirmed', reference: id, coins: SURVEY_CONFIRMED_COINS, xp: SURVEY_CONFIRMED_XP, verifiedBy: { kind, by: user.id } },
        unit,
      );
      return { row: confirmed, credited: paid.credited };
    });
    return { survey: toSurveyDto(result.row, { full: true, viewerId: user.id }), credited: result.credited };
  }

  /**
   * An organiser vouches only for what happened at their event: the surveyor checked in at its
   * meeting point (within 250 m, in its time), and the survey started no earlier than an hour before
   * the event and ended no later than its end (plus the clock skew).
   */
  private async checkAtEvent(row: SurveyRow): Promise<void> {
    const event = await this.d.events!.surveyContext(row.event_id!, row.user_id!);
    const start = event ? new Date(event.startsAt).getTime() - SURVEY_EVENT_EARLY_MS : 0;
    const end = event ? new Date(event.endsAt).getTime() + SURVEY_CLOCK_SKEW_MS : 0;
    if (!event || !event.checkedIn || row.started_at.getTime() < start || row.ended_at.getTime() > end) {
      throw new HttpError(409, 'SURVEY_NOT_AT_EVENT', 'An organiser can confirm only surveys recorded during their event by someone who checked in there.');
    }
  }

  /** SurveysApi: confirmed surveys for the exports, in id order. */
  async openSurveys(filter: OpenSurveyFilter, afterId: string | null, limit: number, unit?: Unit): Promise<OpenSurveyRecord[]> {
    const rows = await this.d.repo.openPage(unit ? trxOf(unit) : this.d.repo.reader, filter, afterId, limit);
    return rows.map(toOpenRecord);
  }

  chartRows(scope: SurveyChartScope, period: { from: Date; to: Date }, bucket: SurveyChartBucket, unit?: Unit): Promise<SurveyChartRow[]> {
    return this.d.repo.chartRows(unit ? trxOf(unit) : this.d.repo.reader, scope, period, bucket);
  }
}
