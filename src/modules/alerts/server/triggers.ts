import type { EventBus } from '../../../server/events';
import type { Clock } from '../../../server/tokens';
import { NotificationEvents, type NotificationCreated, type NotificationsCreated } from '../../notifications/contract';
import type { TasksApi } from '../../tasks/contract';
import type { AlertKind, AlertMessage, AlertsApi } from '../contract';
import type { AlertsService } from './service';
import { adoptionDueMessage, adoptionReleasedMessage, areaEventMessage, areaTaskMessage, claimEndsSoonMessage, reportCleanedMessage } from './texts';

/** Claims looked at per run of the 'claim ends soon' job (the soonest first; the next run takes the rest). */
const CLAIM_SCAN_LIMIT = 500;

/**
 * 'Your report was cleaned' and 'news in your areas' (issue 24): the notifications module writes the
 * notification and publishes `notifications.created` through the outbox; this sends the alert by the
 * person's chosen channels, once per notification (the delivery's reference), however often the event
 * is delivered.
 */
export function subscribeToNotifications(
  events: EventBus,
  alerts: Pick<AlertsService, 'send' | 'sendMany'>,
  /** Runs a fan-out's queueing as one background unit (Background.unit: after the requests in flight). */
  unit: (work: () => Promise<number>) => Promise<number> = (work) => work(),
): void {
  events.on(NotificationEvents.created, async (e: NotificationCreated) => {
    const alert = alertOf(e);
    if (alert) await alerts.send(e.userId, alert.kind, alert.reference, alert.message);
  });
  // Issue 35: a fan-out's notifications (area alerts) in one event, queued with a few queries.
  events.on(NotificationEvents.createdMany, async (e: NotificationsCreated) => {
    const many = e.notifications.flatMap((n) => {
      const alert = alertOf(n);
      return alert ? [{ userId: n.userId, ...alert }] : [];
    });
    await unit(() => alerts.sendMany(many));
  });
}

/** The alert a notification makes, if any: 'report cleaned', and (issue 24) news in one of the person's areas. */
function alertOf(e: NotificationCreated): { kind: AlertKind; reference: string; message: AlertMessage } | null {
  const reference = `notification:${e.notificationId}`;
  if (e.kind === 'task_cleaned') return { kind: 'reportCleaned', reference, message: reportCleanedMessage() };
  if (e.kind === 'area_task') return { kind: 'areaNew', reference, message: areaTaskMessage() };
  if (e.kind === 'area_event') return { kind: 'areaNew', reference, message: areaEventMessage() };
  if (e.kind === 'adoption_due') return { kind: 'adoptionDue', reference, message: adoptionDueMessage() };
  if (e.kind === 'adoption_released') return { kind: 'adoptionDue', reference, message: adoptionReleasedMessage() };
  return null;
}

/**
 * 'Your claim ends soon': every claim whose hold ends within the lead time gets one alert (the
 * reference names the claim by task and acceptance time, so a later run, or a run in another
 * process, queues nothing new; a new claim of the same task is a new reference). Answers how many
 * alerts were queued.
 */
export async function alertEndingClaims(tasks: TasksApi, alerts: AlertsApi, clock: Clock, leadMinutes: number): Promise<number> {
  const now = clock.now();
  const holds = await tasks.holdsEndingBetween(now, new Date(now.getTime() + leadMinutes * 60_000), CLAIM_SCAN_LIMIT);
  let queued = 0;
  for (const hold of holds) {
    const minutes = Math.max(1, Math.round((new Date(hold.heldUntil).getTime() - now.getTime()) / 60_000));
    queued += await alerts.send(hold.assigneeId, 'claimEndsSoon', `claim:${hold.taskId}:${hold.acceptedAt}`, claimEndsSoonMessage(minutes));
  }
  return queued;
}
