import type { Language } from '../shared/language';

/** The embed frame's accessible name in the host page (widget.js), in the language of the script tag's data-lang. */
export const FRAME_TITLES: Record<Language, string> = {
  en: 'CleanQuest map of cleanup tasks',
  de: 'Karte der Aufräumaufgaben von CleanQuest',
  ar: 'خريطة مهام التنظيف في CleanQuest',
};
