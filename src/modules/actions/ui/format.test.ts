import { describe, expect, it } from 'vitest';
import { createTestI18n } from '../../../client/test-i18n';
import { SUBTYPE_UNKNOWN } from '../schemas';
import { addLazyTexts } from '../../../client/lazy-texts';
import type { Language } from '../../../shared/language';
import { subtypeFieldLabel, subtypeLabel, translateMessage } from './format';
import { ACTIONS_TEXTS } from './texts';

/** The pages call these after useActionsTexts() merged their texts. */
const fixedT = (lang: Language) => {
  const i18n = createTestI18n(lang);
  addLazyTexts(i18n, 'actions', ACTIONS_TEXTS);
  return i18n.getFixedT(lang);
};

describe('public transport modes on the Submit Task page', () => {
  it('labels the mode field and the modes in English and German, with a readable fallback', () => {
    const en = fixedT('en');
    const de = fixedT('de');
    expect(subtypeFieldLabel(en, 'public_transport')).toBe('Mode of transport');
    expect(subtypeFieldLabel(de, 'public_transport')).toBe('Verkehrsmittel');
    expect(subtypeFieldLabel(en, 'some_type')).toBe('Type');
    expect(subtypeLabel(en, 'public_transport', 'national_rail')).toBe('Train (national rail)');
    expect(subtypeLabel(de, 'public_transport', 'underground')).toBe('U-Bahn oder Metro');
    expect(subtypeLabel(en, 'public_transport', 'cable_car')).toBe('Cable car');
  });

  it("translates the server's unknown-mode message", () => {
    const de = fixedT('de');
    expect(translateMessage(de, SUBTYPE_UNKNOWN)).toBe('Diese Art ist für den Aufgabentyp nicht bekannt');
  });
});
