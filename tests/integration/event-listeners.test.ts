import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverModules } from '../../src/modules/server';
import { EVENTS } from '../../src/server/tokens';
import { createTestApp, type TestApp } from '../support/test-app';

const root = path.resolve(__dirname, '../../src');

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sources(p);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}

/** Every `<Name>Events = { key: 'event.name' }` table the modules' contracts declare, as `Name.key` -> event name. */
async function declaredEvents(): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const m of fs.readdirSync(path.join(root, 'modules'))) {
    const file = path.join(root, 'modules', m, 'contract.ts');
    if (!fs.existsSync(file)) continue;
    const contract = (await import(file)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(contract)) {
      if (!/Events$/.test(name) || typeof value !== 'object' || value === null) continue;
      for (const [key, event] of Object.entries(value)) if (typeof event === 'string') out.set(`${name}.${key}`, event);
    }
  }
  return out;
}

/**
 * Issue 35: an event nobody listens to is work (and a promise in the docs) for nothing. Every event a
 * server file emits on the bus or publishes through the outbox has a handler in the app with every
 * module, and every event a contract declares is emitted somewhere.
 */
describe('every emitted event is listened to', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ backend: 'pglite', modules: serverModules });
  });
  afterAll(() => t.close());

  it('finds a handler for each event emitted or published, and no declared event that nothing emits', async () => {
    const declared = await declaredEvents();
    expect(declared.size).toBeGreaterThan(0);
    const emitted = new Map<string, string[]>();
    const call = /\.(?:emit|publish)\(\s*(?:[A-Za-z_$][\w$]*\s*,\s*)?([A-Z]\w*Events\.\w+|'[a-z_.]+')/g;
    for (const file of sources(root)) {
      const text = fs.readFileSync(file, 'utf8');
      for (const m of text.matchAll(call)) {
        const ref = m[1]!;
        const event = ref.startsWith("'") ? ref.slice(1, -1) : declared.get(ref);
        expect(event, `${path.relative(root, file)}: ${ref} is not declared in a contract's *Events`).toBeDefined();
        emitted.set(event!, [...(emitted.get(event!) ?? []), path.relative(root, file)]);
      }
    }
    expect(emitted.size).toBeGreaterThan(0);
    const bus = t.app.container.get(EVENTS);
    const unheard = [...emitted].filter(([event]) => bus.listenerCount(event) === 0).map(([event, files]) => `${event} (${files.join(', ')})`);
    expect(unheard, 'emitted or published, but nobody listens').toEqual([]);
    const neverSent = [...new Set(declared.values())].filter((event) => !emitted.has(event));
    expect(neverSent, 'declared in a contract, but nothing emits or publishes it').toEqual([]);
  });
});
