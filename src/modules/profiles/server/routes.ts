import Router from '@koa/router';
import type { Context } from 'koa';
import { requireSelf, requireSession, sessionUser } from '../../../server/http/auth';
import { HttpError } from '../../../server/http/errors';
import { singleFileUpload, uploadedFile } from '../../../server/http/upload';
import { validate } from '../../../server/http/validate';
import { PROFILE_IMAGE_MAX_BYTES, PROFILE_TEXTS } from '../contract';
import { generateAvatarSchema, regenerateAvatarSchema, selectNameSchema, userIdBodySchema, userIdParamsSchema } from '../schemas';
import type { ProfilesService } from './service';

const bodyUserId = (ctx: Context) => (ctx.request.body as { userId?: string }).userId;

export function profilesRouter(service: ProfilesService): Router {
  const router = new Router();
  const byParam = [validate({ params: userIdParamsSchema }), requireSelf((ctx) => ctx.state.params.userId)] as const;

  router.post('/user/generate-names', validate({ body: userIdBodySchema }), requireSelf(bodyUserId), async (ctx) => {
    ctx.body = await service.generateNames(bodyUserId(ctx)!);
  });
  router.post('/users/:userId/generate-names', ...byParam, async (ctx) => {
    const { suggestions, generator } = await service.generateNames(ctx.state.params.userId);
    ctx.body = { names: suggestions, generator };
  });
  router.post('/users/:userId/select-name', ...byParam, validate({ body: selectNameSchema }), async (ctx) => {
    ctx.body = await service.selectName(ctx.state.params.userId, (ctx.request.body as { championName: string }).championName);
  });

  router.post('/avatars/generate', requireSession, validate({ body: generateAvatarSchema }), async (ctx) => {
    const body = ctx.request.body as { enhancedPrompt?: string; preferences: { userId?: string; style?: string; colorPalette?: string; symbolism?: string; complexity?: string } };
    const user = sessionUser(ctx);
    if (body.preferences.userId && body.preferences.userId !== user.id) throw new HttpError(403, 'FORBIDDEN', 'You can only do this for your own account.');
    ctx.body = await service.generateAvatar(user.id, { ...body.preferences, enhancedPrompt: body.enhancedPrompt });
  });
  router.post('/avatars/regenerate', validate({ body: regenerateAvatarSchema }), requireSelf(bodyUserId), async (ctx) => {
    const body = ctx.request.body as { userId: string; preferences: Record<string, string | undefined> };
    ctx.body = await service.generateAvatar(body.userId, body.preferences);
  });

  router.post(
    '/user/upload-profile-picture',
    requireSession, // 401 before reading a large body
    singleFileUpload('profileImage', { maxFileBytes: PROFILE_IMAGE_MAX_BYTES, tooLarge: () => new HttpError(413, 'PROFILE_IMAGE_TOO_LARGE', PROFILE_TEXTS.imageTooLarge) }),
    validate({ body: userIdBodySchema }),
    requireSelf(bodyUserId),
    async (ctx) => {
      const file = uploadedFile(ctx);
      if (!file) throw new HttpError(400, 'MISSING_IMAGE', PROFILE_TEXTS.notAnImage);
      ctx.body = await service.uploadProfilePicture(bodyUserId(ctx)!, file.buffer);
    },
  );
  router.post('/user/convert-avatar-to-profile', validate({ body: userIdBodySchema }), requireSelf(bodyUserId), async (ctx) => {
    ctx.body = await service.convertAvatarToProfile(bodyUserId(ctx)!);
  });

  return router;
}
