import Router from '@koa/router';
import { ContainerModule } from 'inversify';
import { describe, expect, it } from 'vitest';
import { endpointRouter, route } from '../../src/server/http/route';
import type { ServerModule } from '../../src/server/module';
import { defineEndpoint } from '../../src/shared/endpoint';
import { createTestApp, manifests } from '../support/test-app';

/** An extra module whose admin router is the one given. */
const withAdmin = (adminRouter: () => Router): ServerModule => ({ id: 'probe', containerModule: new ContainerModule(() => {}), adminRouter });

const start = (m: ServerModule) => createTestApp({ backend: 'pglite', modules: [...manifests('guest', 'gamification', 'admin'), m] });

/** Issue 20: admin routes are endpoints under /admin/<module id> for moderators or admins, or the start fails. */
describe('admin routers', () => {
  it('mounts an admin endpoint at its own path, behind its role', async () => {
    const ep = defineEndpoint('GET', '/admin/probe/items', { summary: 'Items', access: 'moderator' });
    const t = await start(withAdmin(() => endpointRouter([route(ep, () => undefined)])));
    try {
      expect((await t.request().get('/api/admin/probe/items')).status).toBe(401);
    } finally {
      await t.close();
    }
  });

  it('refuses to start with an admin endpoint outside /admin/<id>, one open to everyone, or a bare route', async () => {
    const outside = defineEndpoint('GET', '/admin/other/items', { summary: 'Items', access: 'moderator' });
    await expect(start(withAdmin(() => endpointRouter([route(outside, () => undefined)])))).rejects.toThrow('probe: admin endpoint GET /admin/other/items must be under /admin/probe');
    const open = defineEndpoint('GET', '/admin/probe/items', { summary: 'Items', access: 'public' });
    await expect(start(withAdmin(() => endpointRouter([route(open, () => undefined)])))).rejects.toThrow("must be for moderators or admins, not 'public'");
    const bare = () => new Router().get('/items', (ctx) => (ctx.body = []));
    await expect(start(withAdmin(bare))).rejects.toThrow('probe: admin route /items must be mounted from an endpoint definition');
  });
});
