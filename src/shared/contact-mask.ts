/**
 * Phone numbers and e-mail addresses out of a text people typed, before it is shown to anyone (issue
 * 33, point 5): the one masker of the public view of a report (`public-view.ts`). What it finds is
 * replaced by MASK, an editorial omission mark that reads the same in English and German, so an
 * answer shared by everyone (and cached once) needs no language.
 *
 * E-mail addresses: `name@example.org` (also with a space either side of the `@`), and the usual
 * disguises `name(at)example.org`, `name [at] example [dot] org`, `name at example dot org`.
 *
 * Phone numbers, international and local: a run of digits with the separators people write
 * (spaces, `-`, `/`, `.`, brackets, dashes), at most 15 digits, that is
 * - international: `+` or `00` first, at least 8 digits (`+49 341 1234567`, `0049 (0)341 12345`),
 * - national with the trunk zero: `0` first, at least 7 digits (`0341/1234567`, `(030) 123 45 67`,
 *   `06 12 34 56 78`, `07700 900123`),
 * - at least 10 digits whatever the form (`555-123-4567`, `(555) 123-4567`),
 * - or at least 5 digits right after a word that announces one (`Tel.`, `phone`, `call`, `Handy`,
 *   `WhatsApp`, `☎`, ...: `Tel. 12 34 56`).
 * Numbers that are something else are set aside first, so a run never reaches across them: dates
 * (`2026-11-28`, `28.11.2026`, `11/28/2026`, with a time), times (`10:30`), year ranges
 * (`2019-2026`), decimals (`51.33970`, `2,5`: coordinates, weights), thousands (`1.000.000`,
 * `12,500`). Counts, years, house numbers and postcodes have too few digits (and `1 000 000` too
 * few for a number without a `+` or a leading zero).
 */

/** What stands in for a masked address or number. */
export const MASK = '[…]';

const EMAIL = /[^\s@<>()[\]{}"',;:]+ ?@ ?[^\s@<>()[\]{}"',;:]+\.[A-Za-z]{2,}\b/g;
const EMAIL_DISGUISED =
  /[\p{L}\p{N}._%+-]+\s*(?:[([{<]\s*(?:at|ät|@)\s*[)\]}>]|\s(?:at|ät)\s)\s*[\p{L}\p{N}-]+(?:\s*(?:[([{<]\s*(?:dot|punkt)\s*[)\]}>]|\s(?:dot|punkt)\s|\.)\s*[\p{L}\p{N}-]+)*\s*(?:[([{<]\s*(?:dot|punkt)\s*[)\]}>]|\s(?:dot|punkt)\s|\.)\s*[A-Za-z]{2,}\b/giu;

/** Numbers that are not phone numbers, set aside before the phone numbers are looked for. */
const NOT_PHONES = [
  // ISO dates, optionally with a time and zone
  /\d{4}-\d{1,2}-\d{1,2}(?:[T ]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?(?![\d./-]*\d)/g,
  // 28.11.2026, 28. 11. 2026, 28/11/26, 11-28-2026 (not the start of a longer run: 06.12.34.56.78)
  /(?<![\d./-])\d{1,2}(?:\.\s?\d{1,2}\.\s?|\/\d{1,2}\/|-\d{1,2}-)(?:\d{4}|\d{2})(?![\d]|[./-]\d)/g,
  // times
  /(?<!\d)\d{1,2}:\d{2}(?::\d{2})?(?!\d)/g,
  // year ranges
  /(?<![\d./-])(?:19|20)\d{2}\s?[-–/]\s?(?:(?:19|20)\d{2}|\d{2})(?![\d]|[./-]\d)/g,
  // thousands: 1.000.000, 12,500, 1'000, 1 000 000
  /(?<![\d.,'])[1-9]\d{0,2}(?:([.,'])\d{3})(?:\1\d{3})*(?![\d]|[.,']\d)/g,
  // decimals (coordinates, weights), also negative; not 030.1234567
  /(?<![\d.,])-?(?:0|[1-9]\d{0,2})[.,]\d+(?![\d]|[.,]\d)/g,
];

/** A run that may be a phone number: digits and the separators people write, from a `+`, `(` or digit to a digit. */
const PHONE_RUN = /(?<![\p{L}\p{N}_+＋])(?:[+＋]\s?|\(\s?[+＋]?\s?)?\p{Nd}(?:[ \u00a0()./\-\u2010-\u2013]{0,3}\p{Nd})*/gu;
/** Words (and signs) announcing a phone number, up to a few characters before it. */
const PHONE_WORD =
  /(?:\b(?:tel|tele|telephone|phone|ph|call|ring|mobile|mob|cell|cellphone|handy|mobil|telefon\w*|fon|ruf\w*|anruf\w*|whatsapp|signal|sms|text|fax)\b|[☎📞📱])[^\p{Nd}\p{L}]{0,6}$/iu;

const count = (text: string, c: string) => text.split(c).length - 1;

function isPhone(run: string, before: string): boolean {
  const digits = run.match(/\p{Nd}/gu)?.length ?? 0;
  if (digits > 17) return false;
  const compact = run.replace(/[\s\u00a0]/g, '');
  if (/^\(?[+＋]/.test(compact)) return digits >= 8;
  if (/^\(?00[1-9]/.test(compact)) return digits >= 10;
  if (/^\(?0/.test(compact)) return digits >= 7;
  if (digits >= 10) return true;
  return digits >= 5 && PHONE_WORD.test(before);
}

/** Private-use characters stand for the numbers set aside (one each); any in the text are replaced first. */
const SET_ASIDE_BASE = 0xe100;
const SET_ASIDE_MAX = 0xf8ff - SET_ASIDE_BASE;
const PRIVATE_USE = /[\ue000-\uf8ff]/g;

/** The text with every e-mail address and phone number replaced by MASK. */
export function maskContacts(text: string): string {
  if (!text) return text;
  let out = text.replace(PRIVATE_USE, '\ufffd').replace(EMAIL, MASK).replace(EMAIL_DISGUISED, MASK);
  const aside: string[] = [];
  for (const pattern of NOT_PHONES) {
    out = out.replace(pattern, (m: string) => (aside.length < SET_ASIDE_MAX ? String.fromCharCode(SET_ASIDE_BASE + aside.push(m) - 1) : m));
  }
  out = out.replace(PHONE_RUN, (match: string, offset: number, whole: string) => {
    // An opening bracket belongs to the number only when the number closes it: `(0341) 123456`, not `(0341 123456)`.
    const lead = match.startsWith('(') && count(match, '(') > count(match, ')') ? /^\(\s*/.exec(match)![0] : '';
    const run = match.slice(lead.length);
    return isPhone(run, whole.slice(Math.max(0, offset - 40), offset)) ? lead + MASK : match;
  });
  return aside.length === 0 ? out : out.replace(PRIVATE_USE, (c) => aside[c.charCodeAt(0) - SET_ASIDE_BASE] ?? c);
}
