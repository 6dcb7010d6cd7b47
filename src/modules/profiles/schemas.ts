import * as yup from 'yup';
import { AVATAR_PREFERENCE_STYLES, PROFILE_TEXTS } from './contract';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const userId = yup.string().required('userId is required').matches(uuid, 'userId must be a valid id');

export const userIdParamsSchema = yup.object({ userId });
export const userIdBodySchema = yup.object({ userId });

/** The name generator's custom name: 2-30 characters after trimming. */
export const generatorNameSchema = yup.string().trim().required(PROFILE_TEXTS.nameTooShort).min(2, PROFILE_TEXTS.nameTooShort).max(30, PROFILE_TEXTS.nameTooLong);

/** The champion-name dialog (and POST select-name): 3-30 characters. The two readings differ (spec 9). */
export const selectNameSchema = yup.object({
  championName: yup.string().trim().required(PROFILE_TEXTS.nothingSelected).min(3, PROFILE_TEXTS.customNameRange).max(30, PROFILE_TEXTS.customNameRange),
});

const preferences = yup
  .object({
    style: yup.string().oneOf([...AVATAR_PREFERENCE_STYLES]).default('illustrated'),
    colorPalette: yup.string().max(40),
    symbolism: yup.string().max(80),
    complexity: yup.string().oneOf(['simple', 'balanced', 'detailed']).default('balanced'),
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
