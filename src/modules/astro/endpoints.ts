/**
 * The astro module's HTTP contract: the champion-name generator and the avatar generation, each
 * endpoint once with its schemas. The server mounts its routes from these, the client builds URLs and
 * query keys from them, and the OpenAPI document lists them. Other modules may import this file (like
 * contract.ts and schemas.ts). They are for registered people: a guest's call answers 403 PROFILE_REQUIRED.
 */
import { defineEndpoint } from '../../shared/endpoint';
import {
  avatarResponseSchema,
  generateAvatarSchema,
  generateNamesResponseSchema,
  regenerateAvatarSchema,
  userIdBodySchema,
  userIdParamsSchema,
  userNamesResponseSchema,
} from './schemas';

export const generateNames = defineEndpoint('POST', '/user/generate-names', {
  summary: 'Three champion-name suggestions from the caller’s sign and element',
  description:
    'Only for one’s own account (`userId`; 403 otherwise). Made by the AI, or by the local word lists without a key or when the AI fails (`generator`). The sign and element come from the stored birth date.',
  access: 'session',
  body: userIdBodySchema,
  response: generateNamesResponseSchema,
  errors: {
    400: 'The profile has no gender or birth date yet (PROFILE_INCOMPLETE).',
    403: 'A guest (PROFILE_REQUIRED), or another person’s account.',
    404: 'No such person (USER_NOT_FOUND).',
  },
  // Names come from the paid model when one is configured.
  limits: { perPerson: { points: 30, windowSeconds: 3600 }, perAddress: { points: 300, windowSeconds: 3600 } },
  outward: ['model-call'],
});

export const generateNamesForUser = defineEndpoint('POST', '/users/:userId/generate-names', {
  summary: 'Three champion-name suggestions (the names tab’s variant)',
  description: 'Like `POST /user/generate-names`, with the person in the path and the suggestions as `names`. Only for one’s own account.',
  access: 'session',
  params: userIdParamsSchema,
  response: userNamesResponseSchema,
  errors: {
    400: 'The profile has no gender or birth date yet (PROFILE_INCOMPLETE).',
    403: 'A guest (PROFILE_REQUIRED), or another person’s account.',
    404: 'No such person (USER_NOT_FOUND).',
  },
  // Names come from the paid model when one is configured.
  limits: { perPerson: { points: 30, windowSeconds: 3600 }, perAddress: { points: 300, windowSeconds: 3600 } },
  outward: ['model-call'],
});

export const generateAvatar = defineEndpoint('POST', '/avatars/generate', {
  summary: 'Generate the caller’s avatar (replaces the current one)',
  description:
    'The image comes from the AI, or is the local generated avatar when there is no key or the AI fails (`isFallback`). The server uses the stored profile and level; the gender, sign, element and level sent are informational. `preferences.userId`, when sent, must be the caller.',
  access: 'session',
  body: generateAvatarSchema,
  response: avatarResponseSchema,
  errors: { 403: 'A guest (PROFILE_REQUIRED), or `preferences.userId` names someone else.', 404: 'No such person (USER_NOT_FOUND).' },
  // An image from the paid image model when one is configured: the dearest call the app makes.
  limits: { perPerson: { points: 10, windowSeconds: 86_400 }, perAddress: { points: 100, windowSeconds: 86_400 } },
  outward: ['model-call'],
});

export const regenerateAvatar = defineEndpoint('POST', '/avatars/regenerate', {
  summary: 'Generate a new avatar for the caller with other preferences (replaces the current one)',
  description: 'Only for one’s own account (`userId`).',
  access: 'session',
  body: regenerateAvatarSchema,
  response: avatarResponseSchema,
  errors: { 403: 'A guest (PROFILE_REQUIRED), or another person’s account.', 404: 'No such person (USER_NOT_FOUND).' },
  // An image from the paid image model when one is configured: the dearest call the app makes.
  limits: { perPerson: { points: 10, windowSeconds: 86_400 }, perAddress: { points: 100, windowSeconds: 86_400 } },
  outward: ['model-call'],
});
