/**
 * profiles module: each person's profile (names, gender, birth date, sign, element, picture, avatar,
 * champion name) in its own table; the guest module shows it with the user through its
 * ProfileSource port, which this module binds. The astro module makes the champion names and avatars
 * and stores a generated avatar here (ProfilesApi). No knex, no React.
 */
export const PROFILES_API = Symbol.for('profiles.api');

/** What other modules ask of the profile record. */
export interface ProfilesApi {
  /**
   * Stores a generated avatar (PNG) through the photo pipeline as the person's avatar, with the level
   * and prompt it was made for, replacing the current one (its URL answers 404 from the commit on).
   * Returns the new avatar's URL; 404 USER_NOT_FOUND when the person has no profile.
   */
  saveAvatar(userId: string, png: Buffer, made: { level: number; prompt: string }): Promise<string>;
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
