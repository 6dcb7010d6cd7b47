import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { guestModule } from '../../src/modules/guest/server';
import { photosModule } from '../../src/modules/photos/server';
import { PHOTO_STORE, PHOTOS_SERVICE } from '../../src/modules/photos/server/container';
import { createTestApp, type TestApp } from './test-app';

/**
 * Test files run side by side. An app that starts its background work sweeps orphan photo files (every
 * file its own database does not know); in a folder shared by all test apps that removed the photos of
 * other files' apps between an upload and its read (a clean-clone faketime pass saw the 404).
 */
describe('createTestApp', () => {
  const apps: TestApp[] = [];
  afterAll(() => Promise.all(apps.map((a) => a.close())));

  it('gives each app its own photo folder: another app’s orphan sweep leaves its files, and close removes it', async () => {
    const [one, two] = [await createTestApp({ backend: 'pglite', modules: [guestModule, photosModule] }), await createTestApp({ backend: 'pglite', modules: [guestModule, photosModule] })];
    apps.push(two);
    expect(one.config.dataDir).not.toBe(two.config.dataDir);
    const key = `2026/11/${'0'.repeat(8)}-0000-4000-8000-000000000001.webp`;
    await one.app.container.get(PHOTO_STORE).put(key, Buffer.from('photo'));

    // A sweep far in the future with no grace: every file its database does not know is an orphan.
    const swept = await two.app.container.get(PHOTOS_SERVICE).sweepOrphans(0, new Date(Date.now() + 10 * 365 * 86_400_000));
    expect(swept.removed).toEqual([]);
    expect(await one.app.container.get(PHOTO_STORE).exists(key)).toBe(true);
    expect(fs.existsSync(path.join(one.config.dataDir, 'photos', key))).toBe(true);

    await one.close();
    expect(fs.existsSync(one.config.dataDir)).toBe(false);
  });
});
