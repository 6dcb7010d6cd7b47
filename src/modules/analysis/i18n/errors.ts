import type { ErrorTextCatalogue } from '../../../server/http/error-texts';
import { ANALYSIS_MESSAGES as M } from '../schemas';

/** The analysis module's error texts (http/error-texts.ts). */
export const analysisErrorTexts = {
  ANALYSIS_NO_PHOTO: { en: M.noPhoto, de: 'Bitte füge das Foto hinzu, das angesehen werden soll.', fr: 'Ajoute la photo à analyser.', es: 'Añade la foto que hay que analizar.', it: 'Aggiungi la foto da esaminare.', nl: 'Voeg de foto toe die moet worden bekeken.', pl: 'Dodaj zdjęcie, które ma zostać przeanalizowane.', ar: 'يُرجى إضافة الصورة المراد فحصها.' },
  'RATE_LIMITED.analysis': { en: M.tooMany, de: 'Du hast in kurzer Zeit viele Fotoanalysen angefragt. Bitte warte eine Weile und versuche es erneut.', fr: "Tu as demandé beaucoup d'analyses de photos en peu de temps. Patiente un moment et réessaie.", es: 'Has pedido muchos análisis de fotos en poco tiempo. Espera un rato y vuelve a intentarlo.', it: 'Hai richiesto molte analisi di foto in poco tempo. Aspetta un po\' e riprova.', nl: 'Je hebt in korte tijd veel fotoanalyses aangevraagd. Wacht even en probeer het opnieuw.', pl: 'Zamówiono wiele analiz zdjęć w krótkim czasie. Odczekaj chwilę i spróbuj ponownie.', ar: 'طلبت تحليلات صور كثيرة في وقت قصير. يُرجى الانتظار قليلًا ثم المحاولة مرة أخرى.' },
} as const satisfies ErrorTextCatalogue;
