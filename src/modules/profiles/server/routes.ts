import type Router from '@koa/router';
import { forbidden, HttpError } from '../../../server/http/errors';
import { endpointRouter, route } from '../../../server/http/route';
import { PROFILE_TEXTS } from '../contract';
import { convertAvatarToProfile, generateAvatar, generateNames, generateNamesForUser, regenerateAvatar, selectName, uploadProfilePicture } from '../endpoints';
import type { ProfilesService } from './service';

const tooLarge = () => new HttpError(413, 'PROFILE_IMAGE_TOO_LARGE', PROFILE_TEXTS.imageTooLarge);

export function profilesRouter(service: ProfilesService): Router {
  return endpointRouter([
    route(generateNames, ({ input }) => service.generateNames(input.body.userId), { self: (i) => i.body.userId }),
    route(
      generateNamesForUser,
      async ({ input }) => {
        const { suggestions, generator } = await service.generateNames(input.params.userId);
        return { names: suggestions, generator };
      },
      { self: (i) => i.params.userId },
    ),
    route(selectName, ({ input }) => service.selectName(input.params.userId, input.body.championName), { self: (i) => i.params.userId }),

    route(generateAvatar, ({ input, user }) => {
      const { preferences, enhancedPrompt } = input.body;
      if (preferences.userId && preferences.userId !== user.id) throw forbidden('You can only do this for your own account.');
      return service.generateAvatar(user.id, { ...preferences, enhancedPrompt });
    }),
    route(regenerateAvatar, ({ input }) => service.generateAvatar(input.body.userId, input.body.preferences), { self: (i) => i.body.userId }),

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
