import { ContainerModule } from 'inversify';
import { afterEach, describe, expect, it } from 'vitest';
import { consentModule } from '../../src/modules/consent/server';
import { guestModule } from '../../src/modules/guest/server';
import { createApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { createLogger } from '../../src/server/log';
import { createTestApp, createTestDb, type TestApp } from '../support/test-app';

/**
 * PRIVACY_CONTACT reaches the Privacy Policy page through GET /api/config, offered by the consent
 * module's clientConfig hook (the core names no module). The database plays no part: PGlite only.
 */
describe('GET /api/config: the privacy contact', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it("carries PRIVACY_CONTACT under the consent module's id, next to the core settings", async () => {
    const contact = 'Example e.V., Hauptstr. 1, 10115 Berlin, privacy@example.org';
    t = await createTestApp({ backend: 'pglite', modules: [guestModule, consentModule], env: { PRIVACY_CONTACT: contact } });
    const res = await t.request().get('/api/config').expect(200);
    expect(res.body).toMatchObject({ consent: { privacyContact: contact }, aiVerifier: 'local', mapTileUrl: expect.any(String) });
  });

  it('says null when the operator has not set it', async () => {
    t = await createTestApp({ backend: 'pglite', modules: [guestModule, consentModule] });
    const res = await t.request().get('/api/config').expect(200);
    expect(res.body.consent).toEqual({ privacyContact: null });
  });

  it('fails the start when a module id is also a core setting', async () => {
    const clash = { id: 'mapTileUrl', containerModule: new ContainerModule(() => {}), clientConfig: () => ({ x: 1 }) };
    const { db, drop } = await createTestDb('pglite');
    try {
      expect(() => createApp({ config: loadConfig({ LOG_REQUESTS: 'false' }), db, modules: [clash], log: createLogger(true) })).toThrow(
        /Module mapTileUrl offers client settings under "mapTileUrl", which is already a setting/,
      );
    } finally {
      await drop();
    }
  });
});
