import type Router from '@koa/router';
import { endpointRouter, rawAnswer, route } from '../../../server/http/route';
import type { SessionCookies } from '../../guest/contract';
import { exportFileName, type AccountApi } from '../contract';
import { deleteAccount, exportAccount } from '../endpoints';

export function accountRouter(account: AccountApi, cookies: SessionCookies): Router {
  return endpointRouter([
    // A download with a known length, so the client can show real progress; indented for reading.
    route(exportAccount, async ({ user, ctx }) => {
      const data = await account.exportData(user.id);
      ctx.set('Cache-Control', 'no-store');
      ctx.set('Content-Disposition', `attachment; filename="${exportFileName(new Date(data.exportedAt))}"`);
      ctx.type = 'application/json; charset=utf-8';
      return rawAnswer(JSON.stringify(data, null, 2));
    }),

    route(deleteAccount, async ({ user, ctx }) => {
      const result = await account.erase(user.id);
      ctx.set('Cache-Control', 'no-store');
      // The sessions are ended in the database; the browser forgets its cookie too.
      cookies.clear(ctx);
      return result;
    }),
  ]);
}
