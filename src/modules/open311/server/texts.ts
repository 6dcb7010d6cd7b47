import { createTranslator, type Texts } from '../../../server/i18n';
import type { WasteType } from '../../tasks/contract';

/** What a GeoReport v2 service says about each waste type, in English and German. */
export const SERVICE_TEXTS: Record<WasteType, { name: Texts; description: Texts; keywords: Texts }> = {
  plastic: {
    name: { en: 'Plastic litter', de: 'Plastikmüll' },
    description: { en: 'Plastic bottles, bags, packaging and other plastic waste left outdoors.', de: 'Plastikflaschen, Tüten, Verpackungen und anderer Plastikmüll im Freien.' },
    keywords: { en: 'plastic, bottles, bags, packaging, litter', de: 'Plastik, Flaschen, Tüten, Verpackung, Müll' },
  },
  organic: {
    name: { en: 'Organic waste', de: 'Bioabfall' },
    description: { en: 'Food leftovers, garden cuttings and other organic waste dumped outdoors.', de: 'Essensreste, Grünschnitt und anderer Bioabfall, der im Freien abgeladen wurde.' },
    keywords: { en: 'organic, food, garden waste, compost', de: 'Bioabfall, Essensreste, Grünschnitt, Kompost' },
  },
  electronic: {
    name: { en: 'Electronic waste', de: 'Elektroschrott' },
    description: { en: 'Discarded devices, cables and other electronics left outdoors.', de: 'Weggeworfene Geräte, Kabel und andere Elektronik im Freien.' },
    keywords: { en: 'electronics, e-waste, devices, cables', de: 'Elektroschrott, Elektronik, Geräte, Kabel' },
  },
  hazardous: {
    name: { en: 'Hazardous waste', de: 'Gefährliche Abfälle' },
    description: {
      en: 'Batteries, chemicals, syringes, paint and other dangerous waste. Volunteers handle it only with protection.',
      de: 'Batterien, Chemikalien, Spritzen, Farben und andere gefährliche Abfälle. Freiwillige fassen sie nur mit Schutz an.',
    },
    keywords: { en: 'hazardous, batteries, chemicals, syringes, paint', de: 'gefährlich, Batterien, Chemikalien, Spritzen, Farbe' },
  },
  general: {
    name: { en: 'Mixed litter', de: 'Gemischter Müll' },
    description: { en: 'Any other litter or mixed rubbish left outdoors.', de: 'Anderer oder gemischter Müll im Freien.' },
    keywords: { en: 'litter, rubbish, trash, mixed', de: 'Müll, Abfall, gemischt' },
  },
};

/** Texts of service requests and answers (i18next keys; `{{day}}` is YYYY-MM-DD). */
export const OPEN311_TEXTS = {
  group: { en: 'Litter', de: 'Müll' },
  'status.available': { en: 'Reported, waiting for a volunteer.', de: 'Gemeldet, wartet auf Freiwillige.' },
  'status.assigned': { en: 'A volunteer has taken this on.', de: 'Freiwillige kümmern sich darum.' },
  'status.needsReview': { en: 'Cleaned up; the cleanup is being checked.', de: 'Aufgeräumt; das Aufräumen wird geprüft.' },
  'status.completed': { en: 'Cleaned and verified on {{day}}.', de: 'Am {{day}} aufgeräumt und bestätigt.' },
  hazardous: { en: 'Hazardous: not for volunteers', de: 'Gefährlich: nichts für Freiwillige' },
  created: {
    en: 'Thank you. The report is on the CleanQuest map now, where volunteers can take it on.',
    de: 'Danke. Die Meldung ist jetzt auf der CleanQuest-Karte, wo Freiwillige sie übernehmen können.',
  },
  createdHeld: {
    en: 'Thank you. The report is on the CleanQuest map now, where volunteers can take it on. Its photo is shown once it has been checked.',
    de: 'Danke. Die Meldung ist jetzt auf der CleanQuest-Karte, wo Freiwillige sie übernehmen können. Ihr Foto wird gezeigt, sobald es geprüft ist.',
  },
  contact: { en: 'The operator of {{origin}}: see {{origin}}/privacy', de: 'Die Betreiber von {{origin}}: siehe {{origin}}/privacy' },
  keyService: {
    en: 'Registered partners get an API key from the operator (issued on the Embed partners admin page).',
    de: 'Registrierte Partner erhalten einen API-Schlüssel von den Betreibern (ausgestellt auf der Admin-Seite Einbettungs-Partner).',
  },
} as const satisfies Record<string, Texts>;

export const translate = createTranslator(OPEN311_TEXTS);
