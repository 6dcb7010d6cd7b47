import Router from '@koa/router';
import { requireSession, sessionUser } from '../../../server/http/auth';
import { validate } from '../../../server/http/validate';
import type { SessionCookies } from '../../identity/contract';
import { exportFileName, type AccountApi } from '../contract';
import { deleteAccountSchema } from '../schemas';

export function accountRouter(account: AccountApi, cookies: SessionCookies): Router {
  const router = new Router();

  // A download with a known length, so the client can show real progress.
  router.get('/account/export', requireSession, async (ctx) => {
    const data = await account.exportData(sessionUser(ctx).id);
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Content-Disposition', `attachment; filename="${exportFileName(new Date(data.exportedAt))}"`);
    ctx.type = 'application/json; charset=utf-8';
    ctx.body = JSON.stringify(data, null, 2);
  });

  router.delete('/account', requireSession, validate({ body: deleteAccountSchema }), async (ctx) => {
    ctx.body = await account.erase(sessionUser(ctx).id);
    ctx.set('Cache-Control', 'no-store');
    // The sessions are ended in the database; the browser forgets its cookie too.
    cookies.clear(ctx);
  });

  return router;
}
