import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../shared/language';
import { ensureFaceTexts, FACES_NS } from './texts';

describe('the face blur editor texts', () => {
  it('are added for every offered language (Spanish and Polish were left out, so they showed English)', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'en', resources: {}, initAsync: false, showSupportNotice: false } as never);
    ensureFaceTexts(i18n);
    for (const lang of LANGUAGES) expect(i18n.hasResourceBundle(lang, FACES_NS), lang).toBe(true);
    expect(i18n.getFixedT('es', FACES_NS)('add')).toBe('Añadir un recuadro de difuminado');
  });
});
