import { ContainerModule, type ServiceIdentifier } from 'inversify';
import type { Db } from '../../../server/db';
import { DB, UNIT_OF_WORK } from '../../../server/tokens';
import { GUEST_API, PROFILE_SOURCE, type GuestApi, type ProfileSource } from '../../guest/contract';
import { PHOTOS_API, type PhotosApi } from '../../photos/contract';
import { ProfilesRepository } from './repository';
import { PROFILES_API, type ProfilesApi } from '../contract';
import { ProfilesService } from './service';
import { trxOf, type UnitOfWork } from '../../../server/unit-of-work';

export const PROFILES_REPO: ServiceIdentifier<ProfilesRepository> = Symbol.for('profiles.repository');
export const PROFILES_SERVICE: ServiceIdentifier<ProfilesService> = Symbol.for('profiles.service');

export const profilesContainerModule = new ContainerModule(({ bind }) => {
  bind(PROFILES_REPO).toResolvedValue((db: Db) => new ProfilesRepository(db), [DB]).inSingletonScope();
  // The profiles the guest module shows with a user are this module's (read from its repository,
  // so the guest service and this one do not need each other to be built).
  bind(PROFILE_SOURCE)
    .toResolvedValue(
      (repo: ProfilesRepository): ProfileSource => ({
        open: (id, fields, unit) => repo.open(trxOf(unit), id, fields),
        register: (id, fields, unit) => repo.register(trxOf(unit), id, fields),
        profilesOf: (ids, unit) => repo.profilesOf(ids, unit && trxOf(unit)),
        matching: (text, limit, unit) => repo.matching(text, limit, unit && trxOf(unit)),
      }),
      [PROFILES_REPO],
    )
    .inSingletonScope();
  bind(PROFILES_SERVICE)
    .toResolvedValue(
      (uow: UnitOfWork, guests: GuestApi, photos: PhotosApi, repo: ProfilesRepository) => new ProfilesService(uow, guests, photos, repo),
      [UNIT_OF_WORK, GUEST_API, PHOTOS_API, PROFILES_REPO],
    )
    .inSingletonScope();
  // The astro module stores the avatars it generates through this (ProfilesApi).
  bind<ProfilesApi>(PROFILES_API).toService(PROFILES_SERVICE);
});
