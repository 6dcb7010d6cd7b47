import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverModules } from '../../src/modules/server';
import { CORE_ERROR_TEXTS } from '../../src/server/http/core-error-texts';
import { ErrorTexts, HTTP_STATUS_KEY, placeholders } from '../../src/server/http/error-texts';
import { ErrorCodes } from '../../src/shared/errors';
import { HOLE, scanThrowSites } from '../support/error-code-scan';

const texts = new ErrorTexts([CORE_ERROR_TEXTS, ...serverModules.flatMap((m) => (m.errorTexts ? [m.errorTexts] : []))]);
const sites = scanThrowSites(path.resolve(__dirname, '../../src'));
const codes = [...new Set([...Object.values(ErrorCodes), ...sites.flatMap((s) => (s.code ? [s.code] : [])), HTTP_STATUS_KEY])].sort();

/** The texts of a code: its own key and its `CODE.variant` keys. */
const textsOf = (code: string) => Object.entries(texts.texts).filter(([key]) => key === code || key.startsWith(`${code}.`));

describe('error texts of every code the server sends', () => {
  it('finds the places that create HTTP errors, each with a code known before run time', () => {
    expect(sites.length).toBeGreaterThan(80);
    expect(sites.filter((s) => !s.code).map((s) => s.where)).toEqual([]);
    expect(codes).toEqual(expect.arrayContaining(['TASK_NOT_FOUND', 'CONSENT_REQUIRED_CATEGORY', 'PHOTO_TOO_LARGE', 'PHOTO_REMOVED', 'INVALID_BODY', 'UPLOAD_MALFORMED']));
  });

  it('has an English and a German text for every code', () => {
    const missing = codes.filter((code) => !texts.texts[code]?.en.trim() || !texts.texts[code]?.de.trim());
    expect(missing).toEqual([]);
  });

  it('has the English of every message a throw site sends among its code’s texts', () => {
    const unknown = sites
      .filter((s) => s.code && s.message !== null)
      .filter((s) => !textsOf(s.code!).some(([, t]) => t.en.replace(/\{\{\s*\w+\s*\}\}/g, HOLE) === s.message))
      .map((s) => `${s.where} ${s.code}: ${s.message!.replaceAll(HOLE, '{…}')}`);
    expect(unknown).toEqual([]);
  });

  it('answers every such message in German', () => {
    const english = sites
      .filter((s) => s.code && s.message !== null)
      .map((s) => ({ ...s, sample: s.message!.replaceAll(HOLE, '42') }))
      .filter((s) => texts.localise(s.code!, s.sample, 'de') === s.sample)
      .map((s) => `${s.where} ${s.code}: ${s.sample}`);
    expect(english).toEqual([]);
  });

  it('gives every text both languages, translated, with the same placeholders', () => {
    for (const [key, t] of Object.entries(texts.texts)) {
      expect(t.en.trim(), key).not.toBe('');
      expect(t.de.trim(), key).not.toBe('');
      expect(t.de, key).not.toBe(t.en);
      expect(placeholders(t.de).sort(), key).toEqual(placeholders(t.en).sort());
    }
  });
});
