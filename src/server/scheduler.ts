import type { Logger } from './http/errors';
import { noJobLock, type JobLock } from './job-lock';

/** A repeating background job: a module declares its own through ServerModule.jobs. */
export interface Job {
  /** Unique per app; a failed run is logged as `<name> failed`. */
  name: string;
  /** Time between the starts of two runs. */
  intervalMs: number;
  run: () => Promise<unknown>;
  /** Also run once as soon as the job is scheduled, not only after the first interval. */
  runAtStart?: boolean;
}

export type JobOptions = Pick<Job, 'runAtStart'>;

/**
 * Runs the app's background jobs: one unref'd timer per job (so a job never keeps the process alive),
 * never two runs of the same job at once (a tick that comes while the previous run is still going is
 * skipped), and a failed run is logged, never thrown. Every run goes through `runJob`, under the job
 * lock (job-lock.ts): with several processes on one database, a run another process holds is skipped.
 */
export class Scheduler {
  private readonly timers = new Map<string, ReturnType<typeof setInterval>>();
  private readonly running = new Map<string, Promise<void>>();
  private stopped = false;

  constructor(
    private readonly log: Logger,
    private readonly lock: JobLock = noJobLock,
  ) {}

  /** Runs `run` every `intervalMs` until stop(). */
  every(name: string, intervalMs: number, run: () => Promise<unknown>, options: JobOptions = {}): void {
    this.schedule({ name, intervalMs, run, ...options });
  }

  schedule(job: Job): void {
    if (this.stopped) throw new Error(`The scheduler is stopped: job "${job.name}" cannot start.`);
    if (this.timers.has(job.name)) throw new Error(`Two background jobs are named "${job.name}".`);
    const timer = setInterval(() => this.tick(job), job.intervalMs);
    timer.unref();
    this.timers.set(job.name, timer);
    if (job.runAtStart) this.tick(job);
  }

  /** Clears every timer; resolves once the runs under way have ended. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers.values()) clearInterval(timer);
    this.timers.clear();
    await Promise.all(this.running.values());
  }

  private tick(job: Job): void {
    if (this.running.has(job.name)) return;
    const run = this.runJob(job).finally(() => this.running.delete(job.name));
    this.running.set(job.name, run);
  }

  private async runJob(job: Job): Promise<void> {
    try {
      await this.lock.run(job.name, () => job.run());
    } catch (err) {
      this.log.error(`${job.name} failed`, err);
    }
  }
}
