import type { ErrorTextCatalogue } from '../../../server/http/error-texts';
import { ANALYSIS_MESSAGES as M } from '../schemas';

/** The analysis module's error texts (http/error-texts.ts). */
export const analysisErrorTexts = {
  ANALYSIS_NO_PHOTO: { en: M.noPhoto, de: 'Bitte füge das Foto hinzu, das angesehen werden soll.', it: 'Aggiungi la foto da esaminare.' },
  'RATE_LIMITED.analysis': { en: M.tooMany, de: 'Du hast in kurzer Zeit viele Fotoanalysen angefragt. Bitte warte eine Weile und versuche es erneut.', it: 'Hai richiesto molte analisi di foto in poco tempo. Aspetta un po\' e riprova.' },
} as const satisfies ErrorTextCatalogue;
