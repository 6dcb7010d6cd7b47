import type { TaskCommandContext } from './context';

/** The background sweep: assignments past their hold go back to the map. Returns how many. */
export async function releaseOverdueHolds(c: TaskCommandContext): Promise<number> {
  const released = await c.holdsRepo.releaseOverdue(c.clock.now());
  if (released.length > 0) await c.changed();
  return released.length;
}

/** Expired guests will not come back: what they hold goes back to the map (not what waits for review). */
export async function releaseHoldsOf(c: TaskCommandContext, userIds: string[]): Promise<number> {
  const released = await c.holdsRepo.releaseHeldBy(userIds, c.clock.now());
  if (released.length > 0) await c.changed();
  return released.length;
}
