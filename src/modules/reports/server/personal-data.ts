import type { PersonalDataHandler } from '../../../server/module';
import { toReportExport } from './presenter';
import type { ReportsRepository } from './repository';
import { trxOf, type Unit } from '../../../server/unit-of-work';

/**
 * reports module, data rights. Export: every report the person made, with its photo link.
 *
 * Erasure keeps the report rows: a report is public content (its task, which copies the report's
 * public fields, is on the map and in other people's lists) and names no one once the users row is
 * cleared; the row's user_id is then an anonymous id, like the ledger's. The report photo itself is
 * anonymised by the photos module (no owner, no EXIF evidence). Issue 42: the choice to share the
 * account's e-mail address with the city is withdrawn (and the account's address is gone with it),
 * so a filing sent after the erasure carries no address.
 */
export function reportsPersonalData(repo: ReportsRepository): PersonalDataHandler {
  return {
    tables: ['reports'],

    async export(userId: string, unit: Unit) {
      return { reports: (await repo.listByUser(trxOf(unit), userId)).map(toReportExport) };
    },

    async erase(userId: string, unit: Unit) {
      // The rows are kept on purpose (see above); only the choice to share an address goes.
      await repo.withdrawEmailChoices(trxOf(unit), userId);
    },
  };
}
