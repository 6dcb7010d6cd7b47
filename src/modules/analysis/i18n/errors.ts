import type { ErrorTextCatalogue } from '../../../server/http/error-texts';
import { ANALYSIS_MESSAGES as M } from '../schemas';

/** The analysis module's error texts (http/error-texts.ts). */
export const analysisErrorTexts = {
  ANALYSIS_NO_PHOTO: { en: M.noPhoto, de: 'Bitte füge das Foto hinzu, das angesehen werden soll.', nl: 'Voeg de foto toe die moet worden bekeken.' },
  'RATE_LIMITED.analysis': { en: M.tooMany, de: 'Du hast in kurzer Zeit viele Fotoanalysen angefragt. Bitte warte eine Weile und versuche es erneut.', nl: 'Je hebt in korte tijd veel fotoanalyses aangevraagd. Wacht even en probeer het opnieuw.' },
} as const satisfies ErrorTextCatalogue;
