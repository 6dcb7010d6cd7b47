/**
 * The profiles module's HTTP contract (issue 20): every endpoint once, with its schemas. The server
 * mounts its routes from these, the client builds URLs and query keys from them, and the OpenAPI
 * document lists them. Other modules may import this file (like contract.ts and schemas.ts).
 * Names and pictures are for registered people: a guest's call answers 403 PROFILE_REQUIRED. The
 * champion-name generator and the avatars are the astro module's (astro/endpoints.ts).
 */
import { defineEndpoint } from '../../shared/endpoint';
import { PROFILE_IMAGE_MAX_BYTES } from './contract';
import { profileImageResponseSchema, selectNameResponseSchema, selectNameSchema, userIdBodySchema, userIdParamsSchema } from './schemas';

export const selectName = defineEndpoint('POST', '/users/:userId/select-name', {
  summary: 'Save the champion name (a suggestion or a custom name of 3-30 characters)',
  description: 'Only for one’s own account. The name is trimmed.',
  access: 'session',
  params: userIdParamsSchema,
  body: selectNameSchema,
  response: selectNameResponseSchema,
  errors: { 403: 'A guest (PROFILE_REQUIRED), or another person’s account.', 404: 'No such person (USER_NOT_FOUND).' },
  limits: { perPerson: { points: 30, windowSeconds: 3600 } },
});

export const uploadProfilePicture = defineEndpoint('POST', '/user/upload-profile-picture', {
  summary: 'Upload a profile picture (replaces the current one)',
  description:
    'multipart/form-data: the image in `profileImage` and the caller’s `userId`. The photo pipeline re-encodes it; the old picture’s URL answers 404 from then on. Only for one’s own account.',
  access: 'session',
  body: userIdBodySchema,
  upload: { field: 'profileImage', description: 'The picture (JPEG, PNG or WebP), at most 5 MB.', maxBytes: PROFILE_IMAGE_MAX_BYTES },
  response: profileImageResponseSchema,
  errors: {
    400: 'No image was sent (MISSING_IMAGE), or an empty file (PHOTO_EMPTY).',
    403: 'A guest (PROFILE_REQUIRED), or another person’s account.',
    404: 'No such person (USER_NOT_FOUND).',
    413: 'The picture is larger than 5 MB (PROFILE_IMAGE_TOO_LARGE) or has too many pixels (PHOTO_TOO_MANY_PIXELS).',
    415: 'Not a JPEG, PNG or WebP image (PHOTO_UNSUPPORTED_TYPE).',
    422: 'The image could not be read (PHOTO_UNREADABLE).',
  },
  // A picture upload, re-encoded.
  limits: { perPerson: { points: 20, windowSeconds: 3600 }, perAddress: { points: 300, windowSeconds: 3600 } },
});

export const convertAvatarToProfile = defineEndpoint('POST', '/user/convert-avatar-to-profile', {
  summary: 'Make the caller’s avatar their profile picture (replaces the current one)',
  description: 'Only for one’s own account (`userId`).',
  access: 'session',
  body: userIdBodySchema,
  response: profileImageResponseSchema,
  errors: {
    400: 'There is no avatar yet (AVATAR_REQUIRED).',
    403: 'A guest (PROFILE_REQUIRED), or another person’s account.',
    404: 'No such person (USER_NOT_FOUND).',
  },
  limits: { perPerson: { points: 20, windowSeconds: 3600 } },
});
