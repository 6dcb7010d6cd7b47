/**
 * The completeness checks over the inventory (texts.test.ts): texts left in English, and the reviewed
 * list of texts that may stay so (same-as-english.json).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { KnownLanguage } from '../../src/shared/language';
import { ROOT, type TextEntry, type TextSource } from './inventory';

export const ALLOW_LIST_FILE = 'scripts/i18n/same-as-english.json';

/** The texts `lang` may have exactly as in English: the list for every language and the language's own. */
export function allowedSame(lang: KnownLanguage, list: Record<string, unknown> = JSON.parse(fs.readFileSync(path.join(ROOT, ALLOW_LIST_FILE), 'utf8'))): Set<string> {
  const strings = (v: unknown) => (Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : []);
  return new Set([...strings(list.all), ...strings(list[lang])]);
}

/** Whether a text has words to translate: letters outside its {{placeholders}}. */
export const hasWords = (text: string) => /\p{L}/u.test(text.replace(/\{\{[^}]*\}\}/g, ''));

/** The texts a language's file has word for word as in English, apart from the allowed ones. */
export function untranslatedIn(source: TextSource, lang: KnownLanguage, allowed: ReadonlySet<string>): TextEntry[] {
  if (lang === 'en') return [];
  const en = source.texts('en') ?? new Map<string, string>();
  const mine = source.texts(lang) ?? new Map<string, string>();
  const out: TextEntry[] = [];
  for (const [key, text] of mine) if (en.get(key) === text && hasWords(text) && !allowed.has(text)) out.push({ file: source.file(lang), key, text });
  return out;
}

/**
 * Where a translation's json has another shape than English's: a list in English (months, a policy's
 * sections and paragraphs, traits) must be a list in every language, because the screens read it with
 * `returnObjects` and `Array.isArray` (an object with keys "0", "1"... renders nothing, or crashes a `.map`).
 */
export function shapeMismatches(en: unknown, other: unknown, prefix = ''): string[] {
  const kind = (v: unknown) => (Array.isArray(v) ? 'list' : v && typeof v === 'object' ? 'object' : 'text');
  if (other === undefined) return [];
  if (kind(en) !== kind(other)) return [`${prefix || '(root)'}: ${kind(other)} where English has a ${kind(en)}`];
  if (kind(en) === 'text') return [];
  const mine = other as Record<string, unknown>;
  return Object.entries(en as Record<string, unknown>).flatMap(([k, v]) => shapeMismatches(v, mine[k], prefix ? `${prefix}.${k}` : k));
}

/** The placeholders of a text: i18next's {{name}} (with or without a format), the widget's {name}, Trans tags <name/>. */
export function placeholdersOf(text: string): Set<string> {
  return new Set([...text.matchAll(/\{\{\s*([^},\s]+)[^}]*\}\}|\{(\w+)\}|<(\w+)\s*\/>/g)].map((m) => m[1] ?? m[2] ?? `<${m[3]}/>`));
}

const pluralFamily = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

/**
 * Texts whose placeholders do not match English's: one English does not have (a typo shows as raw
 * text), or one English has and the translation lost (the value never shows). Plural forms are
 * compared with their whole family, and `count` may be left out of any form, as may every
 * placeholder of the zero, one and two forms ("one task" needs no number).
 */
export function placeholderMismatches(source: TextSource, lang: KnownLanguage): TextEntry[] {
  const en = source.texts('en') ?? new Map<string, string>();
  const family = new Map<string, Set<string>>();
  for (const [key, text] of en) {
    const set = family.get(pluralFamily(key)) ?? new Set<string>();
    placeholdersOf(text).forEach((p) => set.add(p));
    family.set(pluralFamily(key), set);
  }
  const out: TextEntry[] = [];
  for (const [key, text] of source.texts(lang) ?? new Map<string, string>()) {
    const allowed = family.get(pluralFamily(key));
    if (!allowed) continue;
    const mine = placeholdersOf(text);
    const extra = [...mine].filter((p) => !allowed.has(p));
    const lost = /_(zero|one|two)$/.test(key) ? [] : [...allowed].filter((p) => p !== 'count' && !mine.has(p));
    if (extra.length || lost.length) out.push({ file: source.file(lang), key, text });
  }
  return out;
}
