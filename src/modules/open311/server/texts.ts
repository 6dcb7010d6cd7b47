import { createTranslator, type Texts } from '../../../server/i18n';
import type { WasteType } from '../../tasks/contract';

/** What a GeoReport v2 service says about each waste type, in English and German. */
export const SERVICE_TEXTS: Record<WasteType, { name: Texts; description: Texts; keywords: Texts }> = {
  plastic: {
    name: { en: 'Plastic litter', de: 'Plastikmüll', pl: 'Śmieci plastikowe' },
    description: { en: 'Plastic bottles, bags, packaging and other plastic waste left outdoors.', de: 'Plastikflaschen, Tüten, Verpackungen und anderer Plastikmüll im Freien.', pl: 'Plastikowe butelki, torby, opakowania i inne odpady plastikowe pozostawione na zewnątrz.' },
    keywords: { en: 'plastic, bottles, bags, packaging, litter', de: 'Plastik, Flaschen, Tüten, Verpackung, Müll', pl: 'plastik, butelki, torby, opakowania, śmieci' },
  },
  organic: {
    name: { en: 'Organic waste', de: 'Bioabfall', pl: 'Bioodpady' },
    description: { en: 'Food leftovers, garden cuttings and other organic waste dumped outdoors.', de: 'Essensreste, Grünschnitt und anderer Bioabfall, der im Freien abgeladen wurde.', pl: 'Resztki jedzenia, odpady zielone z ogrodów i inne bioodpady porzucone na zewnątrz.' },
    keywords: { en: 'organic, food, garden waste, compost', de: 'Bioabfall, Essensreste, Grünschnitt, Kompost', pl: 'bioodpady, jedzenie, odpady zielone, kompost' },
  },
  electronic: {
    name: { en: 'Electronic waste', de: 'Elektroschrott', pl: 'Elektrośmieci' },
    description: { en: 'Discarded devices, cables and other electronics left outdoors.', de: 'Weggeworfene Geräte, Kabel und andere Elektronik im Freien.', pl: 'Wyrzucone urządzenia, kable i inna elektronika pozostawione na zewnątrz.' },
    keywords: { en: 'electronics, e-waste, devices, cables', de: 'Elektroschrott, Elektronik, Geräte, Kabel', pl: 'elektronika, elektrośmieci, urządzenia, kable' },
  },
  hazardous: {
    name: { en: 'Hazardous waste', de: 'Gefährliche Abfälle', pl: 'Odpady niebezpieczne' },
    description: {
      en: 'Batteries, chemicals, syringes, paint and other dangerous waste. Volunteers handle it only with protection.',
      de: 'Batterien, Chemikalien, Spritzen, Farben und andere gefährliche Abfälle. Freiwillige fassen sie nur mit Schutz an.', pl: 'Baterie, chemikalia, strzykawki, farby i inne niebezpieczne odpady. Wolontariusze dotykają ich tylko w środkach ochrony.',
    },
    keywords: { en: 'hazardous, batteries, chemicals, syringes, paint', de: 'gefährlich, Batterien, Chemikalien, Spritzen, Farbe', pl: 'niebezpieczne, baterie, chemikalia, strzykawki, farba' },
  },
  general: {
    name: { en: 'Mixed litter', de: 'Gemischter Müll', pl: 'Śmieci zmieszane' },
    description: { en: 'Any other litter or mixed rubbish left outdoors.', de: 'Anderer oder gemischter Müll im Freien.', pl: 'Wszelkie inne śmieci lub zmieszane odpady pozostawione na zewnątrz.' },
    keywords: { en: 'litter, rubbish, trash, mixed', de: 'Müll, Abfall, gemischt', pl: 'śmieci, odpady, zmieszane' },
  },
};

/** Texts of service requests and answers (i18next keys; `{{day}}` is YYYY-MM-DD). */
export const OPEN311_TEXTS = {
  group: { en: 'Litter', de: 'Müll', pl: 'Śmieci' },
  'status.available': { en: 'Reported, waiting for a volunteer.', de: 'Gemeldet, wartet auf Freiwillige.', pl: 'Zgłoszone, czeka na wolontariusza.' },
  'status.assigned': { en: 'A volunteer has taken this on.', de: 'Freiwillige kümmern sich darum.', pl: 'Wolontariusz zajmuje się tym zgłoszeniem.' },
  'status.needsReview': { en: 'Cleaned up; the cleanup is being checked.', de: 'Aufgeräumt; das Aufräumen wird geprüft.', pl: 'Posprzątane; sprzątanie jest sprawdzane.' },
  'status.completed': { en: 'Cleaned and verified on {{day}}.', de: 'Am {{day}} aufgeräumt und bestätigt.', pl: 'Posprzątane i zweryfikowane dnia {{day}}.' },
  hazardous: { en: 'Hazardous: not for volunteers', de: 'Gefährlich: nichts für Freiwillige', pl: 'Niebezpieczne: nie dla wolontariuszy' },
  created: {
    en: 'Thank you. The report is on the CleanQuest map now, where volunteers can take it on.',
    de: 'Danke. Die Meldung ist jetzt auf der CleanQuest-Karte, wo Freiwillige sie übernehmen können.', pl: 'Dziękujemy. Zgłoszenie jest już na mapie CleanQuest, gdzie wolontariusze mogą się nim zająć.',
  },
  createdHeld: {
    en: 'Thank you. The report is on the CleanQuest map now, where volunteers can take it on. Its photo is shown once it has been checked.',
    de: 'Danke. Die Meldung ist jetzt auf der CleanQuest-Karte, wo Freiwillige sie übernehmen können. Ihr Foto wird gezeigt, sobald es geprüft ist.', pl: 'Dziękujemy. Zgłoszenie jest już na mapie CleanQuest, gdzie wolontariusze mogą się nim zająć. Zdjęcie zostanie pokazane po sprawdzeniu.',
  },
  contact: { en: 'The operator of {{origin}}: see {{origin}}/privacy', de: 'Die Betreiber von {{origin}}: siehe {{origin}}/privacy', pl: 'Operator {{origin}}: zobacz {{origin}}/privacy' },
  keyService: {
    en: 'Registered partners get an API key from the operator (issued on the Embed partners admin page).',
    de: 'Registrierte Partner erhalten einen API-Schlüssel von den Betreibern (ausgestellt auf der Admin-Seite Einbettungs-Partner).', pl: 'Zarejestrowani partnerzy otrzymują klucz API od operatora (wydawany na stronie administracyjnej Partnerzy osadzający mapę).',
  },
} as const satisfies Record<string, Texts>;

export const translate = createTranslator(OPEN311_TEXTS);
