import type { Knex } from 'knex';
import type { Logger } from '../../../server/http/errors';
import type { PersonalDataSource } from '../../../server/module';
import type { Clock } from '../../../server/tokens';
import { EXPORT_FORMAT, type AccountApi, type AccountExportDto, type DeleteAccountResponse } from '../contract';

/**
 * Data rights across every module. Each module exports and erases only its own tables through its
 * personal-data handler; this service runs them all in one transaction.
 */
export class AccountService implements AccountApi {
  constructor(
    private readonly db: Knex,
    private readonly sources: PersonalDataSource[],
    private readonly clock: Clock,
    private readonly log: Logger,
  ) {}

  /** One repeatable-read transaction: every section comes from the same snapshot. */
  async exportData(userId: string): Promise<AccountExportDto> {
    const sections: Record<string, unknown> = {};
    await this.db.transaction(
      async (trx) => {
        for (const source of this.sources) {
          const part = await source.export(userId, trx);
          for (const [name, value] of Object.entries(part)) {
            if (name in sections) throw new Error(`personal data: section '${name}' of module ${source.module} is already taken`);
            sections[name] = value;
          }
        }
      },
      { isolationLevel: 'repeatable read' },
    );
    return {
      format: EXPORT_FORMAT,
      exportedAt: this.clock.now().toISOString(),
      userId,
      modules: this.sources.map((s) => s.module),
      ...sections,
    };
  }

  async erase(userId: string): Promise<DeleteAccountResponse> {
    const afterCommit: Array<() => Promise<void>> = [];
    await this.db.transaction(async (trx) => {
      for (const source of this.sources) {
        const cleanup = await source.erase(userId, trx);
        if (cleanup) afterCommit.push(cleanup);
      }
    });
    for (const cleanup of afterCommit) {
      try {
        await cleanup();
      } catch (err) {
        this.log.error(`erasure of ${userId}: clean-up after commit failed`, err);
      }
    }
    this.log.info(`account ${userId} erased`);
    return { deleted: true, deletedAt: this.clock.now().toISOString() };
  }
}
