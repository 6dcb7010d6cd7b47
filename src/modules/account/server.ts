import { ContainerModule, type ServiceIdentifier } from 'inversify';
import type { Logger } from '../../server/http/errors';
import type { PersonalDataSource, ServerModule } from '../../server/module';
import { CLOCK, LOGGER, PERSONAL_DATA, UNIT_OF_WORK, type Clock } from '../../server/tokens';
import { SESSION_COOKIES, type SessionCookies } from '../guest/contract';
import { ACCOUNT_API } from './contract';
import { accountRouter } from './server/routes';
import { AccountService } from './server/service';
import type { UnitOfWork } from '../../server/unit-of-work';

export const ACCOUNT_SERVICE: ServiceIdentifier<AccountService> = Symbol.for('account.service');

/**
 * account: data export and erasure over every module's personal-data handler. Owns no table. Needs
 * the guest module (sessions); list it after the modules whose data it exports.
 */
export const accountModule: ServerModule = {
  id: 'account',
  containerModule: new ContainerModule(({ bind }) => {
    bind(ACCOUNT_SERVICE)
      .toResolvedValue(
        (uow: UnitOfWork, sources: PersonalDataSource[], clock: Clock, log: Logger) => new AccountService(uow, sources, clock, log),
        [UNIT_OF_WORK, PERSONAL_DATA, CLOCK, LOGGER],
      )
      .inSingletonScope();
    bind(ACCOUNT_API).toService(ACCOUNT_SERVICE);
  }),
  apiTokens: [ACCOUNT_API],
  createRouter: (c) => accountRouter(c.get(ACCOUNT_SERVICE), c.get<SessionCookies>(SESSION_COOKIES)),
};
