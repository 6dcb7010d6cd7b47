/**
 * Every text of the app, per language, for the translators' tool (`npm run i18n:missing -- <lang>`)
 * and the completeness tests (texts.test.ts): the json files (`en.json` / `<name>.en.json` beside
 * their other languages' files, anywhere under src/) and the texts kept in TypeScript (error texts,
 * the verifiers' feedback, Open311, the litter taxonomy, alert pushes and mails, the embed and its chart). A TS text
 * map is an object whose keys are languages, `{ en: ..., de: ... }`; the English side may be a string
 * or an object of strings.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isKnownLanguage, LANGUAGE_INFO, type KnownLanguage } from '../../src/shared/language';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** One text: where it lives, its key there (dots between levels) and its words. */
export interface TextEntry {
  file: string;
  key: string;
  text: string;
}

/** i18next's plural suffixes (JSON v4): `<key>_one`, `<key>_other`, ... */
export const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
const PLURAL_SUFFIX = new RegExp(`_(${PLURAL_CATEGORIES.join('|')})$`);

/** The plural forms a language's texts need (its Intl.PluralRules categories), in i18next's order. */
export function pluralForms(lang: KnownLanguage): string[] {
  const categories: readonly string[] = new Intl.PluralRules(LANGUAGE_INFO[lang].locale).resolvedOptions().pluralCategories;
  return PLURAL_CATEGORIES.filter((c) => categories.includes(c));
}

/** Leaf strings of a nested object as dotted keys (array items by index). */
export function flatten(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (v: unknown, key: string) => {
    if (typeof v === 'string') out.set(key, v);
    else if (v && typeof v === 'object') for (const [k, child] of Object.entries(v)) walk(child, key ? `${key}.${k}` : k);
  };
  walk(value, prefix);
  return out;
}

/** A plural key's base (`coins_other` -> `coins`), or null for a key that is no plural form. */
export function pluralBase(key: string): string | null {
  const m = PLURAL_SUFFIX.exec(key);
  return m ? key.slice(0, m.index) : null;
}

/** The bases of English's plural families: keys with an `_other` form. */
function pluralFamilies(en: Map<string, string>): Set<string> {
  return new Set([...en.keys()].filter((k) => k.endsWith('_other')).map((k) => k.slice(0, -'_other'.length)));
}

/** One place holding texts in several languages: a json file and its siblings, or a TS text map. */
export interface TextSource {
  /** Where a translator adds the language (a json path, or the TS file). */
  file(lang: KnownLanguage): string;
  /** The texts in a language, flat; null when the language is not there at all. */
  texts(lang: KnownLanguage): Map<string, string> | null;
  /** Whether plural families follow the language's plural rules (json: i18next's suffixes). */
  plurals: boolean;
}

const rel = (p: string) => path.relative(ROOT, p).split(path.sep).join('/');

function walkFiles(dir: string, found: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walkFiles(full, found);
    else found.push(full);
  }
  return found;
}

/** The English json text files under src/: `en.json` and `<name>.en.json`. */
export function englishJsonFiles(): string[] {
  return walkFiles(path.join(ROOT, 'src'))
    .filter((f) => /(^|\.)en\.json$/.test(path.basename(f)))
    .sort();
}

export function jsonSource(enFile: string): TextSource {
  const fileFor = (lang: KnownLanguage) => path.join(path.dirname(enFile), path.basename(enFile).replace(/en\.json$/, `${lang}.json`));
  return {
    file: (lang) => rel(fileFor(lang)),
    texts: (lang) => {
      const file = fileFor(lang);
      return fs.existsSync(file) ? flatten(JSON.parse(fs.readFileSync(file, 'utf8'))) : null;
    },
    plurals: true,
  };
}

const isLanguageMap = (v: object): v is Record<string, unknown> => Object.hasOwn(v, 'en') && Object.keys(v).every(isKnownLanguage);

/** A TS value's text maps, keyed by their path in it (array items by their `id` when they have one). */
export function languageMaps(value: unknown, prefix = ''): Map<string, Record<string, unknown>> {
  const out = new Map<string, Record<string, unknown>>();
  const join = (k: string) => (prefix ? `${prefix}.${k}` : k);
  if (!value || typeof value !== 'object') return out;
  if (isLanguageMap(value)) return out.set(prefix, value);
  for (const [k, child] of Object.entries(value)) {
    const id = child && typeof child === 'object' && typeof (child as { id?: unknown }).id === 'string' ? (child as { id: string }).id : k;
    for (const [key, map] of languageMaps(child, join(id))) out.set(key, map);
  }
  return out;
}

export function tsSource(file: string, value: unknown): TextSource {
  const maps = languageMaps(value);
  return {
    file: () => file,
    texts: (lang) => {
      const out = new Map<string, string>();
      for (const [key, map] of maps) if (map[lang] !== undefined) for (const [k, text] of flatten(map[lang], key)) out.set(k, text);
      return out;
    },
    plurals: false,
  };
}

