import type Koa from 'koa';

export interface ForegroundOptions {
  /** How long no request must have been in flight before a background unit starts (the next request of a burst comes within it). */
  quietMs: number;
  /** The longest background work waits while requests keep coming: then one unit goes anyway (one per maxWaitMs), so it never starves. */
  maxWaitMs: number;
}

export const FOREGROUND_DEFAULTS: ForegroundOptions = { quietMs: 10, maxWaitMs: 1000 };

interface Waiter {
  since: number;
  go: () => void;
}

/**
 * Requests before background work (issue 35, measured with `npm run bench:fanout`): a report in an
 * area a thousand people watch fans out in the background, and on PGlite every statement of that
 * fan-out runs on the server's own thread (the embedded database is WebAssembly in the process), on
 * PostgreSQL on the same two cores; back to back, the fan-out of earlier reports doubled the
 * requests' times. Every HTTP request is counted while its middleware runs (`middleware`); background
 * work runs in small units through `run`, and a unit starts only when no request is in flight and
 * none has ended within `quietMs`, one unit at a time (so a request arriving meanwhile waits for one
 * small unit at most). While requests keep coming, one unit goes every `maxWaitMs` anyway, so
 * background work never starves; the rest follows in the first quiet moment. A unit never waits for
 * another one inside it: `run` is for the innermost units (a transaction, a claim), never nested.
 */
export class ForegroundGate {
  private readonly o: ForegroundOptions;
  private inFlight = 0;
  private lastEnd = -Infinity;
  private lastGrant = -Infinity;
  /** A unit let through and not yet ended. */
  private holding = false;
  private readonly waiters: Waiter[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;
  private turn: ReturnType<typeof setImmediate> | undefined;

  constructor(
    options: Partial<ForegroundOptions> = {},
    private readonly now: () => number = () => performance.now(),
  ) {
    this.o = { ...FOREGROUND_DEFAULTS, ...options };
  }

  /** Requests in flight now. */
  get requests(): number {
    return this.inFlight;
  }

  /** Background units waiting for their turn. */
  get waiting(): number {
    return this.waiters.length;
  }

  /** A request started; the function it answers ends it (once, however often called). */
  enter(): () => void {
    this.inFlight++;
    let left = false;
    return () => {
      if (left) return;
      left = true;
      this.inFlight--;
      this.lastEnd = this.now();
      this.pump();
    };
  }

  /** Counts each request while the middleware below it runs (the answer's bytes are written after). */
  middleware(): Koa.Middleware {
    return async (_ctx, next) => {
      const leave = this.enter();
      try {
        await next();
      } finally {
        leave();
      }
    };
  }

  /** Runs one unit of background work at its turn (see the class); answers what it answers. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    await new Promise<void>((go) => {
      this.waiters.push({ since: this.now(), go });
      this.pump();
    });
    try {
      return await work();
    } finally {
      this.holding = false;
      this.pump();
    }
  }

  /**
   * Decides after the event loop's next look for I/O, never in the step that ended a unit or a
   * request: on PGlite a query answers through promises alone, so units granted one after another
   * from their ends would run as one long chain of microtasks in which no new request is ever read
   * (bench:fanout showed the event loop blocked 4.6 s while the gate saw no request in flight).
   */
  private pump(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    if (this.turn || this.holding || this.waiters.length === 0) return;
    this.turn = setImmediate(() => {
      this.turn = undefined;
      this.decide();
    });
  }

  /** Lets the first waiter go when it may; otherwise looks again when it may next. */
  private decide(): void {
    const head = this.waiters[0];
    if (this.holding || !head) return;
    const now = this.now();
    const quietAt = this.inFlight === 0 ? this.lastEnd + this.o.quietMs : Infinity;
    const forcedAt = Math.max(this.lastGrant, head.since) + this.o.maxWaitMs;
    const at = Math.min(quietAt, forcedAt);
    if (at <= now) {
      this.waiters.shift();
      this.holding = true;
      this.lastGrant = now;
      head.go();
      return;
    }
    this.timer = setTimeout(() => this.pump(), Math.max(1, Math.ceil(at - now)));
  }
}
