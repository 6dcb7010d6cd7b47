import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startStandIn, type StandIn } from '../../../../tests/support/stand-in-server';
import type { AnalysisResult } from './models';
import { OpenAiAnalyser } from './openai-analyser';
import type { AnalysisRepository } from './repository';
import { AnalysisService, litterVocabulary, toSuggestions } from './service';

const good = {
  litter: [
    { item: 'soft_drinks.plastic_bottle', material: 'plastic', brand: 'Coca-Cola', count: 3 },
    { item: 'smoking.butts', material: null, brand: null, count: 12 },
    { item: 'space.rocket', material: null, brand: null, count: 1 },
    { item: 'soft_drinks.plastic_bottle', material: 'plastic', brand: 'coca-cola', count: 2 },
  ],
  items: ['5 plastic bottles', 'about 12 cigarette butts'],
  toolsNeeded: ['gloves', 'litter picker'],
  hazardous: false,
  confidence: 0.8,
};
let answer: unknown = good;
let mode: 'ok' | 'slow' | 'error' | 'malformed' = 'ok';
const bodies: Record<string, unknown>[] = [];

const completion = (content: string) => ({
  id: 'chatcmpl-test', object: 'chat.completion', created: 0, model: 'test-model',
  choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
});

/** A repository that keeps rows in memory (the service's rules only). */
function memoryRepo() {
  const rows: { id: string; user_id: string; photo_sha256: string; result: AnalysisResult; created_at: Date }[] = [];
  const repo = {
    rows,
    async insert(r: { userId: string; photoSha256: string; result: AnalysisResult; createdAt: Date }) {
      const row = { id: `a${rows.length + 1}`, user_id: r.userId, photo_sha256: r.photoSha256, result: r.result, created_at: r.createdAt, used_at: null };
      rows.push(row);
      return row;
    },
  };
  return repo;
}

describe('photo analysis against a stand-in OpenAI server', () => {
  let standIn: StandIn;
  let photo: Buffer;
  const errors: string[] = [];
  const log = { info: () => {}, error: (msg: string) => void errors.push(msg) };
  const clock = { now: () => new Date('2030-06-01T10:00:00Z') };
  const make = (repo = memoryRepo()) =>
    new AnalysisService({ repo: repo as unknown as AnalysisRepository, analyser: new OpenAiAnalyser({ apiKey: 'sk-test', baseURL: `${standIn.url}/v1`, model: 'test-model', timeoutMs: 400 }, litterVocabulary()), clock, log });

  beforeAll(async () => {
    standIn = await startStandIn((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        bodies.push(JSON.parse(body || '{}'));
        if (mode === 'slow') return void setTimeout(() => json(res, 200, completion(JSON.stringify(good))), 1000);
        if (mode === 'error') return json(res, 500, { error: { message: 'internal', type: 'server_error' } });
        if (mode === 'malformed') return json(res, 200, completion('{"litter": ['));
        json(res, 200, completion(JSON.stringify(answer)));
      });
    });
    // A large photo with EXIF orientation 6 (rotated): the model sees it upright, at most 1024 px, without metadata.
    photo = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#6a8' } }).jpeg().withMetadata({ orientation: 6 }).toBuffer();
  });
  afterAll(() => standIn.close());

  it('sends a scaled JPEG with a strict JSON schema and keeps only taxonomy items', async () => {
    mode = 'ok';
    answer = good;
    const repo = memoryRepo();
    const res = await make(repo).analyse('user-1', photo);
    expect(res).toEqual({
      id: 'a1',
      available: true,
      reason: null,
      suggestions: [
        { category: 'soft_drinks', item: 'soft_drinks.plastic_bottle', material: 'plastic', brand: 'Coca-Cola', count: 5 },
        { category: 'smoking', item: 'smoking.butts', material: null, brand: null, count: 12 },
      ],
      analysis: { items: good.items, toolsNeeded: good.toolsNeeded, hazardous: false, confidence: 0.8 },
    });
    expect(repo.rows[0]).toMatchObject({ user_id: 'user-1', photo_sha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
    const req = standIn.requests.at(-1)!;
    expect(req.path).toBe('/v1/chat/completions');
    const body = bodies.at(-1) as { model: string; response_format: { type: string; json_schema: { strict: boolean; schema: { properties: { litter: { items: { properties: { item: { enum: string[] } } } } } } } }; messages: unknown[] };
    expect(body.model).toBe('test-model');
    expect(body.response_format.type).toBe('json_schema');
    expect(body.response_format.json_schema.strict).toBe(true);
    expect(body.response_format.json_schema.schema.properties.litter.items.properties.item.enum).toContain('smoking.butts');
    const url = /data:image\/jpeg;base64,([A-Za-z0-9+/=]+)/.exec(JSON.stringify(body.messages))![1]!;
    const sent = await sharp(Buffer.from(url, 'base64')).metadata();
    expect(sent).toMatchObject({ format: 'jpeg', width: 683, height: 1024 });
    expect(sent.exif).toBeUndefined();
    expect(sent.orientation).toBeUndefined();
  });

  it.each([
    ['a timeout', 'slow'],
    ['a 500', 'error'],
    ['malformed JSON', 'malformed'],
  ] as const)('answers unreachable on %s, stores nothing, and logs it', async (_name, m) => {
    mode = m;
    const repo = memoryRepo();
    const before = errors.length;
    expect(await make(repo).analyse('user-1', photo)).toEqual({ id: null, available: false, reason: 'unreachable', suggestions: [], analysis: null });
    expect(repo.rows).toHaveLength(0);
    expect(errors.length).toBe(before + 1);
  });

  it('answers unreachable when the model’s answer is not the schema', async () => {
    mode = 'ok';
    answer = { litter: [], items: [], toolsNeeded: [], hazardous: 'maybe', confidence: 3 };
    expect((await make().analyse('user-1', photo)).reason).toBe('unreachable');
  });

  it('guesses nothing without an API key, and does not look at the photo', async () => {
    const count = standIn.requests.length;
    const service = new AnalysisService({ repo: memoryRepo() as unknown as AnalysisRepository, analyser: null, clock, log });
    expect(await service.analyse('user-1', Buffer.from('not even a photo'))).toEqual({ id: null, available: false, reason: 'no_api_key', suggestions: [], analysis: null });
    expect(standIn.requests.length).toBe(count);
  });

  it('refuses what is not a photo before asking the model', async () => {
    mode = 'ok';
    const count = standIn.requests.length;
    await expect(make().analyse('user-1', Buffer.from('plain text'))).rejects.toMatchObject({ status: 415, code: 'PHOTO_UNSUPPORTED_TYPE' });
    await expect(make().analyse('user-1', Buffer.alloc(0))).rejects.toMatchObject({ status: 400, code: 'PHOTO_EMPTY' });
    expect(standIn.requests.length).toBe(count);
  });
});

describe('toSuggestions', () => {
  it('keeps valid tags only: known items, whole counts 1..999, short brands', () => {
    expect(
      toSuggestions([
        { item: 'soft_drinks.can', material: 'metal', brand: '  Red Bull ', count: 2.4 },
        { item: 'soft_drinks.can', material: 'unobtainium', brand: null, count: 1 },
        { item: 'nothing', count: 1 },
        { item: 'smoking.butts', count: 0 },
        { item: 'smoking.lighter', brand: 'x'.repeat(61), count: 1 },
      ]),
    ).toEqual([{ category: 'soft_drinks', item: 'soft_drinks.can', material: 'metal', brand: 'Red Bull', count: 2 }]);
  });
});
