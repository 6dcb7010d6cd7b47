import type Router from '@koa/router';
import { endpointRouter, route } from '../../../server/http/route';
import { addPartner, addPartnerMember, issueApiKey, listApiKeys, listPartnerMembers, listPartners, removePartner, removePartnerMember, revokeApiKey, updatePartner } from '../endpoints';
import type { ApiKeysAdmin } from './api-keys';
import type { PartnerMembersAdmin } from './members';
import type { PartnersAdmin } from './partners-admin';

/** /api/admin/embed/partners and their API keys: admins only (each endpoint's access; src/server/app.ts checks it). */
export function embedAdminRouter(partners: PartnersAdmin, apiKeys: ApiKeysAdmin, members: PartnerMembersAdmin): Router {
  return endpointRouter([
    route(listPartners, async () => ({ partners: await partners.list() }), { headers: { 'Cache-Control': 'no-store' } }),
    route(addPartner, async ({ input, user }) => ({ partner: await partners.add(input.body, user.id) })),
    route(updatePartner, async ({ input, user }) => ({ partner: await partners.update(input.params.id, input.body, user.id) })),
    route(removePartner, ({ input, user }) => partners.remove(input.params.id, user.id)),
    route(listApiKeys, async () => ({ keys: await apiKeys.list() }), { headers: { 'Cache-Control': 'no-store' } }),
    route(issueApiKey, ({ input, user }) => apiKeys.issue(input.params.id, user.id), { headers: { 'Cache-Control': 'no-store' } }),
    route(revokeApiKey, ({ input, user }) => apiKeys.revoke(input.params.id, user.id)),
    route(listPartnerMembers, async ({ input }) => ({ members: await members.list(input.params.id) }), { headers: { 'Cache-Control': 'no-store' } }),
    route(addPartnerMember, async ({ input, user }) => ({ member: await members.add(input.params.id, input.body.username, user.id) })),
    route(removePartnerMember, ({ input, user }) => members.remove(input.params.id, input.params.userId, user.id)),
  ]);
}
