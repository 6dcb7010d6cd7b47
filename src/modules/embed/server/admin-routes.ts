import type Router from '@koa/router';
import { endpointRouter, route } from '../../../server/http/route';
import { addPartner, listPartners, removePartner, updatePartner } from '../endpoints';
import type { PartnersAdmin } from './partners-admin';

/** /api/admin/embed/partners: admins only (each endpoint's access; src/server/app.ts checks it). */
export function embedAdminRouter(partners: PartnersAdmin): Router {
  return endpointRouter([
    route(listPartners, async () => ({ partners: await partners.list() }), { headers: { 'Cache-Control': 'no-store' } }),
    route(addPartner, async ({ input, user }) => ({ partner: await partners.add(input.body, user.id) })),
    route(updatePartner, async ({ input, user }) => ({ partner: await partners.update(input.params.id, input.body, user.id) })),
    route(removePartner, ({ input, user }) => partners.remove(input.params.id, user.id)),
  ]);
}
