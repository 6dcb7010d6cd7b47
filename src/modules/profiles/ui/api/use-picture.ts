import { callEndpoint } from '../../../../client/endpoint';
import { uploadToEndpoint } from '../../../../client/endpoint-mutation';
import type { UploadProgress } from '../../../../client/upload';
import type { ProfileImageResponse } from '../../contract';
import * as endpoints from '../../endpoints';

/** The profile picture (spec 7). Errors are ApiError "<status>: <body>" (client/api.ts). */

/** POST /api/user/upload-profile-picture: multipart profileImage + userId, with upload progress (XMLHttpRequest). */
export function uploadProfilePicture(userId: string, file: File, onProgress?: (p: UploadProgress) => void, signal?: AbortSignal): Promise<ProfileImageResponse> {
  const form = new FormData();
  form.append('userId', userId);
  form.append('profileImage', file, file.name);
  return uploadToEndpoint(endpoints.uploadProfilePicture, {}, form, { onProgress, signal });
}

/** POST /api/user/convert-avatar-to-profile: the avatar becomes the profile picture. */
export function convertAvatarToProfile(userId: string): Promise<ProfileImageResponse> {
  return callEndpoint(endpoints.convertAvatarToProfile, { body: { userId } });
}
