import { forbidden, HttpError, notFound } from '../../../server/http/errors';
import type { CurrentUserDto, GuestApi } from '../../guest/contract';
import { PROFILE_TEXTS, type ProfilesApi } from '../../profiles/contract';
import { astroProfile, type AstroApi, type AvatarOptions, type AvatarResponse, type Element, type GenerateNamesResponse, type SignOrUnknown } from '../contract';
import type { AvatarGenerator } from './avatars';
import type { NameGenerator } from './names';

/**
 * Champion names and avatars from the person's stored profile (guest's user, with the profile the
 * profiles module keeps). A generated avatar is stored by the profiles module, which owns the record.
 */
export class AstroService implements AstroApi {
  constructor(
    private readonly guests: GuestApi,
    private readonly profiles: ProfilesApi,
    private readonly names: NameGenerator,
    private readonly avatars: AvatarGenerator,
  ) {}

  /** Names and avatars are for registered users. */
  private async registered(userId: string): Promise<CurrentUserDto> {
    const user = await this.guests.getUser(userId);
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
    const url = await this.profiles.saveAvatar(userId, image.png, { level: user.level, prompt: image.prompt });
    return { success: true, avatarUrl: url, isFallback: image.isFallback, avatarLevel: user.level };
  }
}
