import type { Background } from '../../../../server/background';
import type { Config } from '../../../../server/config';
import type { Db } from '../../../../server/db';
import type { EventBus } from '../../../../server/events';
import { HttpError, type Logger } from '../../../../server/http/errors';
import type { OutboundGuard } from '../../../../server/outbound/guard';
import type { PersonalDataHandler } from '../../../../server/module';
import type { Job } from '../../../../server/scheduler';
import type { Clock } from '../../../../server/tokens';
import { trxOf, type UnitOfWork } from '../../../../server/unit-of-work';
import type { NotificationsApi } from '../../../notifications/contract';
import type { ReportsApi } from '../../../reports/contract';
import { TaskEvents, type TaskCreated, type TasksApi } from '../../../tasks/contract';
import type { GeoReportService } from '../service';
import type { Open311Settings } from '../settings';
import { GeoReportClient } from './client';
import type { CityConnections } from './connections';
import { CityFiler } from './filer';
import { CityFilingsRepository } from './repository';

/** How often the jobs look for due filings and due status looks (each row keeps its own next time). */
const FILING_JOB_MS = 60_000;
const STATUS_JOB_MS = 60_000;

export interface CityWiring {
  db: Db;
  geo: GeoReportService;
  settings: Open311Settings;
  outbound: OutboundGuard;
  tasks: TasksApi;
  notifications: NotificationsApi | undefined;
  uow: UnitOfWork;
  clock: Clock;
  log: Logger;
  config: Config;
  events: EventBus;
  background: Background;
  connections: CityConnections;
  /**
   * Issue 42: the address the reporter chose to share, read when the filing is sent (the account's
   * verified e-mail, else their confirmed alerts address; ReportsApi.emailToShareWithCity). Never an
   * address from a request. Absent: no address is ever sent.
   */
  reports?: Pick<ReportsApi, 'emailToShareWithCity'>;
}

/**
 * Builds the city filer (issue 42) and subscribes it to tasks.created: a task that is not for
 * volunteers gets a filing row (idempotent), and this process's dispatcher sends it at once in the
 * background; the jobs send what a failure or a crash left and follow the status. Once: the filer
 * is a singleton, resolved at start-up (apiTokens).
 */
export function cityFiler(w: CityWiring): CityFiler {
  const { geo, background } = w;
  const filer = new CityFiler({
    repo: new CityFilingsRepository(w.db),
    connections: w.connections,
    clientFor: (city) => new GeoReportClient(city, w.outbound),
    instanceHost: w.settings.city?.endpoint.host ?? null,
    perReporterPerDay: w.settings.cityPerReporterPerDay,
    litterAfterMs: w.settings.cityLitterAfterDays * 24 * 60 * 60_000,
    reporterEmail: w.reports ? (reportId) => w.reports!.emailToShareWithCity(reportId) : undefined,
    publicRequest: async (reportId) => {
      try {
        return (await geo.request(reportId, 'en'))[0] ?? null;
      } catch (err) {
        if (err instanceof HttpError && err.status === 404) return null;
        throw err;
      }
    },
    tasks: w.tasks,
    notifications: w.notifications ?? null,
    uow: w.uow,
    clock: w.clock,
    log: w.log,
    publicOrigin: w.config.publicUrl.origin,
    inBackground: (work) => background.unit(work),
  });
  // Always: an admin may connect a city for a partner's area at any time (city_connections).
  const kick = background.dispatcher('city filing after a report', () => filer.fileDue());
  w.events.on(TaskEvents.created, async (e: TaskCreated) => {
    if (await filer.enqueue(e)) kick();
  });
  return filer;
}

/** Always on: a partner's city may be connected at any time; with nothing due each run is one indexed query. */
export function cityJobs(filer: CityFiler): Job[] {
  return [
    { name: 'city filing', intervalMs: FILING_JOB_MS, run: () => filer.fileDue(), runAtStart: true },
    { name: 'city status', intervalMs: STATUS_JOB_MS, run: () => filer.pollDue() },
  ];
}

/** The reporter's id on their filings: exported; on erasure the filing stays (the city has it) without them. */
export function cityPersonalData(repo: CityFilingsRepository): PersonalDataHandler {
  return {
    tables: ['city_filings'],
    async export(userId, unit) {
      const rows = await repo.ofReporter(trxOf(unit), userId);
      return { cityFilings: rows.map((r) => ({ taskId: r.task_id, state: r.state, cityStatus: r.city_status, createdAt: r.created_at, filedAt: r.filed_at, closedAt: r.closed_at })) };
    },
    erase: (userId, unit) => repo.forgetReporter(trxOf(unit), userId),
  };
}
