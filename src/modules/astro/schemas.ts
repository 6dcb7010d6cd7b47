import * as yup from 'yup';
import {
  AVATAR_COMPLEXITIES,
  AVATAR_PREFERENCE_STYLES,
  type AvatarResponse,
  type GenerateNamesResponse,
  type NameSuggestion,
  type UserNamesResponse,
} from './contract';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const userId = yup.string().required('userId is required').matches(uuid, 'userId must be a valid id');

export const userIdParamsSchema = yup.object({ userId });
export const userIdBodySchema = yup.object({ userId });

/**
 * Style preferences. A missing style or complexity means 'illustrated' and 'balanced' (the server
 * fills them in, so callers may leave them out).
 */
const preferences = yup
  .object({
    style: yup.string().oneOf([...AVATAR_PREFERENCE_STYLES]),
    colorPalette: yup.string().max(40),
    symbolism: yup.string().max(80),
    complexity: yup.string().oneOf([...AVATAR_COMPLEXITIES]),
    userId: yup.string().matches(uuid),
  })
  .default({});

/** POST /api/avatars/generate (spec 7 payload; the server uses the signed-in user's stored profile). */
export const generateAvatarSchema = yup.object({
  gender: yup.string().max(20),
  astrologicalSign: yup.string().max(20),
  element: yup.string().max(10),
  level: yup.number().integer().min(1).max(1000),
  isLevelUpRegeneration: yup.boolean().default(false),
  enhancedPrompt: yup.string().max(500),
  preferences,
});

/** POST /api/avatars/regenerate */
export const regenerateAvatarSchema = yup.object({ userId, preferences });

/* Answers (documentation in the OpenAPI document; typed against the contract's DTOs). */

const GENERATORS: GenerateNamesResponse['generator'][] = ['openai', 'local'];

export const nameSuggestionSchema: yup.ObjectSchema<NameSuggestion> = yup.object({
  name: yup.string().defined(),
  origin: yup.string().defined(),
  meaning: yup.string().defined(),
  elementConnection: yup.string().defined(),
});

export const generateNamesResponseSchema: yup.ObjectSchema<GenerateNamesResponse> = yup.object({
  suggestions: yup.array(nameSuggestionSchema.defined()).defined(),
  astrologicalProfile: yup.object({ sign: yup.string().defined(), element: yup.string().defined() }),
  generator: yup.mixed<GenerateNamesResponse['generator']>().oneOf(GENERATORS).defined(),
});

export const userNamesResponseSchema: yup.ObjectSchema<UserNamesResponse> = yup.object({
  names: yup.array(nameSuggestionSchema.defined()).defined(),
  generator: yup.mixed<UserNamesResponse['generator']>().oneOf(GENERATORS).defined(),
});

export const avatarResponseSchema: yup.ObjectSchema<AvatarResponse> = yup.object({
  success: yup.boolean().defined(),
  avatarUrl: yup.string().nullable().defined(),
  isFallback: yup.boolean().defined(),
  avatarLevel: yup.number().defined(),
  error: yup.string().optional(),
});
