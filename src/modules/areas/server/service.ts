import type { Background } from '../../../server/background';
import { HttpError } from '../../../server/http/errors';
import type { SessionUser } from '../../../server/http/session';
import type { Clock } from '../../../server/tokens';
import type { UnitOfWork } from '../../../server/unit-of-work';
import { publicCoordinate } from '../../../shared/public-view';
import type { NotificationsApi, NotifyInput } from '../../notifications/contract';
import { AREA_LIMIT, AREA_MESSAGES, type AreaDto, type AreasApi, type AreasResponse, type NewAreaInput } from '../contract';
import { toAreaDto } from './presenter';
import type { AreasRepository, MatchingArea } from './repository';

export interface AreasDeps {
  repo: AreasRepository;
  clock: Clock;
  uow: UnitOfWork;
  /** The fan-out's units wait while requests are in flight (Background.unit). */
  background: Background;
  /** Null when the notifications module is not loaded: then nobody is told. */
  notifications: NotificationsApi | null;
}

/** A new task somewhere (the tasks module's `tasks.created`). */
export interface TaskAt {
  taskId: string;
  latitude: number;
  longitude: number;
  wasteType: string;
  reporterId: string | null;
}

/** A new cleanup event somewhere (the events module's `events.created`). */
export interface EventAt {
  eventId: string;
  title: string;
  latitude: number;
  longitude: number;
  startsAt: string;
  organiserId: string;
}

/**
 * Area alerts: the person's circles (list, add within the limit, delete their own) and the reactions
 * to new tasks and events: everyone whose circle holds the point, except whoever made it, gets one
 * notification (the alert's key makes a redelivered event a no-op).
 */
export class AreasService implements AreasApi {
  constructor(private readonly d: AreasDeps) {}

  async areasOf(userId: string): Promise<AreaDto[]> {
    return (await this.d.repo.list(userId)).map(toAreaDto);
  }

  async list(userId: string): Promise<AreasResponse> {
    return { areas: await this.areasOf(userId), limit: AREA_LIMIT };
  }

  async create(user: SessionUser, input: NewAreaInput): Promise<AreaDto> {
    if (user.isGuest) throw new HttpError(403, 'REGISTERED_ONLY', AREA_MESSAGES.registeredOnly);
    const row = await this.d.uow.run((_, trx) => this.d.repo.insertWithinLimit(trx, user.id, { ...input, name: input.name.trim() }, AREA_LIMIT, this.d.clock.now()));
    if (!row) throw new HttpError(409, 'AREA_LIMIT', AREA_MESSAGES.limit, { limit: AREA_LIMIT });
    return toAreaDto(row);
  }

  async remove(userId: string, id: string): Promise<void> {
    const deleted = await this.d.uow.run((_, trx) => this.d.repo.deleteOwn(trx, userId, id));
    if (!deleted) throw new HttpError(404, 'AREA_NOT_FOUND', AREA_MESSAGES.notFound);
  }

  /** `tasks.created`: tells the people whose areas hold the task (not its reporter). Answers how many were told. */
  async taskCreated(e: TaskAt): Promise<number> {
    return this.alert(e.latitude, e.longitude, e.reporterId, 'area_task', e.taskId, (area) => ({
      userId: area.user_id,
      kind: 'area_task',
      data: { taskId: e.taskId, areaId: area.id, areaName: area.name, wasteType: e.wasteType, latitude: publicCoordinate(e.latitude), longitude: publicCoordinate(e.longitude) },
    }));
  }

  /** `events.created`: tells the people whose areas hold the event (not its organiser). Answers how many were told. */
  async eventCreated(e: EventAt): Promise<number> {
    return this.alert(e.latitude, e.longitude, e.organiserId, 'area_event', e.eventId, (area) => ({
      userId: area.user_id,
      kind: 'area_event',
      data: { eventId: e.eventId, areaId: area.id, areaName: area.name, title: e.title, startsAt: e.startsAt },
    }));
  }

  /**
   * The circles holding the point, one alert per person (their nearest area names it), each claimed
   * under (person, kind, reference) in the unit of work of its notification, so a second delivery of
   * the same event finds every claim taken and notifies nobody. Issue 35: FAN_OUT_CHUNK people per
   * unit of work, each unit set-based (one INSERT of the claims, NotificationsApi.notifyMany: one
   * INSERT, one prune, one outbox event), so a thousand watchers cost a few dozen statements and never
   * hold PGlite's one connection long while requests wait; a crash between two units leaves the rest
   * to the redelivery. Each unit is a background unit (Background.unit): it starts when no request is
   * in flight, so a request that comes meanwhile waits for one small unit at most.
   */
  private async alert(latitude: number, longitude: number, makerId: string | null, kind: 'area_task' | 'area_event', ref: string, input: (area: MatchingArea) => NotifyInput): Promise<number> {
    const notifications = this.d.notifications;
    if (!notifications) return 0;
    const now = this.d.clock.now();
    const areas = await this.d.background.unit(() => this.d.uow.run((_unit, trx) => this.d.repo.containing(trx, latitude, longitude)));
    const seen = new Set<string>();
    const people: MatchingArea[] = [];
    for (const area of areas) {
      if (area.user_id === makerId || seen.has(area.user_id)) continue;
      seen.add(area.user_id);
      people.push(area);
    }
    let told = 0;
    for (let i = 0; i < people.length; i += FAN_OUT_CHUNK) {
      const chunk = people.slice(i, i + FAN_OUT_CHUNK);
      told += await this.d.background.unit(() =>
        this.d.uow.run(async (unit, trx) => {
          const claimed = await this.d.repo.claimAlerts(trx, chunk.map((area) => ({ user_id: area.user_id, kind, ref, area_id: area.id })), now);
          const inputs = chunk.filter((area) => claimed.has(area.user_id)).map(input);
          await notifications.notifyMany(inputs, unit);
          return inputs.length;
        }),
      );
    }
    return told;
  }
}

/**
 * People told in one unit of work: about 20 ms of statements on PGlite (on the server's own thread),
 * the most a request that comes during a unit waits for it (bench:fanout, issue 35).
 */
const FAN_OUT_CHUNK = 100;
