/**
 * CSV as every download of the app writes it (issue 33, point 4): RFC 4180 plus the OWASP defence
 * against CSV (formula) injection. Every CSV writer uses `csvRecord` / `csvField`; nothing else
 * writes CSV (`csv.test.ts` checks that every source file naming `text/csv` imports this file).
 *
 * RFC 4180: fields separated by commas, records ended by CRLF; a field holding a comma, a double
 * quote, CR or LF is enclosed in double quotes, with each double quote inside doubled. The app also
 * quotes fields holding a semicolon or a tab, the separators spreadsheets in other locales split on.
 *
 * Formula injection: spreadsheets (Excel, LibreOffice Calc, Google Sheets, Numbers) run a cell that
 * starts with `=`, `+`, `-` or `@` as a formula, and some strip a leading tab, CR, LF or NUL (or
 * spaces, with "trim spaces") first. A text cell that would start like that gets a single quote
 * (`'`) in front, which spreadsheets read as "this is text" and hide. The full-width forms
 * (＝ ＋ － ＠), which some spreadsheets turn into the plain ones, count too. A spreadsheet that
 * splits on `;` or tab instead of `,` (German Excel does on `;`) starts a new cell after each of
 * them, and a new line after a CR or LF, even inside a quoted field that is not the first of its
 * line (it does not see that field as quoted), so a formula character right after a `;`, tab, CR or
 * LF inside a text (spaces between count) gets the quote in front of it as well.
 *
 * Numbers the app itself writes (coordinates, counts) are not text: a finite `number` is written as
 * it is, so `-3.70379` stays a number a spreadsheet can compute with (a number cannot hold a
 * formula). Everything that arrives as a string, whoever typed it, is neutralised, also a string
 * that looks like a negative number ("-5" becomes "'-5").
 */

const FORMULA_CHARS = '=+\\-@\\uFF1D\\uFF0B\\uFF0D\\uFF20';
/** A cell a spreadsheet would run: a formula character first (after spaces), or a control character it strips. */
const FORMULA_START = new RegExp(`^(?:[\\t\\r\\n\\0]|\\s*[${FORMULA_CHARS}])`);
/** A formula character starting a piece after a separator some spreadsheets split on (`;`, tab, a line break). */
const FORMULA_AFTER_SEPARATOR = new RegExp(`([;\\t\\r\\n]\\s*)(?=[${FORMULA_CHARS}])`, 'g');
/** Characters that make a field quoted: RFC 4180's, and the other locales' separators. */
const NEEDS_QUOTES = /[",;\t\r\n]/;

/** A text as a spreadsheet reads it as text: `'` before a formula start and before one after `;`, tab, CR or LF. */
export function neutraliseCsvText(text: string): string {
  const inner = text.replace(FORMULA_AFTER_SEPARATOR, "$1'");
  return FORMULA_START.test(inner) ? `'${inner}` : inner;
}

export type CsvValue = string | number | null | undefined;

/**
 * One field: null, undefined and numbers that are not finite are empty; finite numbers as they are;
 * text neutralised (neutraliseCsvText), then quoted when it needs to be.
 */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = neutraliseCsvText(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record, CRLF included. */
export function csvRecord(values: ReadonlyArray<CsvValue>): string {
  return `${values.map(csvField).join(',')}\r\n`;
}
