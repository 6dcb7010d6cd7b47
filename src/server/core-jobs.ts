import type { Db } from './db';
import { sweepRateLimits } from './http/rate-limit';
import type { IdempotencyStore } from './idempotency-store';
import type { Outbox } from './outbox';
import type { Scheduler } from './scheduler';

/** How often the core deletes ended rate-limit windows. */
const RATE_LIMIT_SWEEP_MS = 5 * 60_000;
/** How often the outbox job looks for events left undelivered; the longest a lost event waits. */
const OUTBOX_DELIVERY_MS = 5_000;
/** How often delivered outbox rows past their keeping time are deleted. */
const OUTBOX_SWEEP_MS = 60 * 60_000;
/** How often Idempotency-Keys past their retention are deleted. */
const IDEMPOTENCY_SWEEP_MS = 60 * 60_000;

/** The core's own jobs, beside the modules' (App.startBackground). */
export function scheduleCoreJobs(scheduler: Scheduler, { db, outbox, idempotencyKeys }: { db: Db; outbox: Outbox; idempotencyKeys: IdempotencyStore }): void {
  // Ended rate-limit windows (the DELETE is idempotent).
  scheduler.every('rate limit sweep', RATE_LIMIT_SWEEP_MS, () => sweepRateLimits(db));
  // Outbox events a crash or a failing handler left undelivered (the publishing process delivers
  // the rest right after their commit); at start too, for what the last run left.
  scheduler.every('outbox delivery', OUTBOX_DELIVERY_MS, () => outbox.deliverDue(), { runAtStart: true });
  scheduler.every('outbox sweep', OUTBOX_SWEEP_MS, () => outbox.sweep());
  // Idempotency-Keys past their retention (7 days), with their stored answers.
  scheduler.every('idempotency sweep', IDEMPOTENCY_SWEEP_MS, () => idempotencyKeys.sweep());
}
