import type { Logger } from '../../../../server/http/errors';
import type { Clock } from '../../../../server/tokens';
import type { UnitOfWork } from '../../../../server/unit-of-work';
import { PRODUCT_NAME } from '../../../../shared/constants';
import type { NotificationsApi } from '../../../notifications/contract';
import type { TaskCreated, TasksApi } from '../../../tasks/contract';
import type { CityFilingAdminDto, CityFilingsAdminResponse, Open311Request, TaskCityStatusDto } from '../../contract';
import type { CityRequestInput, CityRequestState, GeoReportClient } from './client';
import type { CityConnection } from './connection';
import type { RoutedConnection } from './connections';
import type { CityFilingsRepository, FilingRow } from './repository';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** A claimed filing belongs to its process this long (the POST gives up after 30 s). */
export const FILING_LEASE_MS = 2 * MINUTE;
/** The wait after a failed POST, doubled after each further one up to FILING_RETRY_MAX_MS; never given up. */
export const FILING_RETRY_BASE_MS = 30_000;
export const FILING_RETRY_MAX_MS = 30 * MINUTE;
/** How often an open request is looked at again; after a failed look, from POLL_RETRY_BASE_MS doubling up to the same. */
export const POLL_INTERVAL_MS = 10 * MINUTE;
export const POLL_RETRY_BASE_MS = MINUTE;
/** Filings claimed, and requests asked about, at once. */
const BATCH = 20;
const MAX_ROUNDS = 10;
const ADMIN_LIST_LIMIT = 100;

export interface CityFilerDeps {
  repo: CityFilingsRepository;
  /**
   * Which city a point's report goes to (a partner's area that holds it, the smallest first; else
   * the instance-wide one; else null: nothing is filed), and the connection a filing was made for
   * (its connection_id; null: the instance-wide one), null once it is gone (connections.ts).
   */
  connections: { forPoint(lat: number, lon: number): Promise<RoutedConnection | null>; byId(id: string | null): Promise<CityConnection | null> };
  /** A client of one city (through the outbound guard). */
  clientFor: (city: CityConnection) => GeoReportClient;
  /** The instance-wide connection's host (the admin page names it), or null. */
  instanceHost: string | null;
  /** Filings one reporter's reports may make in 24 hours (CITY_OPEN311_PER_REPORTER_PER_DAY), of each kind. */
  perReporterPerDay: number;
  /** A volunteers' task in an area whose city has a general-litter code is filed under it once it stayed unclaimed this long (CITY_OPEN311_LITTER_AFTER_DAYS). */
  litterAfterMs: number;
  /**
   * Issue 42: the address to send as `email` for this report, read at the moment of sending: only
   * when the reporter chose to share it, their account is registered and active and has a confirmed
   * address (the verified account e-mail, else the confirmed alerts address; wiring.ts); null
   * otherwise (a guest, an erased or changed account, an address unconfirmed or removed, no choice).
   */
  reporterEmail?: (reportId: string, reporterId: string) => Promise<string | null>;
  /** The public view of a report as this server's own GeoReport v2 answers it (GeoReportService.request). */
  publicRequest: (reportId: string) => Promise<Open311Request | null>;
  tasks: TasksApi;
  notifications: NotificationsApi | null;
  uow: UnitOfWork;
  clock: Clock;
  log: Logger;
  /** PUBLIC_URL's origin: the link to the task on the public map, in the description. */
  publicOrigin: string;
  /** Runs a small database unit of the background work once no request is in flight (Background.unit); default: at once. */
  inBackground?: <T>(work: () => Promise<T>) => Promise<T>;
}

/** The wait after the n-th failure in a row: base, doubled each time, at most max. */
const backoff = (base: number, max: number, n: number) => Math.min(base * 2 ** Math.max(0, n - 1), max);
const messageOf = (err: unknown) => (err instanceof Error ? `${err.name}: ${err.message}` : String(err));

/**
 * Issue 42: files hazardous reports (not for volunteers) with the city's GeoReport v2 system and
 * follows their status. A filing is a city_filings row written by the tasks.created handler (the
 * outbox delivers that event at least once, after the task's own commit; the row's unique task_id
 * makes a repeat change nothing). fileDue() claims due rows atomically (only one process sends a
 * row), POSTs and records the outcome; a failure is tried again with backoff, without end, and
 * stays visible in the admin with its error and attempts. pollDue() asks the city about filed
 * requests; 'closed' completes the task (nobody is paid) and tells the reporter, once.
 */
export class CityFiler {
  constructor(private readonly d: CityFilerDeps) {}

