import type { Knex } from 'knex';
import { forbidden, HttpError, notFound } from '../../../server/http/errors';
import type { CurrentUserDto, GuestApi } from '../../guest/contract';
import type { ProfileRow, ProfilesRepository } from './repository';
import type { PhotosApi, ReplaceablePurpose } from '../../photos/contract';
import { PROFILE_IMAGE_MAX_BYTES, PROFILE_TEXTS, type ProfilesApi } from '../contract';
import type { UnitOfWork } from '../../../server/unit-of-work';

export class ProfilesService implements ProfilesApi {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly guests: GuestApi,
    private readonly photos: PhotosApi,
    private readonly repo: ProfilesRepository,
  ) {}

  /** The profile row a change returned; 404 when the person has none. */
  private saved(row: ProfileRow | undefined): ProfileRow {
    if (!row) throw notFound('User not found.', 'USER_NOT_FOUND');
    return row;
  }

  /** Names and pictures are for registered users. */
  private async registered(userId: string): Promise<CurrentUserDto> {
    const user = await this.guests.getUser(userId);
    if (!user) throw notFound('User not found.', 'USER_NOT_FOUND');
    if (user.isGuest) throw forbidden(PROFILE_TEXTS.registeredOnly, 'PROFILE_REQUIRED');
    return user;
  }

  async selectName(userId: string, championName: string): Promise<{ success: true; championName: string }> {
    await this.registered(userId);
    const row = this.saved(await this.repo.update(userId, { champion_name: championName.trim() }));
    return { success: true, championName: row.champion_name! };
  }

  /** ProfilesApi.saveAvatar: the astro module's generated avatar becomes the person's avatar. */
  async saveAvatar(userId: string, png: Buffer, made: { level: number; prompt: string }): Promise<string> {
    return this.replace(png, userId, 'avatar', async (u, trx) =>
      this.saved(await this.repo.update(userId, { avatar_url: u, avatar_level: made.level, avatar_prompt: made.prompt }, trx)),
    );
  }

  async uploadProfilePicture(userId: string, image: Buffer): Promise<{ profileImageUrl: string }> {
    await this.registered(userId);
    if (image.length > PROFILE_IMAGE_MAX_BYTES) throw new HttpError(413, 'PROFILE_IMAGE_TOO_LARGE', PROFILE_TEXTS.imageTooLarge);
    let url: string;
    try {
      url = await this.replace(image, userId, 'profile', async (u, trx) => this.saved(await this.repo.update(userId, { profile_image_url: u }, trx)));
    } catch (err) {
      if (err instanceof HttpError && err.status === 415) throw new HttpError(415, 'PHOTO_UNSUPPORTED_TYPE', PROFILE_TEXTS.notAnImage);
      throw err;
    }
    return { profileImageUrl: url };
  }

  async convertAvatarToProfile(userId: string): Promise<{ profileImageUrl: string }> {
    const user = await this.registered(userId);
    const avatarId = user.avatarUrl?.match(/^\/api\/photos\/([0-9a-f-]{36})$/)?.[1];
    const avatar = avatarId ? await this.photos.readMain(avatarId) : null;
    if (!avatar) throw new HttpError(400, 'AVATAR_REQUIRED', PROFILE_TEXTS.needsAvatar);
    const url = await this.replace(avatar, userId, 'profile', async (u, trx) => this.saved(await this.repo.update(userId, { profile_image_url: u }, trx)));
    return { profileImageUrl: url };
  }

  /**
   * A new picture through the shared photo pipeline (re-encoded, screened) replaces the old one in one
   * transaction: the profile row first (its lock orders concurrent replacements, so the last one also
   * removes the pictures of those before it), the new photo's row, and the rows of the person's other
   * photos of this purpose, so an old picture's URL answers 404 from the commit on. Their files go
   * after the commit, as the photos module deletes; a failure leaves everything as it was.
   */
  private async replace(data: Buffer, userId: string, purpose: ReplaceablePurpose, save: (url: string, trx: Knex.Transaction) => Promise<unknown>): Promise<string> {
    const staged = await this.photos.stage(data, { ownerId: userId, purpose });
    try {
      await this.uow.run(async (unit, trx) => {
        await save(staged.imageUrl, trx);
        await this.photos.record(staged, unit);
        await this.photos.deleteReplaced(userId, purpose, staged.id, unit);
      });
    } catch (err) {
      await this.photos.discard(staged);
      throw err;
    }
    return staged.imageUrl;
  }
}
