import fs from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { addLazyTexts } from './lazy-texts';

/** Every pair of lazily loaded texts files (`<name>.en.json` beside `<name>.de.json`, outside the i18n folders). */
function lazyTextFiles(dir = path.resolve(__dirname, '..')): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'i18n' ? [] : lazyTextFiles(full);
    return e.name.endsWith('.en.json') ? [full] : [];
  });
}
const keys = (o: unknown, prefix = ''): string[] =>
  Object.entries(o as Record<string, unknown>).flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]));
const read = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;

describe('texts that come with lazy chunks', () => {
  const files = lazyTextFiles();

  it('finds them (the task sheet, the duplicate question, the alerts, the notifications, the offline queue, the PWA layer)', () => {
    expect(files.length).toBeGreaterThanOrEqual(6);
  });

  it.each(files.map((f) => [path.relative(process.cwd(), f), f]))('%s has the same keys in German', (_name, en) => {
    const de = en.replace(/\.en\.json$/, '.de.json');
    expect(fs.existsSync(de)).toBe(true);
    expect(keys(read(de)).sort()).toEqual(keys(read(en)).sort());
  });

  it('merges into a namespace once, deep, without overwriting what the namespace has', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'en', resources: { en: { tasks: { a: 'main', group: { x: 'main x' } } }, de: { tasks: { a: 'Haupt' } } } });
    const texts = { en: { a: 'lazy', group: { y: 'lazy y' } }, de: { group: { y: 'faul y' } }, fr: {}, es: {}, it: { group: { y: 'pigro y' } }, nl: { group: { y: 'lui y' } }, pl: {}, ar: {} };
    addLazyTexts(i18n, 'tasks', texts);
    addLazyTexts(i18n, 'tasks', texts);
    expect(i18n.t('tasks:a')).toBe('main');
    expect(i18n.t('tasks:group.x')).toBe('main x');
    expect(i18n.t('tasks:group.y')).toBe('lazy y');
    expect(i18n.t('tasks:group.y', { lng: 'de' })).toBe('faul y');
  });
});
