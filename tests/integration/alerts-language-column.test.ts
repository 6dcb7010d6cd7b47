import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestDb } from '../support/test-app';
import type { Db } from '../../src/server/db';

/**
 * Issue 41: the alerts tables took only 'en' and 'de', so offering a third language would have made
 * saving alert preferences in it fail (a 500). They now take any language tag's shape; the app checks
 * the offered list (schemas.ts).
 */
describe.each(backends())('alerts language columns (%s)', (backend) => {
  let db: Db;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await createTestDb(backend));
  }, 120_000);
  afterAll(() => drop?.());

  const preferences = (language: string) => db('alert_preferences').insert({ user_id: crypto.randomUUID(), choices: {}, language, updated_at: new Date() });

  it('store a language that is not offered yet (fr, pl, ar)', async () => {
    for (const language of ['en', 'de', 'fr', 'pl', 'ar']) await preferences(language);
    await db('alert_confirmation_mails').insert({ address_hash: crypto.randomUUID(), sent_at: new Date(), language: 'ar' });
  });

  it('still refuse what is no language tag', async () => {
    for (const language of ['', 'FR', 'fr-FR', 'english', 'x;drop']) await expect(preferences(language)).rejects.toThrow(/alert_preferences_language_check/);
  });
});
