import type { PersonalDataHandler } from '../../../server/module';
import { trxOf, type Unit } from '../../../server/unit-of-work';
import { toNotificationExport } from './presenter';
import type { NotificationsRepository } from './repository';

/**
 * notifications module, data rights. Export: every notification the person has, with when it was
 * read. Erasure: all of them are deleted (they only tell the person about their own things).
 */
export function notificationsPersonalData(repo: NotificationsRepository): PersonalDataHandler {
  return {
    tables: ['notifications'],

    async export(userId: string, unit: Unit) {
      return { notifications: (await repo.listForExport(trxOf(unit), userId)).map(toNotificationExport) };
    },

    async erase(userId: string, unit: Unit) {
      await repo.erase(trxOf(unit), userId);
    },
  };
}
