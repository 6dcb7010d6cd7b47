import type { ErrorTextCatalogue } from '../../../server/http/error-texts';
import { CANNOT_DISABLE_REQUIRED, ConsentErrorCodes } from '../contract';

/** The consent module's error texts (http/error-texts.ts). */
export const consentErrorTexts = {
  [ConsentErrorCodes.REQUIRED_CATEGORY]: { en: CANNOT_DISABLE_REQUIRED, de: 'Erforderliche Cookies können nicht deaktiviert werden', fr: 'Les cookies obligatoires ne peuvent pas être désactivés', es: 'Las cookies obligatorias no se pueden desactivar', it: 'I cookie necessari non possono essere disattivati', nl: 'Noodzakelijke cookies kunnen niet worden uitgeschakeld', pl: 'Niezbędnych plików cookie nie można wyłączyć', ar: 'لا يمكن تعطيل ملفات تعريف الارتباط المطلوبة' },
} as const satisfies ErrorTextCatalogue;
