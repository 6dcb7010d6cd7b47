import { ContainerModule, type ServiceIdentifier } from 'inversify';
import type { Db } from '../../../server/db';
import type { Outbox } from '../../../server/outbox';
import type { Config } from '../../../server/config';
import { CLOCK, CONFIG, DB, OUTBOX, UNIT_OF_WORK, type Clock } from '../../../server/tokens';
import { BALANCE_SOURCE, GUEST_API, PROFILE_SOURCE, SESSION_COOKIES, type BalanceSource, type ProfileSource } from '../contract';
import { GuestAdminRepository } from './admin-repository';
import { GuestRepository } from './repository';
import { GuestService } from './service';
import { sessionCookies } from './session-cookie';
import type { UnitOfWork } from '../../../server/unit-of-work';

export const GUEST_REPO: ServiceIdentifier<GuestRepository> = Symbol.for('guest.repository');
export const GUEST_ADMIN_REPO: ServiceIdentifier<GuestAdminRepository> = Symbol.for('guest.admin-repository');
export const GUEST_SERVICE: ServiceIdentifier<GuestService> = Symbol.for('guest.service');

export const guestContainerModule = new ContainerModule(({ bind }) => {
  bind(GUEST_REPO).toResolvedValue((db: Db) => new GuestRepository(db), [DB]).inSingletonScope();
  bind(GUEST_ADMIN_REPO).toResolvedValue(() => new GuestAdminRepository()).inSingletonScope();
  bind(GUEST_SERVICE)
    .toResolvedValue(
      (repo: GuestRepository, adminRepo: GuestAdminRepository, clock: Clock, outbox: Outbox, uow: UnitOfWork, balances: BalanceSource | undefined, profiles: ProfileSource | undefined) =>
        new GuestService(repo, adminRepo, clock, outbox, uow, balances, profiles),
      [GUEST_REPO, GUEST_ADMIN_REPO, CLOCK, OUTBOX, UNIT_OF_WORK, { serviceIdentifier: BALANCE_SOURCE, optional: true }, { serviceIdentifier: PROFILE_SOURCE, optional: true }],
    )
    .inSingletonScope();
  bind(GUEST_API).toService(GUEST_SERVICE);
  bind(SESSION_COOKIES).toResolvedValue((config: Config) => sessionCookies({ secure: config.publicUrl.protocol === 'https:' }), [CONFIG]).inSingletonScope();
});
