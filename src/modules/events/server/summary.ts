import { HttpError } from '../../../server/http/errors';
import type { SessionUser } from '../../../server/http/session';
import { EVENT_ATTENDED_REWARD, type EventSummaryInput } from '../contract';
import type { EventRow } from './models';
import { payoutBlock } from './rules';
import type { EventsDeps } from './service';

export const notFound = () => new HttpError(404, 'EVENT_NOT_FOUND', 'This cleanup event does not exist.');
export const notOrganiser = () => new HttpError(403, 'NOT_ORGANISER', 'Only the organiser of this cleanup can do this.');

/**
 * The organiser's summary (from the start on). Saved again, it corrects the numbers. It pays (issue
 * 33) only once the event has ended, only for an event that lasted EVENT_PAID_MIN_DURATION_MS, and
 * only when EVENT_PAID_MIN_PRESENT people besides the organiser checked in (`payoutBlock`); the
 * organiser is never paid for their own event. Otherwise the summary is saved and pays nobody, and
 * its `rewards.blockedBy` says why. When it pays, in the same unit of work every checked-in person
 * not paid yet is credited once (reason 'event_attended', reference `${eventId}:${userId}`, verified by
 * the organiser: the ledger's unique key makes a replay pay nobody twice) and marked paid; someone
 * checked in later is paid by the next save. A credit the gamification module refuses (the person's
 * daily cap) leaves the person unpaid, so a later save may pay them on another day.
 */
export async function saveSummary(d: EventsDeps, id: string, user: SessionUser, input: EventSummaryInput): Promise<EventRow> {
  const now = d.clock.now();
  return d.uow.run(async (unit, trx) => {
    const event = await d.repo.lock(trx, id);
    if (!event) throw notFound();
    if (!event.organiser_id || event.organiser_id !== user.id) throw notOrganiser();
    if (now.getTime() < new Date(event.starts_at).getTime()) throw new HttpError(409, 'EVENT_NOT_STARTED', 'The summary can be written once the cleanup has started.');
    const saved = await d.repo.saveSummary(trx, id, input, now);
    const present = (await d.repo.presentCounts(trx, [id])).get(id);
    const times = { startsAt: new Date(event.starts_at), endsAt: new Date(event.ends_at), createdAt: new Date(event.created_at) };
    if (payoutBlock(times, now, present?.others ?? 0) !== null) return saved;
    const organiserId = event.organiser_id;
    for (const a of await d.repo.unpaid(trx, id, organiserId)) {
      const paid = await d.rewards.credit(
        { userId: a.user_id, reason: 'event_attended', reference: `${id}:${a.user_id}`, ...EVENT_ATTENDED_REWARD, verifiedBy: { kind: 'organiser', by: organiserId } },
        unit,
      );
      if (!paid.refused) await d.repo.markPaid(trx, id, a.user_id, now);
    }
    return saved;
  });
}
