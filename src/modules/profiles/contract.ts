/**
 * profiles module: each person's profile (names, gender, birth date, sign, element, picture, avatar,
 * champion name) in its own table; the guest module shows it with the user through its
 * ProfileSource port, which this module binds. No knex, no React.
 */
/** Spec section 3, Name suggestion. */
export interface NameSuggestion {
  name: string;
  origin: string;
  meaning: string;
  elementConnection: string;
}

/** POST /api/user/generate-names */
export interface GenerateNamesResponse {
  suggestions: NameSuggestion[];
  astrologicalProfile: { sign: string; element: string };
  /** 'openai', or 'local' (the word-list generator used without a key or when the AI fails). */
  generator: 'openai' | 'local';
}

/** POST /api/users/{userId}/generate-names: the names tab's variant. */
export interface UserNamesResponse {
  names: NameSuggestion[];
  generator: GenerateNamesResponse['generator'];
}

/** POST /api/users/{userId}/select-name */
export interface SelectNameResponse {
  success: true;
  championName: string;
}

/** POST /api/user/upload-profile-picture and /convert-avatar-to-profile */
export interface ProfileImageResponse {
  profileImageUrl: string;
}

/** POST /api/avatars/generate and /regenerate */
export interface AvatarResponse {
  success: boolean;
  avatarUrl: string | null;
  /** true when the local generated avatar was used instead of the AI image. */
  isFallback: boolean;
  avatarLevel: number;
  error?: string;
}

export const AVATAR_PREFERENCE_STYLES = ['illustrated', 'watercolor', 'pixel', 'minimal'] as const;
export type AvatarStyle = (typeof AVATAR_PREFERENCE_STYLES)[number];
export const AVATAR_COMPLEXITIES = ['simple', 'balanced', 'detailed'] as const;
export type AvatarComplexity = (typeof AVATAR_COMPLEXITIES)[number];

/** Avatars evolve every 3 levels; prompts gain enhancements at these levels (spec section 9). */
export const AVATAR_EVOLUTION_EVERY = 3;
export const AVATAR_ENHANCEMENT_LEVELS = [5, 10, 15, 20, 25] as const;

export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** Spec sections 5 and 8: texts shared by the screens and the server. */
export const PROFILE_TEXTS = {
  nameTooShort: 'Name must be at least 2 characters long.',
  nameTooLong: 'Name must be 30 characters or less.',
  customNameRange: 'Custom names must be between 3 and 30 characters.',
  nothingSelected: 'Please select a generated name or enter a custom name.',
  needsProfile: 'Please complete your profile with gender, birth date, and astrological information to generate names.',
  notAnImage: 'Please select an image file (JPEG, PNG, WebP).',
  imageTooLarge: 'Please select an image smaller than 5MB.',
  needsAvatar: 'Please generate an AI avatar first before converting it to a profile picture.',
  downloadNeedsAvatar: 'Please generate an avatar first',
  registeredOnly: 'Create a profile first to get an avatar and a champion name.',
} as const;
