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

const fr: Texts = {
  title: 'Tâches de nettoyage près de vous',
  open: 'tâches ouvertes visibles',
  cleaned: 'tâches nettoyées ce mois-ci',
  list: 'Liste',
  map: 'Carte',
  listHeading: 'Tâches visibles',
  empty: 'Aucune tâche ouverte dans cette zone pour le moment.',
  help: 'Aider à nettoyer',
  coins: 'pièces',
  waste: 'Déchets {type}',
  priority: { high: 'Priorité haute', medium: 'Priorité moyenne', low: 'Priorité basse' },
  types: { plastic: 'plastiques', organic: 'organiques', electronic: 'électroniques', hazardous: 'dangereux', general: 'divers' },
  error: 'Les tâches n’ont pas pu être chargées. Nouvelle tentative...',
  loading: 'Chargement des tâches...',
  poweredBy: 'Carte en direct par CleanQuest',
  cluster: '{n} tâches : zoomer',
  noPhoto: 'Photo non disponible',
};

const es: Texts = {
  title: 'Tareas de limpieza cercanas',
  open: 'tareas abiertas en la vista',
  cleaned: 'tareas limpiadas este mes',
  list: 'Lista',
  map: 'Mapa',
  listHeading: 'Tareas en la vista',
  empty: 'Ahora mismo no hay tareas abiertas en esta zona.',
  help: 'Colaborar en la limpieza',
  coins: 'monedas',
  waste: 'Residuos {type}',
  priority: { high: 'Prioridad alta', medium: 'Prioridad media', low: 'Prioridad baja' },
  types: { plastic: 'plásticos', organic: 'orgánicos', electronic: 'electrónicos', hazardous: 'peligrosos', general: 'generales' },
  error: 'No se han podido cargar las tareas. Reintentando...',
  loading: 'Cargando tareas...',
  poweredBy: 'Mapa en directo de CleanQuest',
  cluster: '{n} tareas: acercar',
  noPhoto: 'Foto no disponible',
};

const it: Texts = {
  title: 'Attività di pulizia vicino a te',
  open: 'attività aperte nella zona visibile',
  cleaned: 'attività pulite questo mese',
  list: 'Elenco',
  map: 'Mappa',
  listHeading: 'Attività nella zona visibile',
  empty: 'Al momento non ci sono attività aperte in questa zona.',
  help: 'Aiuta a pulire',
  coins: 'monete',
  waste: 'Rifiuti {type}',
  priority: { high: 'Priorità alta', medium: 'Priorità media', low: 'Priorità bassa' },
  types: { plastic: 'di plastica', organic: 'organici', electronic: 'elettronici', hazardous: 'pericolosi', general: 'indifferenziati' },
  error: 'Non è stato possibile caricare le attività. Nuovo tentativo...',
  loading: 'Caricamento delle attività...',
  poweredBy: 'Mappa in tempo reale di CleanQuest',
  cluster: '{n} attività: aumenta lo zoom',
  noPhoto: 'Foto non disponibile',
};

const nl: Texts = {
  title: 'Opruimtaken bij jou in de buurt',
  open: 'open taken in beeld',
  cleaned: 'taken opgeruimd deze maand',
  list: 'Lijst',
  map: 'Kaart',
  listHeading: 'Taken in beeld',
  empty: 'Op dit moment geen open taken in dit gebied.',
  help: 'Help dit opruimen',
  coins: 'munten',
  // Dutch compounds differ per type (plasticafval, restafval, elektronisch afval): each type names the whole waste.
  waste: '{type}',
  priority: { high: 'Hoge prioriteit', medium: 'Gemiddelde prioriteit', low: 'Lage prioriteit' },
  types: { plastic: 'Plastic afval', organic: 'Organisch afval', electronic: 'Elektronisch afval', hazardous: 'Gevaarlijk afval', general: 'Restafval' },
  error: 'Taken konden niet worden geladen. Nieuwe poging...',
  loading: 'Taken laden...',
  poweredBy: 'Live kaart van CleanQuest',
  cluster: '{n} taken: zoom in',
  noPhoto: 'Foto niet beschikbaar',
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

const ar: Texts = {
  title: 'مهام تنظيف قريبة منك',
  open: 'مهام مفتوحة ظاهرة',
  cleaned: 'مهام نُظِّفت هذا الشهر',
  list: 'القائمة',
  map: 'الخريطة',
  listHeading: 'المهام الظاهرة',
  empty: 'لا توجد مهام مفتوحة في هذه المنطقة الآن.',
  help: 'ساعد في تنظيف هذا المكان',
  coins: 'عملة',
  waste: 'نفايات {type}',
  priority: { high: 'أولوية عالية', medium: 'أولوية متوسطة', low: 'أولوية منخفضة' },
  types: { plastic: 'بلاستيكية', organic: 'عضوية', electronic: 'إلكترونية', hazardous: 'خطرة', general: 'عامة' },
  error: 'تعذّر تحميل المهام. جارٍ إعادة المحاولة...',
  loading: 'جارٍ تحميل المهام...',
  poweredBy: 'خريطة مباشرة من CleanQuest',
  cluster: '{n} مهام: كبِّر الخريطة',
  noPhoto: 'الصورة غير متاحة',
};

export const TEXTS: Record<Language, Texts> = { en, de, fr, es, it, nl, pl, ar };

/** The texts of the language the script tag names (its base language, e.g. 'de-AT'), else English. */
export function texts(lang: string | null): Texts {
  return TEXTS[toLanguage(lang) ?? 'en'];
}
