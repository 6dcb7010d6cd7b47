import { weakEtag } from '../../../server/http/etag';
import type { Outbox } from '../../../server/outbox';
import type { Clock } from '../../../server/tokens';
import { trxOf, type Unit, type UnitOfWork } from '../../../server/unit-of-work';
import {
  NOTIFICATIONS_KEEP,
  NOTIFICATIONS_LIST_LIMIT,
  NotificationEvents,
  type MarkReadInput,
  type MarkReadResponse,
  type NotificationsApi,
  type NotificationsResponse,
  type NotifyInput,
} from '../contract';
import { toNotificationDto } from './presenter';
import type { NotificationsRepository } from './repository';

export interface NotificationsDeps {
  repo: NotificationsRepository;
  outbox: Outbox;
  clock: Clock;
  uow: UnitOfWork;
}


/** Changes when the answer's format changes, so no cached answer of the old one is kept. */
const ANSWER_FORMAT = 1;

/**
 * The notification list: written by other modules in their events' transactions (notify), read by
 * the person (list, with an ETag decided by one indexed aggregate before the list is read) and marked read.
 */
export class NotificationsService implements NotificationsApi {
  constructor(private readonly d: NotificationsDeps) {}

  async notify(input: NotifyInput, unit: Unit): Promise<{ id: string }> {
    const trx = trxOf(unit);
    const row = await this.d.repo.insert(trx, input, this.d.clock.now());
    await this.d.repo.prune(trx, input.userId, NOTIFICATIONS_KEEP);
    await this.d.outbox.publish(unit, NotificationEvents.created, { notificationId: row.id, userId: input.userId, kind: input.kind });
    return { id: row.id };
  }

  async notifyMany(inputs: NotifyInput[], unit: Unit): Promise<{ id: string; userId: string }[]> {
    if (inputs.length === 0) return [];
    const trx = trxOf(unit);
    const rows = await this.d.repo.insertMany(trx, inputs, this.d.clock.now());
    await this.d.repo.pruneMany(trx, [...new Set(inputs.map((i) => i.userId))], NOTIFICATIONS_KEEP);
    await this.d.outbox.publish(unit, NotificationEvents.createdMany, { notifications: rows.map((r) => ({ notificationId: r.id, userId: r.user_id, kind: r.kind })) });
    return rows.map((r) => ({ id: r.id, userId: r.user_id }));
  }

  /**
   * The list's ETag: the person, the count, the unread count, the newest row and the latest read time
   * (every change of the list moves one of them), from one indexed query without reading the list.
   */
  async etag(userId: string): Promise<string> {
    const v = await this.d.repo.version(userId);
    return weakEtag(JSON.stringify([ANSWER_FORMAT, userId, v.total, v.unread, v.lastSeq, v.lastRead]));
  }

  async list(userId: string): Promise<NotificationsResponse> {
    const [rows, unreadCount] = await Promise.all([this.d.repo.list(userId, NOTIFICATIONS_LIST_LIMIT), this.d.repo.unreadCount(this.d.repo.reader, userId)]);
    return { notifications: rows.map(toNotificationDto), unreadCount };
  }

  async markRead(userId: string, input: MarkReadInput): Promise<MarkReadResponse> {
    const now = this.d.clock.now();
    return this.d.uow.run(async (_, trx) => {
      const marked = input.all ? await this.d.repo.markRead(trx, userId, 'all', now) : await this.d.repo.markRead(trx, userId, input.ids ?? [], now);
      return { marked, unreadCount: await this.d.repo.unreadCount(trx, userId) };
    });
  }
}
