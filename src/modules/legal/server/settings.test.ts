import { describe, expect, it } from 'vitest';
import { loadConfig, readModuleSettings } from '../../../server/config';
import type { Env } from '../../../server/settings';
import { ACCESSIBILITY_STATEMENT_REVIEWED } from '../contract';
import { isCalendarDay, legalSettings, settingLines } from './settings';

const settings = (env: Env) => readModuleSettings(legalSettings, env);

const FULL = {
  IMPRINT_NAME: 'Saubere Stadt e.V., vertreten durch den Vorstand Jana Beispiel',
  IMPRINT_ADDRESS: 'Hauptstraße 1\\n10115 Berlin',
  IMPRINT_EMAIL: 'info@saubere-stadt.example',
  IMPRINT_PHONE: '+49 30 1234567',
  IMPRINT_REGISTER: 'Vereinsregister Amtsgericht Charlottenburg, VR 12345 B',
  IMPRINT_VAT_ID: 'DE123456789',
  IMPRINT_RESPONSIBLE: 'Jana Beispiel, Hauptstraße 1, 10115 Berlin',
};

describe('legal settings', () => {
  it('has nothing configured by default: no imprint, no contact, the statement dated by its review', () => {
    expect(settings({})).toEqual({
      imprint: null,
      accessibility: { contact: null, statementDate: ACCESSIBILITY_STATEMENT_REVIEWED, enforcement: null },
      sourceCodeUrl: loadConfig({}).sourceCodeUrl ?? null,
    });
    expect(isCalendarDay(ACCESSIBILITY_STATEMENT_REVIEWED)).toBe(true);
  });

  it('hands the core’s SOURCE_CODE_URL to the legal links (AGPL-3.0 section 13)', () => {
    const core = loadConfig({ SOURCE_CODE_URL: 'https://git.example.org/city/cleanquest' });
    expect(readModuleSettings(legalSettings, {}, core).sourceCodeUrl).toBe('https://git.example.org/city/cleanquest');
  });

  it('reads a full imprint, the address split into lines (a line break or \\n), and takes its email as the accessibility contact', () => {
    const s = settings({ ...FULL, IMPRINT_ADDRESS: 'Hauptstraße 1\n 10115 Berlin \\n' });
    expect(s.imprint).toEqual({
      name: FULL.IMPRINT_NAME,
      address: ['Hauptstraße 1', '10115 Berlin'],
      email: 'info@saubere-stadt.example',
      phone: '+49 30 1234567',
      register: FULL.IMPRINT_REGISTER,
      vatId: 'DE123456789',
      responsible: FULL.IMPRINT_RESPONSIBLE,
      text: [],
    });
    expect(s.accessibility.contact).toBe('info@saubere-stadt.example');
    expect(settings({ ...FULL, ACCESSIBILITY_CONTACT: 'Barrieren melden: https://saubere-stadt.example/barriere' }).accessibility.contact).toBe(
      'Barrieren melden: https://saubere-stadt.example/barriere',
    );
  });

  it('takes IMPRINT_TEXT alone as the imprint', () => {
    const s = settings({ IMPRINT_TEXT: 'Stadt Beispielstadt\\nRathausplatz 1, 12345 Beispielstadt\\nE-Mail: umwelt@beispielstadt.example' });
    expect(s.imprint).toMatchObject({ name: null, address: [], email: null, text: ['Stadt Beispielstadt', 'Rathausplatz 1, 12345 Beispielstadt', 'E-Mail: umwelt@beispielstadt.example'] });
    expect(s.accessibility.contact).toBeNull();
  });

  it('refuses an incomplete imprint, naming what is missing', () => {
    expect(() => settings({ IMPRINT_NAME: 'Saubere Stadt e.V.' })).toThrow(
      /IMPRINT_NAME, IMPRINT_ADDRESS, IMPRINT_EMAIL go together \(an imprint names the provider, a postal address and an email address, § 5 DDG\), or set IMPRINT_TEXT; missing: IMPRINT_ADDRESS, IMPRINT_EMAIL/,
    );
  });

  it('refuses values a page could not use, every one in one message', () => {
    let message = '';
    try {
      settings({
        ...FULL,
        IMPRINT_EMAIL: 'info at example',
        IMPRINT_PHONE: 'call us',
        IMPRINT_VAT_ID: '123',
        IMPRINT_NAME: 'A\tB',
        IMPRINT_REGISTER: 'x'.repeat(501),
        ACCESSIBILITY_CONTACT: 'our office',
        ACCESSIBILITY_ENFORCEMENT: 'the state',
        ACCESSIBILITY_STATEMENT_DATE: '2026-02-30',
      });
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toContain('IMPRINT_EMAIL must look like an email address, e.g. "info@example.org"; got "info at example"');
    expect(message).toContain('IMPRINT_PHONE must look like a phone number, e.g. "+49 30 1234567"; got "call us"');
    expect(message).toContain('IMPRINT_VAT_ID must look like a VAT identification number, e.g. "DE123456789"; got "123"');
    expect(message).toContain('IMPRINT_NAME must be one line of text');
    expect(message).toContain('IMPRINT_REGISTER must be at most 500 characters');
    expect(message).toContain('ACCESSIBILITY_CONTACT must include an email address or an http(s) URL, e.g. "accessibility@example.org"; got "our office"');
    expect(message).toContain('ACCESSIBILITY_ENFORCEMENT must include an email address or an http(s) URL');
    expect(message).toContain('ACCESSIBILITY_STATEMENT_DATE must be a date written YYYY-MM-DD, e.g. "2026-11-27"; got "2026-02-30"');
  });

  it('dates the statement by ACCESSIBILITY_STATEMENT_DATE and names ACCESSIBILITY_ENFORCEMENT', () => {
    const s = settings({ ACCESSIBILITY_STATEMENT_DATE: '2027-03-01', ACCESSIBILITY_ENFORCEMENT: 'Landesbeauftragte für digitale Barrierefreiheit, https://example.org/bfit' });
    expect(s.accessibility).toEqual({ contact: null, statementDate: '2027-03-01', enforcement: 'Landesbeauftragte für digitale Barrierefreiheit, https://example.org/bfit' });
  });
});

describe('settingLines and isCalendarDay', () => {
  it('splits on line breaks and on a written \\n, dropping empty lines', () => {
    expect(settingLines('a\r\nb\\n\\nc\n')).toEqual(['a', 'b', 'c']);
  });
  it('knows real days only', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2027-02-29')).toBe(false);
    expect(isCalendarDay('27.11.2026')).toBe(false);
  });
});
