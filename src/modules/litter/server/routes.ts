import type Router from '@koa/router';
import { endpointRouter, route } from '../../../server/http/route';
import { requestLanguage } from '../../../server/i18n';
import { litterTaxonomy, litterTotals, litterUsage, taskLitterTags } from '../endpoints';
import type { LitterService } from './service';

/** Where the open data answer lives (CORS `*`, publicReadCors in the manifest). */
export const LITTER_TOTALS_PATH = '/api/litter/totals';

export function litterRouter(service: LitterService): Router {
  return endpointRouter([
    route(litterTaxonomy, ({ ctx }) => {
      ctx.set('Cache-Control', 'public, max-age=300');
      ctx.vary('Accept-Language');
      return service.taxonomy(requestLanguage(ctx));
    }),
    route(litterUsage, ({ user }) => service.usage(user.id)),
    route(taskLitterTags, ({ input }) => service.taskTags(input.params.id)),
    route(litterTotals, ({ input, ctx }) => {
      ctx.set('Cache-Control', 'public, max-age=300');
      ctx.remove('Set-Cookie');
      return service.totalsAnswer(input.query);
    }),
  ]);
}
