import { ForegroundGate } from './foreground';
import type { Logger } from './http/errors';

/**
 * Work a request starts and does not wait for (issue 35): the outbox's delivery after a commit, the
 * alerts' sending, anything that talks to other people's servers or fans out to other people. The
 * rows that work reads were written in the request's transaction, so a crash loses nothing: the
 * background jobs deliver what a process left. `idle()` waits for all of it (shutdown, tests).
 * Requests go first: the work's database units run through `unit()`, which waits while requests are
 * in flight (the app counts them with `foreground.middleware()`; ForegroundGate).
 */
export class Background {
  private readonly pending = new Set<Promise<void>>();
  private stopping = false;

  constructor(
    private readonly log: Logger,
    readonly foreground: ForegroundGate = new ForegroundGate(),
  ) {}

  /**
   * One small unit of background work (a transaction, a claim: never a wait for another server, and
   * never a unit inside another), run once no request is in flight, or after the gate's longest
   * wait (ForegroundGate.run).
   */
  unit<T>(work: () => Promise<T>): Promise<T> {
    return this.foreground.run(work);
  }

  /** A shutdown started: nothing new starts, and long-running work ends after its current item (its rows wait for the next process). */
  get stopped(): boolean {
    return this.stopping;
  }

  stop(): void {
    this.stopping = true;
  }

  /** Starts `work` now; nobody waits for it. A failure is logged as `<name> failed`. After stop(), nothing starts. */
  start(name: string, work: () => Promise<unknown>): void {
    if (this.stopping) return;
    const run = (async () => {
      try {
        await work();
      } catch (err) {
        this.log.error(`${name} failed`, err);
      }
    })();
    this.pending.add(run);
    void run.finally(() => this.pending.delete(run));
  }

  /**
   * A dispatcher: `kick()` starts `run` unless a run is under way; a kick during a run makes one more
   * run follow it, so work committed meanwhile is not left for the next job tick. Never two runs at once.
   */
  dispatcher(name: string, run: () => Promise<unknown>): () => void {
    let running = false;
    let again = false;
    const loop = async () => {
      try {
        for (;;) {
          again = false;
          try {
            await run();
          } catch (err) {
            this.log.error(`${name} failed`, err);
          }
          if (!again || this.stopping) break;
        }
      } finally {
        running = false; // in the same step as the last check of `again`: no kick falls between them
      }
    };
    return () => {
      if (running) {
        again = true;
        return;
      }
      running = true;
      this.start(name, loop);
    };
  }

  /** Resolves once nothing started here is under way, including work started meanwhile. */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }
}

export class TimedOut extends Error {
  constructor(what: string, ms: number) {
    super(`${what}: no answer within ${ms} ms`);
    this.name = 'TimedOut';
  }
}

/**
 * `promise`, or a TimedOut rejection after `ms` (the call itself is not cancelled: its own socket
 * timeouts end it; its late outcome is ignored).
 */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimedOut(what, ms)), ms);
    timer.unref();
  });
  promise.catch(() => undefined);
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
