/**
 * `npm run i18n:missing -- <language>`: every text a language lacks, one a line (file, key, the
 * English text), and their count; exit code 1 when any is missing. Counts the json files, the texts
 * kept in TypeScript (error texts, the verifiers' feedback, Open311, the litter taxonomy, alert pushes
 * and mails, the embed) and the plural forms the language's rules need. A language need not be offered
 * yet (docs/translations.md: translate first, offer when this prints nothing).
 */
import { isKnownLanguage, LANGUAGE_INFO, LANGUAGES } from '../src/shared/language';
import { missingTexts } from './i18n/inventory';

const lang = process.argv[2];
if (!isKnownLanguage(lang)) {
  console.error(`usage: npm run i18n:missing -- <language>, one of ${Object.keys(LANGUAGE_INFO).join(', ')} (add a new one to LANGUAGE_INFO in src/shared/language.ts first)`);
  process.exit(2);
}
const missing = await missingTexts(lang);
const oneLine = (s: string) => s.replace(/\s+/g, ' ');
for (const m of missing) console.log(`${m.file}\t${m.key}\t${oneLine(m.text)}`);
const offered = (LANGUAGES as readonly string[]).includes(lang) ? 'offered' : 'not offered yet';
console.log(`${missing.length} text${missing.length === 1 ? '' : 's'} missing in ${lang} (${LANGUAGE_INFO[lang].name}, ${offered})`);
process.exitCode = missing.length > 0 ? 1 : 0;
