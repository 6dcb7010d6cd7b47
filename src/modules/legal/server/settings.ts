import type { ServiceIdentifier } from 'inversify';
import type { ModuleSettings, SettingsReader } from '../../../server/settings';
import { contactParts } from '../../../shared/privacy-contact';
import { ACCESSIBILITY_STATEMENT_REVIEWED, type LegalClientConfig } from '../contract';

/** What the legal pages show, read once at start; served as the module's part of GET /api/config. */
export type LegalSettings = LegalClientConfig;

export const LEGAL_SETTINGS: ServiceIdentifier<LegalSettings> = Symbol.for('legal.settings');

/** Longest value of a one-part setting (a name, an address, a register entry). */
export const LEGAL_LINE_MAX = 500;
/** Longest IMPRINT_TEXT. */
export const IMPRINT_TEXT_MAX = 5000;

const IMPRINT_VARS = ['IMPRINT_NAME', 'IMPRINT_ADDRESS', 'IMPRINT_EMAIL', 'IMPRINT_PHONE', 'IMPRINT_REGISTER', 'IMPRINT_VAT_ID', 'IMPRINT_RESPONSIBLE', 'IMPRINT_TEXT'] as const;
/** What § 5 DDG asks of every imprint at least: who, where to send letters, how to write fast. */
const IMPRINT_REQUIRED = ['IMPRINT_NAME', 'IMPRINT_ADDRESS', 'IMPRINT_EMAIL'] as const;

const EMAIL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;
const PHONE = /^\+?[0-9 ()/.-]{3,40}$/;
const VAT_ID = /^[A-Z]{2}[0-9A-Z+*. ]{2,15}$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex
const CONTROL_BUT_NEWLINE = /[\u0000-\u0009\u000b-\u001f\u007f]/;

/**
 * Lines of a multi-line setting: real line breaks, or the two characters `\n` (env files and most
 * process managers cannot hold a line break); empty lines dropped.
 */
export function settingLines(value: string): string[] {
  return value
    .replace(/\r\n?/g, '\n')
    .split(/\n|\\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '');
}

/** A calendar day written YYYY-MM-DD that exists (no 2026-02-30). */
export function isCalendarDay(value: string): boolean {
  const m = DAY.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value;
}

/**
 * IMPRINT_* (the imprint, § 5 DDG), ACCESSIBILITY_* (the accessibility statement). Every one is
 * optional: unset, the pages say that the operator has not configured it. Set, they are checked so
 * that a page never shows something unusable: IMPRINT_NAME, IMPRINT_ADDRESS and IMPRINT_EMAIL go
 * together unless IMPRINT_TEXT carries the imprint; the email, phone and VAT id must look like one;
 * contacts must name an email address or an http(s) URL.
 */
export const legalSettings: ModuleSettings<LegalSettings> = {
  vars: [...IMPRINT_VARS, 'ACCESSIBILITY_CONTACT', 'ACCESSIBILITY_STATEMENT_DATE', 'ACCESSIBILITY_ENFORCEMENT'],
  token: LEGAL_SETTINGS,
  parse(env, core) {
    const imprint = readImprint(env);
    const contact = contactLine(env, 'ACCESSIBILITY_CONTACT', 'accessibility@example.org');
    const enforcement = contactLine(env, 'ACCESSIBILITY_ENFORCEMENT', 'Schlichtungsstelle BGG, https://www.schlichtungsstelle-bgg.de');
    const date = env.read('ACCESSIBILITY_STATEMENT_DATE');
    if (date !== undefined && !isCalendarDay(date)) env.problem(`ACCESSIBILITY_STATEMENT_DATE must be a date written YYYY-MM-DD, e.g. "2026-11-27"; got "${date}"`);
    return {
      imprint,
      accessibility: {
        contact: contact ?? imprint?.email ?? null,
        statementDate: date !== undefined && isCalendarDay(date) ? date : ACCESSIBILITY_STATEMENT_REVIEWED,
        enforcement,
      },
      sourceCodeUrl: core.sourceCodeUrl ?? null,
    };
  },
};

function readImprint({ read, problem }: SettingsReader): LegalSettings['imprint'] {
  const line = (name: string, check?: { re: RegExp; example: string }): string | null => {
    const v = read(name);
    if (v === undefined) return null;
    if (v.length > LEGAL_LINE_MAX) problem(`${name} must be at most ${LEGAL_LINE_MAX} characters`);
    else if (CONTROL.test(v)) problem(`${name} must be one line of text`);
    else if (check && !check.re.test(v)) problem(`${name} must look like ${check.example}; got "${v}"`);
    else return v;
    return null;
  };
  const lines = (name: string, max: number): string[] => {
    const v = read(name);
    if (v === undefined) return [];
    if (v.length > max) problem(`${name} must be at most ${max} characters`);
    else if (CONTROL_BUT_NEWLINE.test(v)) problem(`${name} must be text (line breaks, written as a line break or as \\n, are allowed)`);
    else return settingLines(v);
    return [];
  };
  const imprint = {
    name: line('IMPRINT_NAME'),
    address: lines('IMPRINT_ADDRESS', LEGAL_LINE_MAX),
    email: line('IMPRINT_EMAIL', { re: EMAIL, example: 'an email address, e.g. "info@example.org"' }),
    phone: line('IMPRINT_PHONE', { re: PHONE, example: 'a phone number, e.g. "+49 30 1234567"' }),
    register: line('IMPRINT_REGISTER'),
    vatId: line('IMPRINT_VAT_ID', { re: VAT_ID, example: 'a VAT identification number, e.g. "DE123456789"' }),
    responsible: line('IMPRINT_RESPONSIBLE'),
    text: lines('IMPRINT_TEXT', IMPRINT_TEXT_MAX),
  };
  const set = IMPRINT_VARS.filter((name) => read(name) !== undefined);
  if (set.length === 0) return null;
  if (read('IMPRINT_TEXT') === undefined) {
    const missing = IMPRINT_REQUIRED.filter((name) => read(name) === undefined);
    if (missing.length > 0) {
      problem(`${IMPRINT_REQUIRED.join(', ')} go together (an imprint names the provider, a postal address and an email address, § 5 DDG), or set IMPRINT_TEXT; missing: ${missing.join(', ')}`);
    }
  }
  return imprint;
}

/** A one-line contact with an email address or an http(s) URL, or null when unset. */
function contactLine({ read, problem }: SettingsReader, name: string, example: string): string | null {
  const v = read(name);
  if (v === undefined) return null;
  if (v.length > LEGAL_LINE_MAX) problem(`${name} must be at most ${LEGAL_LINE_MAX} characters`);
  else if (CONTROL.test(v)) problem(`${name} must be one line of text`);
  else if (!contactParts(v).some((p) => p.kind !== 'text')) problem(`${name} must include an email address or an http(s) URL, e.g. "${example}"; got "${v}"`);
  else return v;
  return null;
}
