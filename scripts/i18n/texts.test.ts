import i18next from 'i18next';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_INFO, LANGUAGES, type KnownLanguage } from '../../src/shared/language';
import { allowedSame, untranslatedIn } from './checks';
import { englishJsonFiles, extraIn, missingIn, pluralForms, ROOT, textSources, type TextSource } from './inventory';

/** A text source from plain objects (the mechanism's tests use languages not offered yet). */
function fake(texts: Partial<Record<KnownLanguage, Record<string, unknown>>>, plurals = true): TextSource {
  const flat = (o: Record<string, unknown>) => new Map(Object.entries(o).filter((e): e is [string, string] => typeof e[1] === 'string'));
  return { file: (lang) => `fake/${lang}.json`, texts: (lang) => (texts[lang] ? flat(texts[lang]) : null), plurals };
}

const KNOWN = Object.keys(LANGUAGE_INFO) as KnownLanguage[];

describe('every offered language is complete', () => {
  let sources: TextSource[];
  beforeAll(async () => {
    sources = await textSources();
  }, 60_000);

  it('finds the texts: every json file and the TS text maps (errors, mails, pushes, taxonomy, embed)', () => {
    expect(englishJsonFiles().length).toBeGreaterThanOrEqual(40);
    const files = new Set(sources.map((s) => s.file('en')));
    for (const f of ['src/client/i18n/en.json', 'src/modules/consent/ui/policy-texts.en.json', 'src/modules/legal/i18n/en.json', 'src/server/http/core-error-texts.ts', 'src/modules/alerts/server/texts.ts', 'src/modules/litter/taxonomy.ts', 'src/widget/i18n.ts']) {
      expect(files).toContain(f);
    }
    for (const s of sources) expect(s.texts('en')!.size, s.file('en')).toBeGreaterThan(0);
  });

  it('a list in English is a list in every language (an object with keys 0, 1, ... reaches the screen as no list: it shows nothing or English)', () => {
    const shapeErrors = (en: unknown, other: unknown, at: string): string[] => {
      if (Array.isArray(en)) return Array.isArray(other) ? en.flatMap((e, i) => shapeErrors(e, other[i], `${at}.${i}`)) : [at];
      if (en && typeof en === 'object' && other && typeof other === 'object') {
        return Object.entries(en).flatMap(([k, v]) => shapeErrors(v, (other as Record<string, unknown>)[k], `${at}.${k}`));
      }
      return [];
    };
    const read = (f: string) => JSON.parse(fs.readFileSync(f, 'utf8')) as unknown;
    const wrong = englishJsonFiles().flatMap((enFile) =>
      LANGUAGES.filter((l) => l !== 'en').flatMap((lang) => {
        const file = path.join(path.dirname(enFile), path.basename(enFile).replace(/en\.json$/, `${lang}.json`));
        return fs.existsSync(file) ? shapeErrors(read(enFile), read(file), path.relative(ROOT, file)) : [];
      }),
    );
    expect(wrong).toEqual([]);
  });

  // Every language is offered now: the sources are read as if Polish had nothing yet (a new language's first run).
  it('npm run i18n:missing lists, for a language with nothing yet, every kind of text with the English words', () => {
    const lang = 'pl';
    const empty = sources.map((s): TextSource => ({ ...s, texts: (l) => (l === lang ? null : s.texts(l)) }));
    const missing = empty.flatMap((s) => missingIn(s, lang));
    const where = (file: string, key: string) => missing.find((m) => m.file === file && m.key === key)?.text;
    expect(where(`src/client/i18n/${lang}.json`, 'nav.report')).toBe('Report');
    expect(where(`src/client/i18n/${lang}.json`, 'header.coins_other')).toBe('{{count}} coins');
    expect(where(`src/client/i18n/${lang}.json`, 'header.coins_few')).toBe('{{count}} coins');
    expect(where(`src/modules/consent/ui/policy-texts.${lang}.json`, 'policy.title')).toBe('Privacy Policy');
    expect(where('src/server/http/core-error-texts.ts', 'INTERNAL')).toMatch(/^Something went wrong/);
    expect(where('src/modules/alerts/server/texts.ts', 'mail.confirmSubject')).toBe('Confirm your address for CleanQuest alerts');
    expect(where('src/modules/litter/taxonomy.ts', 'categories.smoking.items.smoking.butts.label')).toBe('Cigarette butts');
    expect(where('src/modules/litter/taxonomy.ts', 'materials.plastic')).toBe('Plastic');
    expect(where('src/widget/frame-title.ts', 'FRAME_TITLES')).toBe('CleanQuest map of cleanup tasks');
    expect(where('src/modules/embed/server/chart-section.ts', 'CHART_TEXTS.heading')).toBe('Litter found here');
    expect(where('src/modules/embed/server/chart-section.ts', 'CHART_TEXTS.headers.0')).toBe('Category');
    expect(missing.every((m) => m.key !== '')).toBe(true);
    expect(new Set(missing.map((m) => `${m.file} ${m.key}`)).size).toBe(missing.length);
  });

  it.each(LANGUAGES)('%s has every text English has, and every plural form its rules need', (lang) => {
    expect(sources.flatMap((s) => missingIn(s, lang)).map((e) => `${e.file} ${e.key}`)).toEqual([]);
  });

  it.each(LANGUAGES)('%s has no text English does not have (a key left over after a rename)', (lang) => {
    expect(sources.flatMap((s) => extraIn(s, lang).map((k) => `${s.file(lang)} ${k}`))).toEqual([]);
  });

  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s leaves no text in English, apart from the reviewed list', (lang) => {
    const allowed = allowedSame(lang);
    expect(sources.flatMap((s) => untranslatedIn(s, lang, allowed)).map((e) => `${e.file} ${e.key}: ${e.text}`)).toEqual([]);
  });
});

