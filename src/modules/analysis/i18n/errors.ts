import type { ErrorTextCatalogue } from '../../../server/http/error-texts';
import { ANALYSIS_MESSAGES as M } from '../schemas';

/** The analysis module's error texts (http/error-texts.ts). */
export const analysisErrorTexts = {
  ANALYSIS_NO_PHOTO: { en: M.noPhoto, de: 'Bitte füge das Foto hinzu, das angesehen werden soll.', pl: 'Dodaj zdjęcie, które ma zostać przeanalizowane.' },
  'RATE_LIMITED.analysis': { en: M.tooMany, de: 'Du hast in kurzer Zeit viele Fotoanalysen angefragt. Bitte warte eine Weile und versuche es erneut.', pl: 'Zamówiono wiele analiz zdjęć w krótkim czasie. Odczekaj chwilę i spróbuj ponownie.' },
} as const satisfies ErrorTextCatalogue;
