import { ContainerModule, type ServiceIdentifier } from 'inversify';
import type { Db } from '../../../server/db';
import { CLOCK, DB, UNIT_OF_WORK, type Clock } from '../../../server/tokens';
import { GUEST_API, type GuestApi } from '../../guest/contract';
import { CONSENT_API, CONSENT_VERSION } from '../contract';
import { ConsentRepository } from './repository';
import { ConsentService, type ConsentPolicy } from './service';
import type { UnitOfWork } from '../../../server/unit-of-work';

export const CONSENT_REPO: ServiceIdentifier<ConsentRepository> = Symbol.for('consent.repository');
export const CONSENT_SERVICE: ServiceIdentifier<ConsentService> = Symbol.for('consent.service');
/** The policy version in force; tests replace currentVersion() to simulate a new policy. */
export const CONSENT_POLICY: ServiceIdentifier<ConsentPolicy> = Symbol.for('consent.policy');

export const consentContainerModule = new ContainerModule(({ bind }) => {
  bind(CONSENT_POLICY).toConstantValue({ currentVersion: () => CONSENT_VERSION });
  bind(CONSENT_REPO).toResolvedValue((db: Db) => new ConsentRepository(db), [DB]).inSingletonScope();
  bind(CONSENT_SERVICE)
    .toResolvedValue(
      (repo: ConsentRepository, clock: Clock, policy: ConsentPolicy, guests: GuestApi, uow: UnitOfWork) => new ConsentService(repo, clock, policy, guests, uow),
      [CONSENT_REPO, CLOCK, CONSENT_POLICY, GUEST_API, UNIT_OF_WORK],
    )
    .inSingletonScope();
  bind(CONSENT_API).toService(CONSENT_SERVICE);
});
