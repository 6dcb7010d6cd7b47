import type { Logger } from '../../../server/http/errors';
import type { PersonalDataSource } from '../../../server/module';
import type { Clock } from '../../../server/tokens';
import { EXPORT_FORMAT, type AccountApi, type AccountExportDto, type DeleteAccountResponse } from '../contract';
import type { UnitOfWork } from '../../../server/unit-of-work';

/**
 * Data rights across every module. Each module exports and erases only its own tables through its
 * personal-data handler; this service runs them all in one transaction.
 */
export class AccountService implements AccountApi {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly sources: PersonalDataSource[],
    private readonly clock: Clock,
    private readonly log: Logger,
  ) {}

  /** One repeatable-read transaction: every section comes from the same snapshot. */
  async exportData(userId: string): Promise<AccountExportDto> {
    const sections: Record<string, unknown> = {};
    await this.uow.run(
      async (unit) => {
        for (const source of this.sources) {
          const part = await source.export(userId, unit);
          for (const [name, value] of Object.entries(part)) {
            if (name in sections) throw new Error(`personal data: section '${name}' of module ${source.module} is already taken`);
            sections[name] = value;
          }
        }
      },
      undefined,
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
    // Each module's clean-up that cannot be rolled back (files) runs once this has committed.
    await this.uow.run(async (unit) => {
      for (const source of this.sources) await source.erase(userId, unit);
    });
    this.log.info(`account ${userId} erased`);
    return { deleted: true, deletedAt: this.clock.now().toISOString() };
  }
}
