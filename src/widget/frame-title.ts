import type { Language } from '../shared/language';

/** The embed frame's accessible name in the host page (widget.js), in the language of the script tag's data-lang. */
export const FRAME_TITLES: Record<Language, string> = {
  en: 'CleanQuest map of cleanup tasks',
  de: 'Karte der Aufräumaufgaben von CleanQuest',
  fr: 'Carte des tâches de nettoyage CleanQuest',
  es: 'Mapa de CleanQuest con tareas de limpieza',
  it: 'Mappa delle attività di pulizia di CleanQuest',
  nl: 'Kaart met opruimtaken van CleanQuest',
  pl: 'Mapa zadań sprzątania CleanQuest',
  ar: 'خريطة مهام التنظيف في CleanQuest',
};