describe('the checks themselves (with languages not offered yet)', () => {
  const en = { title: 'Tasks', count_one: '{{count}} task', count_other: '{{count}} tasks', brand: 'CleanQuest' };

  it('a missing file, a missing key and a missing plural form are each reported with the English text', () => {
    expect(missingIn(fake({ en }), 'fr').map((e) => [e.file, e.key, e.text])).toEqual([
      ['fake/fr.json', 'title', 'Tasks'],
      ['fake/fr.json', 'brand', 'CleanQuest'],
      ['fake/fr.json', 'count_one', '{{count}} task'],
      ['fake/fr.json', 'count_many', '{{count}} tasks'],
      ['fake/fr.json', 'count_other', '{{count}} tasks'],
    ]);
    const pl = { title: 'Zadania', brand: 'CleanQuest', count_one: '{{count}} zadanie', count_other: '{{count}} zadania' };
    expect(missingIn(fake({ en, pl }), 'pl').map((e) => e.key)).toEqual(['count_few', 'count_many']);
  });

  it('Polish and Arabic need their several forms; English has no use for them', () => {
    expect(pluralForms('pl').sort()).toEqual(['few', 'many', 'one', 'other']);
    expect(pluralForms('ar').sort()).toEqual(['few', 'many', 'one', 'other', 'two', 'zero']);
    expect(pluralForms('de').sort()).toEqual(['one', 'other']);
    const ar = { title: 'المهام', brand: 'CleanQuest', count_zero: 'a', count_one: 'b', count_two: 'c', count_few: 'd', count_many: 'e', count_other: 'f' };
    expect(missingIn(fake({ en, ar }), 'ar')).toEqual([]);
    expect(extraIn(fake({ en, ar }), 'ar')).toEqual([]);
    expect(extraIn(fake({ en, de: { ...en, count_few: 'x', old: 'y' } }), 'de')).toEqual(['count_few', 'old']);
  });

  it('a text left in English is reported unless it is on the reviewed list or has no words', () => {
    const fr = { title: 'Tasks', brand: 'CleanQuest', count_one: '{{count}} tâche', count_many: '{{count}} tâches', count_other: '{{count}}' };
    expect(untranslatedIn(fake({ en, fr }), 'fr', allowedSame('fr')).map((e) => e.key)).toEqual(['title']);
    expect(untranslatedIn(fake({ en, fr }), 'fr', new Set()).map((e) => e.key)).toEqual(['title', 'brand']);
  });
});

describe('plural forms of a count in each language', () => {
  const counts = [0, 1, 2, 3, 4, 5, 11, 12, 21, 22, 25, 100, 101, 102, 111, 1.5];

  it.each(KNOWN)('%s: i18next picks the form Intl.PluralRules names, and only forms the rules list', async (lang) => {
    const forms = pluralForms(lang);
    const resources = Object.fromEntries(forms.map((f) => [`n_${f}`, `${f}:{{count}}`]));
    const i18n = i18next.createInstance();
    await i18n.init({ lng: lang, resources: { [lang]: { translation: resources } }, initAsync: false, showSupportNotice: false } as never);
    const rules = new Intl.PluralRules(LANGUAGE_INFO[lang].locale);
    for (const count of counts) {
      const form = rules.select(count);
      expect(forms).toContain(form);
      expect(i18n.t('n', { count })).toBe(`${form}:${count}`);
    }
  });
});

describe("the app's own counted texts follow each offered language's plural rules", () => {
  /** i18next over a language's real shell texts (src/client/i18n/<lang>.json). */
  async function shell(lang: (typeof LANGUAGES)[number]) {
    const texts = JSON.parse(fs.readFileSync(path.join(ROOT, `src/client/i18n/${lang}.json`), 'utf8')) as Record<string, unknown>;
    const i18n = i18next.createInstance();
    await i18n.init({ lng: lang, resources: { [lang]: { translation: texts } }, initAsync: false, showSupportNotice: false } as never);
    return { t: (count: number) => i18n.t('header.coins', { count }), forms: (texts.header ?? {}) as Record<string, string> };
  }

  it.each(LANGUAGES)('%s: the header coin count uses the form Intl.PluralRules names for 0, 1, 2, 3, 5, 11, 22, 25, 101 and 1.5', async (lang) => {
    const { t, forms } = await shell(lang);
    const rules = new Intl.PluralRules(LANGUAGE_INFO[lang].locale);
    for (const count of [0, 1, 2, 3, 5, 11, 22, 25, 101, 1.5]) {
      const form = forms[`coins_${rules.select(count)}`];
      expect(form, `${lang} coins_${rules.select(count)}`).toBeDefined();
      expect(t(count)).toBe(form!.replace('{{count}}', String(count)));
    }
  });

  it('Polish: 1 moneta, 2-4 and 22 monety, 5, 11 and 25 monet, a fraction monety', async () => {
    const { t } = await shell('pl');
    expect([1, 2, 4, 22, 5, 11, 25, 1.5].map(t)).toEqual(['1 moneta', '2 monety', '4 monety', '22 monety', '5 monet', '11 monet', '25 monet', '1.5 monety']);
  });

  it('Arabic: 3 to 10 take the plural (عملات), 11 and more and the rest the singular the badge keeps beside its number', async () => {
    const { t } = await shell('ar');
    expect([3, 10, 103].map(t)).toEqual(['3 عملات', '10 عملات', '103 عملات']);
    expect([0, 1, 2, 11, 100].map(t)).toEqual(['0 عملة', '1 عملة', '2 عملة', '11 عملة', '100 عملة']);
  });
});
