import * as yup from 'yup';
import { currentUserSchema, publicUserSchema, sessionSchema } from '../../shared/session-schemas';
import { ageOn, isRealDate, MIN_AGE } from '../../shared/birth-date';
import type { CreateProfileResponse } from './contract';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const userId = () => yup.string().required('User id is required').matches(uuid, 'User id must be a valid id');

/** Route parameter `{id}` of a user. */
export const userIdParamsSchema = yup.object({ id: userId() });

/** Route parameter `{userId}` of POST /api/users/{userId}/create-profile. */
export const profileUserParamsSchema = yup.object({ userId: userId() });

/** Spec sections 3 and 5 (Create-profile form): the texts the form and the server share. */
export const PROFILE_MESSAGES = {
  missingTitle: 'Missing Information',
  missing: 'Please fill in all required fields.',
  ageTitle: 'Age Requirement',
  underAge: 'You must be at least 13 years old to use this app.',
  usernameTaken: 'This username is already taken. Please choose another one.',
  usernameFormat: 'Usernames use 3 to 30 letters, numbers, dots, dashes or underscores.',
  invalidDate: 'Please choose a real date of birth.',
  alreadyRegistered: 'This account already has a profile.',
} as const;

export const GENDERS = ['Male', 'Female', 'Diverse'] as const;
export type Gender = (typeof GENDERS)[number];

/** A YYYY-MM-DD string that is a real calendar date. */
export function parseIsoDate(v: string): { year: number; month: number; day: number } | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (!m) return null;
  const d = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
  return isRealDate(d.year, d.month, d.day) ? d : null;
}

/** Full years on `today` (UTC), or null for a date that is not real. */
export function ageOnDate(dateOfBirth: string, today: Date): number | null {
  const b = parseIsoDate(dateOfBirth);
  return b ? ageOn(b, today) : null;
}

/**
 * The Create Profile form and POST /api/users/{userId}/create-profile. astrologicalSign and element
 * may be sent (the spec's payload has them) but the server computes its own. Pass
 * `{ context: { today } }` to check the age against another day than now.
 */
export const createProfileSchema = yup
  .object({
    firstName: yup.string().trim().required(PROFILE_MESSAGES.missing).max(50, 'First name must be at most 50 characters'),
    lastName: yup.string().trim().max(50, 'Last name must be at most 50 characters').default(''),
    username: yup
      .string()
      .trim()
      .required(PROFILE_MESSAGES.missing)
      .matches(/^[A-Za-z0-9_.-]{3,30}$/, PROFILE_MESSAGES.usernameFormat),
    gender: yup.string().required(PROFILE_MESSAGES.missing).oneOf([...GENDERS], 'Gender must be Male, Female or Diverse'),
    dateOfBirth: yup
      .string()
      .required(PROFILE_MESSAGES.missing)
      .test('real-date', PROFILE_MESSAGES.invalidDate, (v) => !v || parseIsoDate(v) !== null)
      .test('min-age', PROFILE_MESSAGES.underAge, function (v) {
        if (!v) return true;
        const today = (this.options.context as { today?: Date } | undefined)?.today ?? new Date();
        const age = ageOnDate(v, today);
        return age === null || age >= MIN_AGE;
      }),
    astrologicalSign: yup.string().max(20),
    element: yup.string().max(10),
  })
  .noUnknown('Unknown field');

export type CreateProfileInput = yup.InferType<typeof createProfileSchema>;

/* Answers (documentation in the OpenAPI document; typed against the contract's DTOs). */

export { currentUserSchema, publicUserSchema, sessionSchema };

export const createProfileResponseSchema: yup.ObjectSchema<CreateProfileResponse> = yup.object({
  success: yup.mixed<true>().oneOf([true]).defined(),
  user: currentUserSchema.defined(),
  session: sessionSchema.defined(),
});
