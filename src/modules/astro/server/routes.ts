import type Router from '@koa/router';
import { forbidden } from '../../../server/http/errors';
import { endpointRouter, route } from '../../../server/http/route';
import type { AstroApi } from '../contract';
import { generateAvatar, generateNames, generateNamesForUser, regenerateAvatar } from '../endpoints';

export function astroRouter(service: AstroApi): Router {
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

    route(generateAvatar, ({ input, user }) => {
      const { preferences, enhancedPrompt } = input.body;
      if (preferences.userId && preferences.userId !== user.id) throw forbidden('You can only do this for your own account.');
      return service.generateAvatar(user.id, { ...preferences, enhancedPrompt });
    }),
    route(regenerateAvatar, ({ input }) => service.generateAvatar(input.body.userId, input.body.preferences), { self: (i) => i.body.userId }),
  ]);
}
