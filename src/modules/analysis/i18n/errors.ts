import type { ErrorTextCatalogue } from '../../../server/http/error-texts';
import { ANALYSIS_MESSAGES as M } from '../schemas';

/** The analysis module's error texts (http/error-texts.ts). */
export const analysisErrorTexts = {
  ANALYSIS_NO_PHOTO: { en: M.noPhoto, de: 'Bitte füge das Foto hinzu, das angesehen werden soll.', ar: 'يُرجى إضافة الصورة المراد فحصها.' },
  'RATE_LIMITED.analysis': { en: M.tooMany, de: 'Du hast in kurzer Zeit viele Fotoanalysen angefragt. Bitte warte eine Weile und versuche es erneut.', ar: 'طلبت تحليلات صور كثيرة في وقت قصير. يُرجى الانتظار قليلًا ثم المحاولة مرة أخرى.' },
} as const satisfies ErrorTextCatalogue;
