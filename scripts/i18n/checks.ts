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
