import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scene } from '../../../../../tests/support/images';
import { json, startStandIn, type StandIn } from '../../../../../tests/support/stand-in-server';
import { LocalVerifier } from './local-verifier';
import { OpenAiVerifier } from './openai-verifier';

const good = { sameLocation: true, verificationStatus: 'verified', completionPercentage: 95, qualityScore: 88, bonusEarned: 3, feedback: 'Great job, the path is clear.', areasImproved: ['Path'], stillNeedsWork: [], environmentalImpact: 'About one bag of plastic kept out of the river.' };
let answer: unknown = good;
let mode: 'ok' | 'slow' | 'error' | 'malformed' = 'ok';
const bodies: Record<string, unknown>[] = [];

const completion = (content: string) => ({
  id: 'chatcmpl-test', object: 'chat.completion', created: 0, model: 'test-model',
  choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
});

describe('OpenAiVerifier against a stand-in server', () => {
  let standIn: StandIn;
  let before: Buffer;
  let after: Buffer;
  const log = { info: () => {}, error: () => {} };
  const make = () => new OpenAiVerifier({ apiKey: 'sk-test', baseURL: `${standIn.url}/v1`, model: 'test-model', timeoutMs: 400 }, new LocalVerifier(), log);
  const task = { wasteType: 'plastic', description: 'Bottles by the river', location: 'Riverbank', reward: 10 };

  beforeAll(async () => {
    standIn = await startStandIn((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        bodies.push(JSON.parse(body || '{}'));
        if (mode === 'slow') return void setTimeout(() => json(res, 200, completion(JSON.stringify(good))), 1000);
        if (mode === 'error') return json(res, 500, { error: { message: 'internal', type: 'server_error' } });
        if (mode === 'malformed') return json(res, 200, completion('{"verificationStatus": "verified", "feedback": '));
        json(res, 200, completion(JSON.stringify(answer)));
      });
    });
    before = await scene({ litter: 80, seed: 7 });
    after = await scene({ litter: 0, retake: true });
  });
  afterAll(() => standIn.close());

  it('sends both photos with a JSON schema and maps a good answer', async () => {
    mode = 'ok';
    answer = good;
    const v = await make().verify({ before, after, task, language: 'en' });
    expect(v).toMatchObject({ verificationStatus: 'verified', completionPercentage: 95, qualityScore: 88, bonusEarned: 3, verifier: 'openai', fallbackReason: null, feedback: 'Great job, the path is clear.' });
    const req = standIn.requests.at(-1)!;
    expect(req.path).toBe('/v1/chat/completions');
    expect(req.headers.authorization).toBe('Bearer sk-test');
    const body = bodies.at(-1) as { model: string; response_format: { type: string }; messages: { content: unknown }[] };
    expect(body.model).toBe('test-model');
    expect(body.response_format.type).toBe('json_schema');
    const images = JSON.stringify(body.messages).match(/data:image\/webp;base64,/g);
    expect(images).toHaveLength(2);
  });

  it('caps the bonus and never verifies a different place or a half-done job', async () => {
    mode = 'ok';
    answer = { ...good, bonusEarned: 500 };
    expect((await make().verify({ before, after, task, language: 'en' })).bonusEarned).toBe(5);
    answer = { ...good, sameLocation: false };
    expect((await make().verify({ before, after, task, language: 'en' })).verificationStatus).toBe('needs_review');
    answer = { ...good, completionPercentage: 40 };
    const half = await make().verify({ before, after, task, language: 'en' });
    expect(half.verificationStatus).toBe('needs_review');
    expect(half.bonusEarned).toBe(0);
  });

  it.each([
    ['malformed JSON', 'malformed', 'could not be read'],
    ['a timeout', 'slow', 'timed out'],
    ['a 500', 'error', 'answered 500'],
  ] as const)('falls back to the local verifier on %s', async (_name, m, reason) => {
    mode = m;
    const v = await make().verify({ before, after, task, language: 'en' });
    expect(v.verifier).toBe('local');
    expect(v.fallbackReason).toContain(reason);
    expect(v.verificationStatus).toBe('verified'); // the local verifier's own judgement of this pair
  });

  it('uses the fallback without calling the API when there is no report photo', async () => {
    mode = 'ok';
    const count = standIn.requests.length;
    const v = await make().verify({ before: null, after, task, language: 'en' });
    expect(v.verifier).toBe('local');
    expect(v.verificationStatus).toBe('needs_review');
    expect(standIn.requests.length).toBe(count);
  });

  it('asks for the answer in the volunteer’s language', async () => {
    mode = 'ok';
    answer = { ...good, feedback: 'Toll gemacht, der Weg ist frei.' };
    const v = await make().verify({ before, after, task, language: 'de' });
    expect(v.feedback).toBe('Toll gemacht, der Weg ist frei.');
    const system = (bodies.at(-1) as { messages: { role: string; content: string }[] }).messages.find((m) => m.role === 'system')!.content;
    expect(system).toContain('Write feedback, areasImproved, stillNeedsWork and environmentalImpact for the volunteer in plain, friendly German.');
    await make().verify({ before, after, task, language: 'en' });
    const english = (bodies.at(-1) as { messages: { role: string; content: string }[] }).messages.find((m) => m.role === 'system')!.content;
    expect(english).toContain('in plain, friendly English.');
  });

  it('tells a German volunteer in German why the fallback decided, and the fallback answers in German', async () => {
    mode = 'error';
    const v = await make().verify({ before, after, task, language: 'de' });
    expect(v.verifier).toBe('local');
    expect(v.fallbackReason).toBe('der KI-Dienst hat mit 500 geantwortet');
    expect(v.feedback).toMatch(/^Derselbe Ort/);
    mode = 'malformed';
    expect((await make().verify({ before, after, task, language: 'de' })).fallbackReason).toBe('der KI-Dienst hat eine Antwort gegeben, die nicht gelesen werden konnte');
    expect((await make().verify({ before: null, after, task, language: 'de' })).fallbackReason).toBe('die Aufgabe hat kein Meldefoto');
  });
});
