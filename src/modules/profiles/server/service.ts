import type { Db } from '../../../server/db';
import { forbidden, HttpError, notFound } from '../../../server/http/errors';
import { astroProfile, type Element, type SignOrUnknown } from '../../../shared/zodiac';
import type { CurrentUserDto, GuestApi } from '../../guest/contract';
import type { PhotosApi, PhotoPurpose } from '../../photos/contract';
import { PROFILE_IMAGE_MAX_BYTES, PROFILE_TEXTS, type AvatarResponse, type GenerateNamesResponse, type NameSuggestion } from '../contract';
import type { AvatarGenerator } from './avatars';
import type { NameGenerator } from './names';

export interface AvatarOptions {
  style?: string;
  colorPalette?: string;
  symbolism?: string;
  complexity?: string;
  enhancedPrompt?: string;
}

export class ProfilesService {
  constructor(
    private readonly db: Db,
    private readonly guest: GuestApi,
    private readonly photos: PhotosApi,
    private readonly names: NameGenerator,
    private readonly avatars: AvatarGenerator,
  ) {}

  /** Names, avatars and pictures are for registered users. */
  private async registered(userId: string): Promise<CurrentUserDto> {
    const user = await this.guest.getUser(userId);
    if (!user) throw notFound('User not found.', 'USER_NOT_FOUND');
    if (user.isGuest) throw forbidden(PROFILE_TEXTS.registeredOnly, 'PROFILE_REQUIRED');
    return user;
  }

  /** Sign and element from the stored birth date (never from the request). */
  private astro(user: CurrentUserDto): { sign: SignOrUnknown; element: Element } | null {
    if (!user.gender || !user.dateOfBirth) return null;
    const { astrologicalSign, element } = astroProfile(user.dateOfBirth);
    return { sign: astrologicalSign, element };
  }

  async generateNames(userId: string): Promise<GenerateNamesResponse> {
    const user = await this.registered(userId);
    const astro = this.astro(user);
    if (!astro) throw new HttpError(400, 'PROFILE_INCOMPLETE', PROFILE_TEXTS.needsProfile);
    const { suggestions, generator } = await this.names.suggest({ gender: user.gender!, sign: astro.sign, element: astro.element, level: user.level });
    return { suggestions, astrologicalProfile: { sign: astro.sign, element: astro.element }, generator };
  }

  async selectName(userId: string, championName: string): Promise<{ success: true; championName: string }> {
    await this.registered(userId);
    const user = await this.guest.updateChampionName(userId, championName.trim());
    return { success: true, championName: user.championName! };
  }

  async generateAvatar(userId: string, o: AvatarOptions): Promise<AvatarResponse> {
    const user = await this.registered(userId);
    const astro = this.astro(user) ?? { sign: 'Unknown' as const, element: 'Earth' as const };
    const image = await this.avatars.generate({
      gender: user.gender ?? 'Diverse',
      sign: astro.sign,
      element: astro.element,
      level: user.level,
      style: o.style ?? 'illustrated',
      colorPalette: o.colorPalette,
      symbolism: o.symbolism,
      complexity: o.complexity ?? 'balanced',
      enhancedPrompt: o.enhancedPrompt,
    });
    const url = await this.store(image.png, userId, 'avatar');
    await this.guest.updateAvatar(userId, { url, level: user.level, prompt: image.prompt });
    return { success: true, avatarUrl: url, isFallback: image.isFallback, avatarLevel: user.level };
  }

  async uploadProfilePicture(userId: string, image: Buffer): Promise<{ profileImageUrl: string }> {
    await this.registered(userId);
    if (image.length > PROFILE_IMAGE_MAX_BYTES) throw new HttpError(413, 'PROFILE_IMAGE_TOO_LARGE', PROFILE_TEXTS.imageTooLarge);
    let url: string;
    try {
      url = await this.store(image, userId, 'profile');
    } catch (err) {
      if (err instanceof HttpError && err.status === 415) throw new HttpError(415, 'PHOTO_UNSUPPORTED_TYPE', PROFILE_TEXTS.notAnImage);
      throw err;
    }
    await this.guest.updateProfileImage(userId, url);
    return { profileImageUrl: url };
  }

  async convertAvatarToProfile(userId: string): Promise<{ profileImageUrl: string }> {
    const user = await this.registered(userId);
    const avatarId = user.avatarUrl?.match(/^\/api\/photos\/([0-9a-f-]{36})$/)?.[1];
    const avatar = avatarId ? await this.photos.readMain(avatarId) : null;
    if (!avatar) throw new HttpError(400, 'AVATAR_REQUIRED', PROFILE_TEXTS.needsAvatar);
    const url = await this.store(avatar, userId, 'profile');
    await this.guest.updateProfileImage(userId, url);
    return { profileImageUrl: url };
  }

  /** Through the shared photo pipeline (re-encoded, screened), recorded in one transaction. */
  private async store(data: Buffer, userId: string, purpose: PhotoPurpose): Promise<string> {
    const staged = await this.photos.stage(data, { ownerId: userId, purpose });
    try {
      await this.db.transaction((trx) => this.photos.record(staged, trx));
    } catch (err) {
      await this.photos.discard(staged);
      throw err;
    }
    return staged.imageUrl;
  }
}

export type { NameSuggestion };