  /**
   * The tasks.created handler: a filing for a task that is not for volunteers, when a city is
   * connected for its point (connections.forPoint; the row keeps which one: its retries and status
   * looks go to that city). True when one was added now. A reporter's reports make at most perReporterPerDay
   * filings in 24 hours: naming 'sharps' on every report does not let one person flood the city's
   * system (beyond it the report stays on the map, marked not for volunteers, as before issue 42).
   */
  async enqueue(e: TaskCreated): Promise<boolean> {
    if (!e.reportId) return false;
    const routed = await this.d.connections.forPoint(e.latitude, e.longitude);
    if (!routed) return false;
    // General litter (a volunteers' task) only where the city named a code for it, and only later (file()).
    const kind = e.forVolunteers === false ? 'hazard' : 'litter';
    if (kind === 'litter' && !routed.city.litterServiceCode) return false;
    const now = this.d.clock.now();
    if (e.reporterId && (await this.d.repo.countByReporterSince(e.reporterId, new Date(now.getTime() - DAY), kind)) >= this.d.perReporterPerDay) {
      this.d.log.info(`city filing (${kind}) of task ${e.taskId} skipped: its reporter's reports made ${this.d.perReporterPerDay} such filings in 24 hours`);
      return false;
    }
    const dueAt = kind === 'litter' ? new Date(now.getTime() + this.d.litterAfterMs) : now;
    return this.d.repo.enqueue({ task_id: e.taskId, report_id: e.reportId, reporter_id: e.reporterId, connection_id: routed.id, kind }, now, dueAt);
  }

