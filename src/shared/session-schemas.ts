import * as yup from 'yup';
import { ROLES, type Role } from './constants';
import type { CreateGuestResponse, CurrentUserDto, PublicUserDto, SessionDto, ValidateResponse } from './session';

/**
 * Schemas of the session and user shapes (src/shared/session.ts), typed against them: the answers of
 * the session calls (session-endpoints.ts) and of the modules that show a person. Documentation in the
 * OpenAPI document.
 */

const nullableText = () => yup.string().nullable().defined();

export const sessionSchema: yup.ObjectSchema<SessionDto> = yup.object({
  id: yup.string().defined(),
  expiresAt: yup.string().defined(),
  remainingTime: yup.number().defined(),
});

const publicUserFields = {
  id: yup.string().defined(),
  username: nullableText(),
  firstName: nullableText(),
  lastName: nullableText(),
  profileImageUrl: nullableText(),
  avatarUrl: nullableText(),
  level: yup.number().defined(),
};

export const publicUserSchema: yup.ObjectSchema<PublicUserDto> = yup.object(publicUserFields);

export const currentUserSchema: yup.ObjectSchema<CurrentUserDto> = yup.object({
  ...publicUserFields,
  email: nullableText(),
  gender: nullableText(),
  dateOfBirth: nullableText(),
  astrologicalSign: nullableText(),
  element: nullableText(),
  role: yup.mixed<Role>().oneOf(ROLES).defined(),
  totalCoins: yup.number().defined(),
  currentXP: yup.number().defined(),
  tasksCompleted: yup.number().defined(),
  rating: yup.number().defined(),
  isActive: yup.boolean().defined(),
  isEmailVerified: yup.boolean().defined(),
  isGuest: yup.boolean().defined(),
  avatarLevel: yup.number().nullable().defined(),
  championName: nullableText(),
  consentVersion: nullableText(),
  marketingOptOut: yup.boolean().defined(),
  profilingOptOut: yup.boolean().defined(),
  lastLogin: nullableText(),
});

export const validateResponseSchema: yup.ObjectSchema<ValidateResponse> = yup.object({
  valid: yup.boolean().defined(),
  session: sessionSchema.optional().default(undefined),
  user: currentUserSchema.optional().default(undefined),
});

export const createGuestResponseSchema: yup.ObjectSchema<CreateGuestResponse> = yup.object({
  session: sessionSchema.defined(),
  user: currentUserSchema.defined(),
});
