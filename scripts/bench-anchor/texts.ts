/**
 * The anchor's texts: English only, the few strings it shows (issue 38: "one language's texts"),
 * worded as the app's (src/client/i18n/en.json, src/modules/tasks/i18n/en.json).
 */
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

export const EN = {
  'app.logoLabel': 'CleanQuest logo',
  'nav.label': 'Main navigation',
  'nav.map': 'Map',
  'nav.report': 'Report',
  'nav.tasks': 'Tasks',
  'nav.profile': 'Profile',
  'map.title': 'Task Map',
  'map.label': 'Map of cleanup tasks',
  'map.task': 'Cleanup task: {{type}}',
} as const;

/** An i18next instance with the English texts, ready at once (no backend, no detection). */
export function createAnchorI18n(): I18n {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { translation: EN } },
    keySeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return i18n;
}