  /** Sends every due filing, batch after batch; returns how many the city took now. */
  async fileDue(): Promise<number> {
    let filed = 0;
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const now = this.d.clock.now();
      const rows = await this.unit(() => this.d.repo.claim(now, new Date(now.getTime() + FILING_LEASE_MS), BATCH));
      for (const row of rows) if (await this.file(row)) filed++;
      if (rows.length < BATCH) break;
    }
    return filed;
  }

  /**
   * What goes to the city: the public view of the report (what this server's own Open311 shows),
   * nothing of a person but the e-mail address the reporter chose to share (reporterEmail; never
   * taken from a request, and none once the filing has no reporter: an erased account).
   */
  async requestInput(row: Pick<FilingRow, 'task_id' | 'report_id'> & Partial<Pick<FilingRow, 'reporter_id'>>, serviceCode: string): Promise<CityRequestInput> {
    const view = await this.d.publicRequest(row.report_id);
    if (!view) throw new Error(`report ${row.report_id} has no public view (deleted?)`);
    // The task's link on the public map: a person at the city sees the spot, and a request sent twice
    // (a POST that timed out after the city took it) shows the same reference twice.
    const ref = `${PRODUCT_NAME} ${row.task_id}: ${this.d.publicOrigin}/map?task=${encodeURIComponent(row.task_id)}`;
    const email = row.reporter_id && this.d.reporterEmail ? await this.d.reporterEmail(row.report_id, row.reporter_id) : null;
    return {
      service_code: serviceCode,
      ...(email ? { email } : {}),
      ...(view.lat !== undefined && view.long !== undefined ? { lat: view.lat, long: view.long } : {}),
      ...(view.address ? { address_string: view.address } : {}),
      description: view.description ? `${view.description}\n\n${ref}` : ref,
      ...(view.media_url ? { media_url: view.media_url } : {}),
    };
  }

  private async file(row: FilingRow): Promise<boolean> {
    try {
      const city = await this.cityOf(row);
      let code = city.hazardServiceCode;
      if (row.kind === 'litter') {
        // Offered to the city only while no volunteer took it (and the city still names a litter code).
        const task = await this.d.tasks.reportedTask(row.report_id);
        if (!city.litterServiceCode || task?.taskId !== row.task_id || task.status !== 'available') {
          await this.d.repo.dropped(row, this.d.clock.now());
          return false;
        }
        code = city.litterServiceCode;
      }
      const receipt = await this.d.clientFor(city).create(await this.requestInput(row, code));
      const now = this.d.clock.now();
      return await this.d.repo.filed(row, receipt, now, new Date(now.getTime() + POLL_INTERVAL_MS));
    } catch (err) {
      const now = this.d.clock.now();
      const retryAt = new Date(now.getTime() + backoff(FILING_RETRY_BASE_MS, FILING_RETRY_MAX_MS, row.attempts));
      await this.d.repo.failed(row, messageOf(err), now, retryAt);
      this.d.log.error(`city filing of task ${row.task_id} failed (attempt ${row.attempts}); tried again at ${retryAt.toISOString()}`, err);
      return false;
    }
  }

  /** Asks the city about filed requests that are due a look; returns how many it closed now. */
  async pollDue(): Promise<number> {
    let closed = 0;
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const rows = await this.d.repo.duePolls(this.d.clock.now(), BATCH);
      if (rows.length === 0) break;
      // Each city is asked about its own requests.
      const byConnection = new Map<string | null, FilingRow[]>();
      for (const row of rows) byConnection.set(row.connection_id, [...(byConnection.get(row.connection_id) ?? []), row]);
      for (const some of byConnection.values()) {
        try {
          closed += await this.poll(some, this.d.clientFor(await this.cityOf(some[0]!)));
        } catch (err) {
          await this.pollFailed(some, err);
        }
      }
      if (rows.length < BATCH) break;
    }
    return closed;
  }

  /** The city a filing was made for; an error (kept on the row for the admin, tried again) once its connection is gone. */
  private async cityOf(row: Pick<FilingRow, 'connection_id'>): Promise<CityConnection> {
    const city = await this.d.connections.byId(row.connection_id);
    if (city) return city;
    throw new Error(row.connection_id === null ? 'no instance-wide city connection (CITY_OPEN311_ENDPOINT is not set)' : `city connection ${row.connection_id} was removed`);
  }

  private async pollFailed(some: FilingRow[], err: unknown): Promise<void> {
    const now = this.d.clock.now();
    await this.d.repo.pollFailed(some, `status: ${messageOf(err)}`, now, (n) => new Date(now.getTime() + backoff(POLL_RETRY_BASE_MS, POLL_INTERVAL_MS, n)));
  }

  private async poll(rows: FilingRow[], client: GeoReportClient): Promise<number> {
    const failed = (some: FilingRow[], err: unknown) => this.pollFailed(some, err);
    const asked: FilingRow[] = [];
    for (const row of rows) {
      if (row.service_request_id) {
        asked.push(row);
        continue;
      }
      try {
        const id = await client.resolveToken(row.token!);
        if (id) {
          await this.d.repo.resolved(row.id, id, this.d.clock.now());
          asked.push({ ...row, service_request_id: id });
        } else await this.d.repo.polled(row.id, { status: 'open', notes: null, updatedAt: null }, this.d.clock.now(), this.nextPoll());
      } catch (err) {
        await failed([row], err);
      }
    }
    if (asked.length === 0) return 0;
    let states: CityRequestState[];
    try {
      states = await client.states(asked.map((r) => r.service_request_id!));
    } catch (err) {
      await failed(asked, err);
      return 0;
    }
    const byId = new Map(states.map((s) => [s.serviceRequestId, s]));
    let closed = 0;
    for (const row of asked) {
      const s = byId.get(row.service_request_id!);
      const now = this.d.clock.now();
      if (!s) {
        await this.d.repo.polled(row.id, { status: row.city_status === 'in_progress' ? 'in_progress' : 'open', notes: row.city_status_notes, updatedAt: row.city_updated_at }, now, this.nextPoll());
        continue;
      }
      const updatedAt = s.updatedAt && !Number.isNaN(Date.parse(s.updatedAt)) ? new Date(s.updatedAt) : null;
      if (s.status === 'closed') {
        if (await this.close(row, s.notes, updatedAt)) closed++;
        continue;
      }
      // In progress: the city changed it since it was made, or its notes changed since the last look
      // (many servers write notes on every request, so notes alone say nothing); it stays so.
      const later = updatedAt !== null && s.requestedAt !== null && updatedAt.getTime() > Date.parse(s.requestedAt);
      const newNotes = row.city_status_notes !== null && s.notes !== null && s.notes !== row.city_status_notes;
      const changed = row.city_status === 'in_progress' || later || newNotes;
      await this.d.repo.polled(row.id, { status: changed ? 'in_progress' : 'open', notes: s.notes, updatedAt }, now, this.nextPoll());
    }
    return closed;
  }

  /** The city closed it: recorded once (a conditional update); in the same transaction the task is completed and the reporter told. */
  private close(row: FilingRow, notes: string | null, updatedAt: Date | null): Promise<boolean> {
    return this.unit(() => this.d.uow.run(async (unit, trx) => {
      const now = this.d.clock.now();
      const filing = await this.d.repo.closed(trx, row.id, { notes, updatedAt }, now);
      if (!filing) return false;
      const task = await this.d.tasks.closeByCity(filing.task_id, unit);
      // The bell's text speaks of a report not for volunteers: a litter filing (a volunteers' task) tells nobody.
      if (filing.kind === 'hazard' && filing.reporter_id && this.d.notifications) {
        await this.d.notifications.notify({ userId: filing.reporter_id, kind: 'task_city', data: { taskId: filing.task_id, location: task.location, notes: notes?.slice(0, 500) ?? null } }, unit);
      }
      return true;
    }));
  }

  private unit<T>(work: () => Promise<T>): Promise<T> {
    return this.d.inBackground ? this.d.inBackground(work) : work();
  }

  /** The step a task's filing reached (public: no ids, no notes). */
  async statusOf(taskId: string): Promise<TaskCityStatusDto> {
    const row = await this.d.repo.byTask(taskId);
    if (!row || row.state !== 'filed') return { status: null };
    return { status: row.city_status === 'closed' ? 'cleared' : row.city_status === 'in_progress' ? 'in_progress' : 'filed' };
  }

  /** The admin's list: filings whose last POST or status look failed. */
  async troubled(): Promise<CityFilingsAdminResponse> {
    const rows = await this.d.repo.troubled(ADMIN_LIST_LIMIT);
    const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
    return {
      cityHost: this.d.instanceHost,
      filings: rows.map((r) => ({
        taskId: r.task_id, state: r.state as CityFilingAdminDto['state'], attempts: r.attempts, pollFailures: r.poll_failures, lastError: r.last_error,
        nextAttemptAt: r.state === 'filed' ? iso(r.next_poll_at) : iso(r.next_attempt_at), serviceRequestId: r.service_request_id, createdAt: iso(r.created_at)!,
      })),
    };
  }

  private nextPoll(): Date {
    return new Date(this.d.clock.now().getTime() + POLL_INTERVAL_MS);
  }
}
