import { ContainerModule, type ServiceIdentifier } from 'inversify';
import type { Db } from '../../../server/db';
import type { Outbox } from '../../../server/outbox';
import type { Config } from '../../../server/config';
import { CLOCK, CONFIG, DB, OUTBOX, UNIT_OF_WORK, type Clock } from '../../../server/tokens';
import { BALANCE_SOURCE, IDENTITY_API, PROFILE_SOURCE, SESSION_COOKIES, type BalanceSource, type ProfileSource } from '../contract';
import { IdentityAdminRepository } from './admin-repository';
import { IdentityRepository } from './repository';
import { IdentityService } from './service';
import { sessionCookies } from './session-cookie';
import type { UnitOfWork } from '../../../server/unit-of-work';

export const IDENTITY_REPO: ServiceIdentifier<IdentityRepository> = Symbol.for('identity.repository');
export const IDENTITY_ADMIN_REPO: ServiceIdentifier<IdentityAdminRepository> = Symbol.for('identity.admin-repository');
export const IDENTITY_SERVICE: ServiceIdentifier<IdentityService> = Symbol.for('identity.service');

export const identityContainerModule = new ContainerModule(({ bind }) => {
  bind(IDENTITY_REPO).toResolvedValue((db: Db) => new IdentityRepository(db), [DB]).inSingletonScope();
  bind(IDENTITY_ADMIN_REPO).toResolvedValue(() => new IdentityAdminRepository()).inSingletonScope();
  bind(IDENTITY_SERVICE)
    .toResolvedValue(
      (repo: IdentityRepository, adminRepo: IdentityAdminRepository, clock: Clock, outbox: Outbox, uow: UnitOfWork, balances: BalanceSource | undefined, profiles: ProfileSource | undefined) =>
        new IdentityService(repo, adminRepo, clock, outbox, uow, balances, profiles),
      [IDENTITY_REPO, IDENTITY_ADMIN_REPO, CLOCK, OUTBOX, UNIT_OF_WORK, { serviceIdentifier: BALANCE_SOURCE, optional: true }, { serviceIdentifier: PROFILE_SOURCE, optional: true }],
    )
    .inSingletonScope();
  bind(IDENTITY_API).toService(IDENTITY_SERVICE);
  bind(SESSION_COOKIES).toResolvedValue((config: Config) => sessionCookies({ secure: config.publicUrl.protocol === 'https:' }), [CONFIG]).inSingletonScope();
});
