import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverModules } from '../../src/modules/server';
import { scene } from '../support/images';
import { guest } from '../support/people';
import { backends, createTestApp, type TestApp } from '../support/test-app';

type Agent = ReturnType<TestApp['agent']>;
type Res = { status: number; body: { code?: string; details?: { fields?: { field: string; message: string }[] } } };

/**
 * Issue 17, point 3: a NUL in a text field of an otherwise valid request reached PostgreSQL, which
 * refuses it in text and jsonb (a 500). Each request below is valid without the control character
 * (the last call of each case shows it), so only the check in validation stands between it and the
 * database.
 */
describe.each(backends())('control characters in text fields (%s)', (backend) => {
  let t: TestApp;
  let dataDir: string;
  let agent: Agent;
  let id: string;
  let photo: Buffer;

  const refused = (res: Res, field: string) => {
    expect(res.status, `${field}: ${JSON.stringify(res.body)}`).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.details?.fields).toEqual([{ field, message: `${field} must not contain control characters` }]);
  };

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-control-'));
    t = await createTestApp({ backend, modules: serverModules, env: { DATA_DIR: dataDir } });
    ({ agent, id } = await guest(t));
    photo = await scene({ litter: 60, seed: 5 });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('create-profile names, then select-name', async () => {
    const profile = { firstName: 'Rio', lastName: 'Nul', username: `rio_${id.slice(0, 8)}`, gender: 'Diverse', dateOfBirth: '1995-07-30' };
    refused(await agent.post(`/api/users/${id}/create-profile`).send({ ...profile, firstName: 'Ri\u0000o' }), 'firstName');
    refused(await agent.post(`/api/users/${id}/create-profile`).send({ ...profile, lastName: 'N\u0000ul' }), 'lastName');
    refused(await agent.post(`/api/users/${id}/create-profile`).send({ ...profile, astrologicalSign: 'Leo\u0000' }), 'astrologicalSign');
    expect((await agent.post(`/api/users/${id}/create-profile`).send(profile)).status).toBe(200);

    refused(await agent.post(`/api/users/${id}/select-name`).send({ championName: 'Star\u0000Walker' }), 'championName');
    refused(await agent.post(`/api/users/${id}/select-name`).send({ championName: 'Star\u001bWalker' }), 'championName');
    expect((await agent.post(`/api/users/${id}/select-name`).send({ championName: 'Star Walker' })).status).toBe(200);
    expect((await t.db('profiles').where({ user_id: id }).first()).champion_name).toBe('Star Walker');
  });

  it('the avatar prompt and preferences', async () => {
    refused(await agent.post('/api/avatars/generate').send({ enhancedPrompt: 'a calm\u0000 river', preferences: {} }), 'enhancedPrompt');
    refused(await agent.post('/api/avatars/generate').send({ preferences: { symbolism: 'waves\u0000' } }), 'preferences.symbolism');
    refused(await agent.post('/api/avatars/generate').send({ preferences: { colorPalette: '\uD800blue' } }), 'preferences.colorPalette');
  });

  it('report description and location (multipart fields), then the photo flag details', async () => {
    const report = (fields: Record<string, string>) => {
      let r = agent.post('/api/reports').field('userId', id).field('latitude', '51.49').field('longitude', '11.98');
      for (const [k, v] of Object.entries(fields)) r = r.field(k, v);
      return r.attach('image', photo, 'before.jpg');
    };
    refused(await report({ description: 'Bottles\u0000 everywhere', location: 'Riverbank' }), 'description');
    refused(await report({ description: 'Bottles', location: 'River\u0000bank' }), 'location');
    refused(await report({ description: 'Bottles', location: 'Riverbank', wasteType: 'plastic\u0007' }), 'wasteType');
    expect(await t.db('reports').where({ user_id: id })).toHaveLength(0);
    const ok = await report({ description: 'Bottles\r\neverywhere', location: 'Riverbank' });
    expect(ok.status).toBe(201);
    expect((await t.db('reports').where({ user_id: id }).first()).description).toBe('Bottles\r\neverywhere');

    const photoId = (await t.db('photos').where({ owner_id: id, purpose: 'report' }).first()).id as string;
    const { agent: other } = await guest(t);
    refused(await other.post(`/api/photos/${photoId}/flags`).send({ reason: 'other', details: 'a face\u0000' }), 'details');
    refused(await other.post(`/api/photos/${photoId}/flags`).send({ reason: 'other', details: 'a face\u007f' }), 'details');
    expect((await other.post(`/api/photos/${photoId}/flags`).send({ reason: 'other', details: 'a face\nnear the bin' })).status).toBe(201);
  });
});
