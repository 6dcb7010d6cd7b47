import { createTranslator, type Texts } from '../../../server/i18n';
import type { WasteType } from '../../tasks/contract';

/** What a GeoReport v2 service says about each waste type, in English and German. */
export const SERVICE_TEXTS: Record<WasteType, { name: Texts; description: Texts; keywords: Texts }> = {
  plastic: {
    name: { en: 'Plastic litter', de: 'Plastikmüll', nl: 'Plastic zwerfafval' },
    description: { en: 'Plastic bottles, bags, packaging and other plastic waste left outdoors.', de: 'Plastikflaschen, Tüten, Verpackungen und anderer Plastikmüll im Freien.', nl: 'Plastic flessen, zakken, verpakkingen en ander plastic afval dat buiten is achtergelaten.' },
    keywords: { en: 'plastic, bottles, bags, packaging, litter', de: 'Plastik, Flaschen, Tüten, Verpackung, Müll', nl: 'plastic, flessen, zakken, verpakking, zwerfafval' },
  },
  organic: {
    name: { en: 'Organic waste', de: 'Bioabfall', nl: 'Organisch afval' },
    description: { en: 'Food leftovers, garden cuttings and other organic waste dumped outdoors.', de: 'Essensreste, Grünschnitt und anderer Bioabfall, der im Freien abgeladen wurde.', nl: 'Etensresten, tuinafval en ander organisch afval dat buiten is gedumpt.' },
    keywords: { en: 'organic, food, garden waste, compost', de: 'Bioabfall, Essensreste, Grünschnitt, Kompost', nl: 'organisch, etensresten, tuinafval, compost' },
  },
  electronic: {
    name: { en: 'Electronic waste', de: 'Elektroschrott', nl: 'Elektronisch afval' },
    description: { en: 'Discarded devices, cables and other electronics left outdoors.', de: 'Weggeworfene Geräte, Kabel und andere Elektronik im Freien.', nl: 'Weggegooide apparaten, kabels en andere elektronica die buiten zijn achtergelaten.' },
    keywords: { en: 'electronics, e-waste, devices, cables', de: 'Elektroschrott, Elektronik, Geräte, Kabel', nl: 'elektronica, e-waste, apparaten, kabels' },
  },
  hazardous: {
    name: { en: 'Hazardous waste', de: 'Gefährliche Abfälle', nl: 'Gevaarlijk afval' },
    description: {
      en: 'Batteries, chemicals, syringes, paint and other dangerous waste. Volunteers handle it only with protection.',
      de: 'Batterien, Chemikalien, Spritzen, Farben und andere gefährliche Abfälle. Freiwillige fassen sie nur mit Schutz an.',
      nl: 'Batterijen, chemicaliën, injectienaalden, verf en ander gevaarlijk afval. Vrijwilligers pakken het alleen met bescherming aan.',
    },
    keywords: { en: 'hazardous, batteries, chemicals, syringes, paint', de: 'gefährlich, Batterien, Chemikalien, Spritzen, Farbe', nl: 'gevaarlijk, batterijen, chemicaliën, injectienaalden, verf' },
  },
  general: {
    name: { en: 'Mixed litter', de: 'Gemischter Müll', nl: 'Gemengd zwerfafval' },
    description: { en: 'Any other litter or mixed rubbish left outdoors.', de: 'Anderer oder gemischter Müll im Freien.', nl: 'Ander zwerfafval of gemengd afval dat buiten is achtergelaten.' },
    keywords: { en: 'litter, rubbish, trash, mixed', de: 'Müll, Abfall, gemischt', nl: 'zwerfafval, afval, vuil, gemengd' },
  },
};

/** Texts of service requests and answers (i18next keys; `{{day}}` is YYYY-MM-DD). */
export const OPEN311_TEXTS = {
  group: { en: 'Litter', de: 'Müll', nl: 'Zwerfafval' },
  'status.available': { en: 'Reported, waiting for a volunteer.', de: 'Gemeldet, wartet auf Freiwillige.', nl: 'Gemeld, wacht op een vrijwilliger.' },
  'status.assigned': { en: 'A volunteer has taken this on.', de: 'Freiwillige kümmern sich darum.', nl: 'Een vrijwilliger heeft dit opgepakt.' },
  'status.needsReview': { en: 'Cleaned up; the cleanup is being checked.', de: 'Aufgeräumt; das Aufräumen wird geprüft.', nl: 'Opgeruimd; het opruimen wordt gecontroleerd.' },
  'status.completed': { en: 'Cleaned and verified on {{day}}.', de: 'Am {{day}} aufgeräumt und bestätigt.', nl: 'Opgeruimd en gecontroleerd op {{day}}.' },
  hazardous: { en: 'Hazardous: not for volunteers', de: 'Gefährlich: nichts für Freiwillige', nl: 'Gevaarlijk: niet voor vrijwilligers' },
  created: {
    en: 'Thank you. The report is on the CleanQuest map now, where volunteers can take it on.',
    de: 'Danke. Die Meldung ist jetzt auf der CleanQuest-Karte, wo Freiwillige sie übernehmen können.',
    nl: 'Bedankt. De melding staat nu op de kaart van CleanQuest, waar vrijwilligers haar kunnen oppakken.',
  },
  createdHeld: {
    en: 'Thank you. The report is on the CleanQuest map now, where volunteers can take it on. Its photo is shown once it has been checked.',
    de: 'Danke. Die Meldung ist jetzt auf der CleanQuest-Karte, wo Freiwillige sie übernehmen können. Ihr Foto wird gezeigt, sobald es geprüft ist.',
    nl: 'Bedankt. De melding staat nu op de kaart van CleanQuest, waar vrijwilligers haar kunnen oppakken. De foto wordt getoond zodra hij is gecontroleerd.',
  },
  contact: { en: 'The operator of {{origin}}: see {{origin}}/privacy', de: 'Die Betreiber von {{origin}}: siehe {{origin}}/privacy', nl: 'De aanbieder van {{origin}}: zie {{origin}}/privacy' },
  keyService: {
    en: 'Registered partners get an API key from the operator (issued on the Embed partners admin page).',
    de: 'Registrierte Partner erhalten einen API-Schlüssel von den Betreibern (ausgestellt auf der Admin-Seite Einbettungs-Partner).',
    nl: 'Geregistreerde partners krijgen een API-sleutel van de aanbieder (uitgegeven op de beheerpagina Partners voor insluiten).',
  },
} as const satisfies Record<string, Texts>;

export const translate = createTranslator(OPEN311_TEXTS);
