import { callEndpoint } from '../../../../client/endpoint';
import type { AvatarComplexity, AvatarResponse, AvatarStyle } from '../../../astro/contract';
import * as endpoints from '../../../astro/endpoints';

/** The avatar (spec 7). Errors are ApiError "<status>: <body>" (client/api.ts). */

export interface AvatarPreferences {
  style: AvatarStyle;
  colorPalette?: string;
  symbolism?: string;
  complexity: AvatarComplexity;
}

export const DEFAULT_AVATAR_PREFERENCES: AvatarPreferences = { style: 'illustrated', colorPalette: 'element', complexity: 'balanced' };

/** What the server needs to know about the user for POST /api/avatars/generate (it uses its stored profile). */
export interface AvatarSubject {
  userId: string;
  gender: string | null;
  astrologicalSign: string | null;
  element: string | null;
  level: number;
}

/** Drops empty optional fields, which the server's schema does not want as ''. */
function cleanPreferences(p: AvatarPreferences): AvatarPreferences {
  const out: AvatarPreferences = { style: p.style, complexity: p.complexity };
  if (p.colorPalette?.trim()) out.colorPalette = p.colorPalette.trim();
  if (p.symbolism?.trim()) out.symbolism = p.symbolism.trim();
  return out;
}

/** POST /api/avatars/generate */
export function generateAvatar(
  subject: AvatarSubject,
  preferences: AvatarPreferences = DEFAULT_AVATAR_PREFERENCES,
  levelUp: { isLevelUpRegeneration: boolean; enhancedPrompt?: string } = { isLevelUpRegeneration: false },
): Promise<AvatarResponse> {
  return callEndpoint(endpoints.generateAvatar, {
    body: {
      ...(subject.gender ? { gender: subject.gender } : {}),
      ...(subject.astrologicalSign ? { astrologicalSign: subject.astrologicalSign } : {}),
      ...(subject.element ? { element: subject.element } : {}),
      level: Math.max(1, subject.level),
      isLevelUpRegeneration: levelUp.isLevelUpRegeneration,
      ...(levelUp.enhancedPrompt ? { enhancedPrompt: levelUp.enhancedPrompt } : {}),
      preferences: { ...cleanPreferences(preferences), userId: subject.userId },
    },
  });
}

/** POST /api/avatars/regenerate */
export function regenerateAvatar(userId: string, preferences: AvatarPreferences): Promise<AvatarResponse> {
  return callEndpoint(endpoints.regenerateAvatar, { body: { userId, preferences: cleanPreferences(preferences) } });
}
