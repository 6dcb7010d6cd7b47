import type { PersonalDataHandler } from '../../../server/module';
import type { Clock } from '../../../server/tokens';
import { trxOf, type Unit } from '../../../server/unit-of-work';
import { toAttendanceExport, toOrganisedExport } from './presenter';
import type { EventsRepository } from './repository';

/**
 * events module, data rights. Export: the events the person organised and their places (joined,
 * checked in, paid). Erasure: their places are given back and deleted; the events they organised
 * stay (others joined them) without an organiser, shown as a deleted account.
 */
export function eventsPersonalData(repo: EventsRepository, clock: Clock): PersonalDataHandler {
  return {
    tables: ['events', 'event_attendees'],

    async export(userId: string, unit: Unit) {
      const trx = trxOf(unit);
      return {
        organisedEvents: (await repo.organisedBy(trx, userId)).map(toOrganisedExport),
        eventAttendance: (await repo.attendanceFor(trx, userId)).map(toAttendanceExport),
      };
    },

    async erase(userId: string, unit: Unit) {
      await repo.erase(trxOf(unit), userId, clock.now());
    },
  };
}
