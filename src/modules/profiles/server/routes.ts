import type Router from '@koa/router';
import { HttpError } from '../../../server/http/errors';
import { endpointRouter, route } from '../../../server/http/route';
import { PROFILE_TEXTS } from '../contract';
import { convertAvatarToProfile, selectName, uploadProfilePicture } from '../endpoints';
import type { ProfilesService } from './service';

const tooLarge = () => new HttpError(413, 'PROFILE_IMAGE_TOO_LARGE', PROFILE_TEXTS.imageTooLarge);

export function profilesRouter(service: ProfilesService): Router {
  return endpointRouter([
    route(selectName, ({ input }) => service.selectName(input.params.userId, input.body.championName), { self: (i) => i.params.userId }),

    // The session is checked (401) before the upload is read; the picture's size limit answers 413.
    route(
      uploadProfilePicture,
      ({ input, file }) => {
        if (!file) throw new HttpError(400, 'MISSING_IMAGE', PROFILE_TEXTS.notAnImage);
        return service.uploadProfilePicture(input.body.userId, file.buffer);
      },
      { self: (i) => i.body.userId, tooLarge },
    ),
    route(convertAvatarToProfile, ({ input }) => service.convertAvatarToProfile(input.body.userId), { self: (i) => i.body.userId }),
  ]);
}
