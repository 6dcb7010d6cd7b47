import type { Background } from '../../../server/background';
import type { Clock } from '../../../server/tokens';
import type { UnitOfWork } from '../../../server/unit-of-work';
import { publicCoordinate } from '../../../shared/public-view';
import type { NotificationsApi, NotifyInput } from '../../notifications/contract';
import type { SurveyConfirmed } from '../../surveys/contract';
import type { TaskCompleted } from '../../tasks/contract';
import { ADOPTION_MISSED_TO_RELEASE, type AdoptionsApi } from '../contract';
import type { Adopters } from './adopters';
import type { AdoptionRow, AdoptionVisitRow } from './models';
import { cycleEnd, type AdoptionsRepository } from './repository';
import { holds, shapeOf } from './shapes';
import { distanceKm } from '../../../shared/geo';
import { distanceToLineM } from '../../../shared/polyline';

export interface CyclesDeps {
  repo: AdoptionsRepository;
  clock: Clock;
  uow: UnitOfWork;
  background: Background;
  adopters: Adopters;
  /** Null without the notifications module: then nobody is reminded (the cycles still run). */
  notifications: NotificationsApi | null;
}

/** Spots looked at per pass of each kind (the soonest first; the next run takes the rest). */
const PASS_LIMIT = 500;

/**
 * A spot's cycles (issue 42). Visits: a cleanup verified (by the AI or a moderator: the tasks module's
 * `tasks.completed`) or a survey confirmed (by someone other than the surveyor: `surveys.confirmed`)
 * inside the spot, by one of its adopters, during the running cycle, is that cycle's visit (once per
 * task or survey however often the event arrives). The job (`runDue`, on the app's clock): a cycle that
 * ended without a visit counts as missed, ADOPTION_MISSED_TO_RELEASE in a row release the spot with a
 * notice to its adopters; a cycle ending within a day without a visit reminds its adopters once (a
 * conditional UPDATE claims the cycle's reminder, so two processes at once remind once). The
 * notifications are written in the claim's unit of work; push and mail follow them through the alerts
 * module, only by the channels each adopter turned on.
 */
export class AdoptionCycles implements AdoptionsApi {
  constructor(private readonly d: CyclesDeps) {}

  async taskCompleted(e: TaskCompleted): Promise<number> {
    if (e.latitude === undefined || e.longitude === undefined) return 0;
    return this.visit(e.latitude, e.longitude, e.userId, { kind: 'cleanup', ref: e.taskId, user_id: e.userId, visited_at: new Date(e.completedAt) });
  }

  async surveyConfirmed(e: SurveyConfirmed): Promise<number> {
    if (!e.userId) return 0;
    return this.visit(e.latitude, e.longitude, e.userId, { kind: 'survey', ref: e.surveyId, user_id: e.userId, visited_at: new Date(e.endedAt) });
  }

  /**
   * Records the work as the visit of ONE spot that holds it (a circle by its radius, a street by the
   * distance to its line) and whose adopters include its maker: the nearest whose running cycle takes
   * it. One cleanup never keeps several spots alive (overlapping spots, a street across a circle), and
   * a redelivered event that was recorded already counts nowhere else. Answers how many spots it
   * counted for (0 or 1).
   */
  private async visit(latitude: number, longitude: number, userId: string, visit: Omit<AdoptionVisitRow, 'adoption_id'>): Promise<number> {
    const at = { latitude, longitude };
    if (await this.d.repo.visitRecorded(this.d.repo.db, visit.kind, visit.ref)) return 0;
    const spots = (await this.d.repo.holding(this.d.repo.db, latitude, longitude))
      .map((spot) => ({ spot, shape: shapeOf(spot) }))
      .filter((s) => holds(s.shape, at))
      .map((s) => ({ ...s, distance: s.shape.kind === 'circle' ? distanceKm(s.shape, at) * 1000 : distanceToLineM(at, s.shape.path) }))
      .sort((a, b) => a.distance - b.distance || a.spot.id.localeCompare(b.spot.id));
    for (const { spot } of spots) {
      if (!(await this.d.adopters.mayVisit(spot, userId))) continue;
      if (await this.d.uow.run((_unit, trx) => this.d.repo.recordVisit(trx, spot, visit))) return 1;
    }
    return 0;
  }

  async runDue(): Promise<{ reminded: number; missed: number; released: number }> {
    const now = this.d.clock.now();
    let missed = 0;
    let released = 0;
    for (const spot of await this.d.repo.cycleEnded(this.d.repo.db, now, PASS_LIMIT)) {
      const r = await this.closeCycles(spot, now);
      missed += r.missed;
      released += r.released ? 1 : 0;
    }
    let reminded = 0;
    for (const spot of await this.d.repo.needingReminder(this.d.repo.db, now, PASS_LIMIT)) {
      if (await this.remind(spot)) reminded += 1;
    }
    return { reminded, missed, released };
  }

  /** Closes every cycle of the spot that ended by `now`; releases it after ADOPTION_MISSED_TO_RELEASE missed in a row. */
  private async closeCycles(spot: AdoptionRow, now: Date): Promise<{ missed: number; released: boolean }> {
    let due = new Date(spot.next_due_at);
    let visited = spot.cycle_visit_at !== null;
    let inRow = spot.missed_cycles;
    let total = spot.missed_total;
    let missed = 0;
    while (due.getTime() <= now.getTime() && inRow < ADOPTION_MISSED_TO_RELEASE) {
      if (visited) inRow = 0;
      else {
        inRow += 1;
        total += 1;
        missed += 1;
      }
      visited = false;
      due = cycleEnd(due, spot.every_weeks);
    }
    const release = inRow >= ADOPTION_MISSED_TO_RELEASE;
    const recipients = release ? await this.d.adopters.recipients(spot) : [];
    const done = await this.d.background.unit(() =>
      this.d.uow.run(async (unit, trx) => {
        const row = await this.d.repo.closeCycles(trx, spot, { next_due_at: due, missed_cycles: inRow, missed_total: total });
        if (!row) return false; // another run closed them first
        if (release && (await this.d.repo.release(trx, spot.id, 'missed', now))) {
          await this.notify(
            recipients.map((userId) => ({ userId, kind: 'adoption_released', data: { adoptionId: spot.id, missedCycles: inRow, latitude: publicCoordinate(Number(spot.latitude)), longitude: publicCoordinate(Number(spot.longitude)) } })),
            unit,
          );
        }
        return true;
      }),
    );
    return done ? { missed, released: release } : { missed: 0, released: false };
  }

  /** The running cycle's reminder, once: the claim and the notifications commit together. */
  private async remind(spot: AdoptionRow): Promise<boolean> {
    const recipients = await this.d.adopters.recipients(spot);
    return await this.d.background.unit(() =>
      this.d.uow.run(async (unit, trx) => {
        if (!(await this.d.repo.claimReminder(trx, spot))) return false;
        await this.notify(
          recipients.map((userId) => ({
            userId,
            kind: 'adoption_due',
            data: { adoptionId: spot.id, dueAt: new Date(spot.next_due_at).toISOString(), latitude: publicCoordinate(Number(spot.latitude)), longitude: publicCoordinate(Number(spot.longitude)) },
          })),
          unit,
        );
        return true;
      }),
    );
  }

  private async notify(inputs: NotifyInput[], unit: Parameters<NotificationsApi['notifyMany']>[1]): Promise<void> {
    if (this.d.notifications && inputs.length > 0) await this.d.notifications.notifyMany(inputs, unit);
  }
}
