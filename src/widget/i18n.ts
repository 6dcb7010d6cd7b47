import { toLanguage, type Language } from '../shared/language';

/** The embed's texts in every offered language; kept tiny: the embed bundle has a 50 KB budget. */
const en = {
  title: 'Cleanup tasks near you',
  open: 'open tasks in view',
  cleaned: 'tasks cleaned this month',
  list: 'List',
  map: 'Map',
  listHeading: 'Tasks in view',
  empty: 'No open tasks in this area right now.',
  help: 'Help clean this up',
  coins: 'coins',
  waste: '{type} waste',
  priority: { high: 'High priority', medium: 'Medium priority', low: 'Low priority' },
  types: { plastic: 'Plastic', organic: 'Organic', electronic: 'Electronic', hazardous: 'Hazardous', general: 'General' },
  error: 'Tasks could not be loaded. Retrying...',
  loading: 'Loading tasks...',
  poweredBy: 'Live map by CleanQuest',
  cluster: '{n} tasks: zoom in',
  noPhoto: 'Photo not available',
};
export type Texts = typeof en;

const de: Texts = {
  title: 'Aufräumaufgaben in Ihrer Nähe',
  open: 'offene Aufgaben im Ausschnitt',
  cleaned: 'diesen Monat aufgeräumt',
  list: 'Liste',
  map: 'Karte',
  listHeading: 'Aufgaben im Ausschnitt',
  empty: 'Gerade keine offenen Aufgaben in diesem Gebiet.',
  help: 'Beim Aufräumen helfen',
  coins: 'Münzen',
  waste: '{type}müll',
  priority: { high: 'Hohe Priorität', medium: 'Mittlere Priorität', low: 'Niedrige Priorität' },
  types: { plastic: 'Plastik', organic: 'Bio', electronic: 'Elektro', hazardous: 'Sonder', general: 'Rest' },
  error: 'Aufgaben konnten nicht geladen werden. Neuer Versuch...',
  loading: 'Aufgaben werden geladen...',
  poweredBy: 'Live-Karte von CleanQuest',
  cluster: '{n} Aufgaben: hineinzoomen',
  noPhoto: 'Foto nicht verfügbar',
};

const pl: Texts = {
  title: 'Zadania sprzątania w pobliżu',
  open: 'otwarte zadania w widoku',
  cleaned: 'zadania posprzątane w tym miesiącu',
  list: 'Lista',
  map: 'Mapa',
  listHeading: 'Zadania w widoku',
  empty: 'Obecnie brak otwartych zadań na tym obszarze.',
  help: 'Pomóż to posprzątać',
  coins: 'monet',
  waste: 'Odpady {type}',
  priority: { high: 'Wysoki priorytet', medium: 'Średni priorytet', low: 'Niski priorytet' },
  types: { plastic: 'plastikowe', organic: 'bio', electronic: 'elektroniczne', hazardous: 'niebezpieczne', general: 'zmieszane' },
  error: 'Nie udało się wczytać zadań. Ponowna próba...',
  loading: 'Wczytywanie zadań...',
  poweredBy: 'Mapa na żywo od CleanQuest',
  cluster: 'Zadania: {n}. Przybliż',
  noPhoto: 'Zdjęcie niedostępne',
};

export const TEXTS: Record<Language, Texts> = { en, de, pl };

/** The texts of the language the script tag names (its base language, e.g. 'de-AT'), else English. */
export function texts(lang: string | null): Texts {
  return TEXTS[toLanguage(lang) ?? 'en'];
}