/** The TS files with text maps, and the values holding them (functions are called with sample values). */
async function tsSources(): Promise<TextSource[]> {
  const errorFiles = walkFiles(path.join(ROOT, 'src/modules'))
    .filter((f) => /\/i18n\/[\w-]*errors\.ts$/.test(f.split(path.sep).join('/')))
    // A module's errors.ts may spread in a catalogue of its own (tasks: mark-errors.ts): the part's file first, so each text is listed once, where it is written.
    .sort((a, b) => Number(path.basename(a) === 'errors.ts') - Number(path.basename(b) === 'errors.ts') || a.localeCompare(b));
  const sources: TextSource[] = [];
  const seen = new Set<string>();
  for (const file of errorFiles) {
    const mod = (await import(pathToFileURL(file).href)) as Record<string, Record<string, unknown>>;
    const own: Record<string, unknown> = {};
    for (const catalogue of Object.values(mod)) {
      for (const [code, texts] of Object.entries(catalogue)) {
        if (seen.has(code)) continue;
        seen.add(code);
        own[code] = texts;
      }
    }
    sources.push(tsSource(rel(file), own));
  }
  const [core, verification, open311, taxonomy, alerts, embedPages, widget, frame, chart] = await Promise.all([
    import('../../src/server/http/core-error-texts'),
    import('../../src/modules/tasks/server/verification/texts'),
    import('../../src/modules/open311/server/texts'),
    import('../../src/modules/litter/taxonomy'),
    import('../../src/modules/alerts/server/texts'),
    import('../../src/modules/embed/server/pages'),
    import('../../src/widget/i18n'),
    import('../../src/widget/frame-title'),
    import('../../src/modules/embed/server/chart-section'),
  ]);
  sources.push(
    tsSource('src/server/http/core-error-texts.ts', core.CORE_ERROR_TEXTS),
    tsSource('src/modules/tasks/server/verification/texts.ts', verification.VERIFICATION_TEXTS),
    tsSource('src/modules/open311/server/texts.ts', { services: open311.SERVICE_TEXTS, texts: open311.OPEN311_TEXTS }),
    tsSource('src/modules/litter/taxonomy.ts', { categories: taxonomy.CATEGORIES, materials: taxonomy.MATERIAL_LABELS }),
    tsSource('src/modules/alerts/server/texts.ts', {
      subjects: alerts.ALERT_MAIL_SUBJECTS,
      mail: alerts.MAIL_TEXTS,
      reportCleaned: alerts.reportCleanedMessage().texts,
      'claimEndsSoon(1)': alerts.claimEndsSoonMessage(1).texts,
      'claimEndsSoon(5)': alerts.claimEndsSoonMessage(5).texts,
      areaTask: alerts.areaTaskMessage().texts,
      areaEvent: alerts.areaEventMessage().texts,
    }),
    tsSource('src/modules/embed/server/pages.ts', { EVENT_TEXTS: embedPages.EVENT_TEXTS }),
    tsSource('src/widget/i18n.ts', { TEXTS: widget.TEXTS }),
    tsSource('src/widget/frame-title.ts', { FRAME_TITLES: frame.FRAME_TITLES }),
    tsSource('src/modules/embed/server/chart-section.ts', { CHART_TEXTS: chart.CHART_TEXTS }),
  );
  return sources;
}

/** Every place that holds texts: the json files, then the TS text maps. */
export async function textSources(): Promise<TextSource[]> {
  return [...englishJsonFiles().map(jsonSource), ...(await tsSources())];
}

/**
 * The texts `lang` lacks in one source, with the English they stand for: keys English has and the
 * language not, and for plural families every form the language's rules need (the English `_other`
 * text stands for a missing form; English's own forms that the language does not use are not asked for).
 */
export function missingIn(source: TextSource, lang: KnownLanguage): TextEntry[] {
  const en = source.texts('en') ?? new Map<string, string>();
  const mine = source.texts(lang) ?? new Map<string, string>();
  const file = source.file(lang);
  const families = source.plurals ? pluralFamilies(en) : new Set<string>();
  const missing: TextEntry[] = [];
  for (const [key, text] of en) {
    const base = pluralBase(key);
    if (base !== null && families.has(base)) continue;
    if (!mine.has(key)) missing.push({ file, key, text });
  }
  for (const base of families) {
    for (const form of pluralForms(lang)) {
      const key = `${base}_${form}`;
      if (!mine.has(key)) missing.push({ file, key, text: en.get(key) ?? en.get(`${base}_other`)! });
    }
  }
  return missing;
}

/** Keys a language has that English does not (left over after a rename), apart from its own plural forms. */
export function extraIn(source: TextSource, lang: KnownLanguage): string[] {
  const en = source.texts('en') ?? new Map<string, string>();
  const families = source.plurals ? pluralFamilies(en) : new Set<string>();
  const forms = new Set(lang === 'en' ? PLURAL_CATEGORIES : pluralForms(lang));
  return [...(source.texts(lang) ?? new Map<string, string>()).keys()].filter((key) => {
    if (en.has(key)) return false;
    const base = pluralBase(key);
    return !(base !== null && families.has(base) && (forms.has(key.slice(base.length + 1) as never) || key.endsWith('_zero')));
  });
}

/** Every text `lang` lacks, in all sources. */
export async function missingTexts(lang: KnownLanguage): Promise<TextEntry[]> {
  return (await textSources()).flatMap((s) => missingIn(s, lang));
}
