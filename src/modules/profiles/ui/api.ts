import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../client/api';
import { SESSION_QUERY_KEY } from '../../../client/session/guest-session';
import { uploadForm, type UploadProgress } from '../../../client/upload';
import { GAMIFICATION_KEYS, type AchievementDto, type LeaderboardDto, type LevelProgressionDto } from '../../gamification/contract';
import type { CreateProfileResponse } from '../../identity/contract';
import type { CreateProfileInput } from '../../identity/schemas';
import type { AvatarResponse, GenerateNamesResponse, NameSuggestion } from '../contract';

/** Server calls of the profile features (spec 7). Errors are ApiError "<status>: <body>" (api.ts). */

async function postJson<T>(url: string, body?: unknown): Promise<T> {
  const res = await apiRequest('POST', url, body);
  return (await res.json()) as T;
}

export function createProfile(userId: string, input: CreateProfileInput): Promise<CreateProfileResponse> {
  return postJson(`/api/users/${encodeURIComponent(userId)}/create-profile`, input);
}

/** POST /api/user/generate-names: three suggestions and the sign and element they were made for. */
export function generateNames(userId: string): Promise<GenerateNamesResponse> {
  return postJson('/api/user/generate-names', { userId });
}

/** POST /api/users/{userId}/generate-names: the generator variant used on the names tab. */
export function generateNamesForUser(userId: string): Promise<{ names: NameSuggestion[]; generator: 'openai' | 'local' }> {
  return postJson(`/api/users/${encodeURIComponent(userId)}/generate-names`);
}

export function selectName(userId: string, championName: string): Promise<{ success: true; championName: string }> {
  return postJson(`/api/users/${encodeURIComponent(userId)}/select-name`, { championName });
}

export interface AvatarPreferences {
  style: string;
  colorPalette?: string;
  symbolism?: string;
  complexity: string;
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

export function generateAvatar(
  subject: AvatarSubject,
  preferences: AvatarPreferences = DEFAULT_AVATAR_PREFERENCES,
  levelUp: { isLevelUpRegeneration: boolean; enhancedPrompt?: string } = { isLevelUpRegeneration: false },
): Promise<AvatarResponse> {
  return postJson('/api/avatars/generate', {
    ...(subject.gender ? { gender: subject.gender } : {}),
    ...(subject.astrologicalSign ? { astrologicalSign: subject.astrologicalSign } : {}),
    ...(subject.element ? { element: subject.element } : {}),
    level: Math.max(1, subject.level),
    isLevelUpRegeneration: levelUp.isLevelUpRegeneration,
    ...(levelUp.enhancedPrompt ? { enhancedPrompt: levelUp.enhancedPrompt } : {}),
    preferences: { ...cleanPreferences(preferences), userId: subject.userId },
  });
}

export function regenerateAvatar(userId: string, preferences: AvatarPreferences): Promise<AvatarResponse> {
  return postJson('/api/avatars/regenerate', { userId, preferences: cleanPreferences(preferences) });
}

export function convertAvatarToProfile(userId: string): Promise<{ profileImageUrl: string }> {
  return postJson('/api/user/convert-avatar-to-profile', { userId });
}

/** Multipart profileImage + userId, with upload progress (XMLHttpRequest). */
export function uploadProfilePicture(userId: string, file: File, onProgress?: (p: UploadProgress) => void, signal?: AbortSignal): Promise<{ profileImageUrl: string }> {
  const form = new FormData();
  form.append('userId', userId);
  form.append('profileImage', file, file.name);
  return uploadForm('/api/user/upload-profile-picture', form, { onProgress, signal });
}

/** GET /api/leaderboard (the rank is `me.rank`), and the gamification reads the profile shows, by that module's keys. */
export const leaderboardQuery = () => queryOptions<LeaderboardDto>({ queryKey: GAMIFICATION_KEYS.leaderboard, staleTime: 60_000 });
export const levelProgressionQuery = (userId: string) => queryOptions<LevelProgressionDto>({ queryKey: GAMIFICATION_KEYS.levelProgression(userId) });
export const achievementsQuery = () => queryOptions<AchievementDto[]>({ queryKey: GAMIFICATION_KEYS.achievements });

/** Refreshes the current user (header avatar, name, coins) and the public user record (spec 7). */
export async function refreshUser(queryClient: QueryClient, userId: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
    queryClient.invalidateQueries({ queryKey: ['/api/user', userId] }),
  ]);
}
