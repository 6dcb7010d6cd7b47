import { createTranslator, type Texts } from '../../../server/i18n';
import type { WasteType } from '../../tasks/contract';

/** What a GeoReport v2 service says about each waste type, in English and German. */
export const SERVICE_TEXTS: Record<WasteType, { name: Texts; description: Texts; keywords: Texts }> = {
  plastic: {
    name: { en: 'Plastic litter', de: 'Plastikmüll', it: 'Rifiuti di plastica' },
    description: { en: 'Plastic bottles, bags, packaging and other plastic waste left outdoors.', de: 'Plastikflaschen, Tüten, Verpackungen und anderer Plastikmüll im Freien.', it: 'Bottiglie, sacchetti, imballaggi di plastica e altri rifiuti di plastica abbandonati all\'aperto.' },
    keywords: { en: 'plastic, bottles, bags, packaging, litter', de: 'Plastik, Flaschen, Tüten, Verpackung, Müll', it: 'plastica, bottiglie, sacchetti, imballaggi, rifiuti' },
  },
  organic: {
    name: { en: 'Organic waste', de: 'Bioabfall', it: 'Rifiuti organici' },
    description: { en: 'Food leftovers, garden cuttings and other organic waste dumped outdoors.', de: 'Essensreste, Grünschnitt und anderer Bioabfall, der im Freien abgeladen wurde.', it: 'Avanzi di cibo, sfalci del giardino e altri rifiuti organici abbandonati all\'aperto.' },
    keywords: { en: 'organic, food, garden waste, compost', de: 'Bioabfall, Essensreste, Grünschnitt, Kompost', it: 'organico, cibo, sfalci, compost' },
  },
  electronic: {
    name: { en: 'Electronic waste', de: 'Elektroschrott', it: 'Rifiuti elettronici' },
    description: { en: 'Discarded devices, cables and other electronics left outdoors.', de: 'Weggeworfene Geräte, Kabel und andere Elektronik im Freien.', it: 'Apparecchi, cavi e altri dispositivi elettronici abbandonati all\'aperto.' },
    keywords: { en: 'electronics, e-waste, devices, cables', de: 'Elektroschrott, Elektronik, Geräte, Kabel', it: 'elettronica, RAEE, apparecchi, cavi' },
  },
  hazardous: {
    name: { en: 'Hazardous waste', de: 'Gefährliche Abfälle', it: 'Rifiuti pericolosi' },
    description: {
      en: 'Batteries, chemicals, syringes, paint and other dangerous waste. Volunteers handle it only with protection.',
      de: 'Batterien, Chemikalien, Spritzen, Farben und andere gefährliche Abfälle. Freiwillige fassen sie nur mit Schutz an.',
      it: 'Batterie, sostanze chimiche, siringhe, vernici e altri rifiuti pericolosi. I volontari li maneggiano solo con protezioni.',
    },
    keywords: { en: 'hazardous, batteries, chemicals, syringes, paint', de: 'gefährlich, Batterien, Chemikalien, Spritzen, Farbe', it: 'pericolosi, batterie, sostanze chimiche, siringhe, vernici' },
  },
  general: {
    name: { en: 'Mixed litter', de: 'Gemischter Müll', it: 'Rifiuti misti' },
    description: { en: 'Any other litter or mixed rubbish left outdoors.', de: 'Anderer oder gemischter Müll im Freien.', it: 'Qualsiasi altro rifiuto o rifiuti misti abbandonati all\'aperto.' },
    keywords: { en: 'litter, rubbish, trash, mixed', de: 'Müll, Abfall, gemischt', it: 'rifiuti, immondizia, spazzatura, misti' },
  },
};

/** Texts of service requests and answers (i18next keys; `{{day}}` is YYYY-MM-DD). */
export const OPEN311_TEXTS = {
  group: { en: 'Litter', de: 'Müll', it: 'Rifiuti' },
  'status.available': { en: 'Reported, waiting for a volunteer.', de: 'Gemeldet, wartet auf Freiwillige.', it: 'Segnalata, in attesa di volontari.' },
  'status.assigned': { en: 'A volunteer has taken this on.', de: 'Freiwillige kümmern sich darum.', it: 'Dei volontari se ne stanno occupando.' },
  'status.needsReview': { en: 'Cleaned up; the cleanup is being checked.', de: 'Aufgeräumt; das Aufräumen wird geprüft.', it: 'Pulita; la pulizia è in fase di verifica.' },
  'status.completed': { en: 'Cleaned and verified on {{day}}.', de: 'Am {{day}} aufgeräumt und bestätigt.', it: 'Pulita e verificata il {{day}}.' },
  hazardous: { en: 'Hazardous: not for volunteers', de: 'Gefährlich: nichts für Freiwillige', it: 'Pericolosa: non per volontari' },
  created: {
    en: 'Thank you. The report is on the CleanQuest map now, where volunteers can take it on.',
    de: 'Danke. Die Meldung ist jetzt auf der CleanQuest-Karte, wo Freiwillige sie übernehmen können.',
    it: 'Grazie. La segnalazione è ora sulla mappa di CleanQuest, dove i volontari possono occuparsene.',
  },
  createdHeld: {
    en: 'Thank you. The report is on the CleanQuest map now, where volunteers can take it on. Its photo is shown once it has been checked.',
    de: 'Danke. Die Meldung ist jetzt auf der CleanQuest-Karte, wo Freiwillige sie übernehmen können. Ihr Foto wird gezeigt, sobald es geprüft ist.',
    it: 'Grazie. La segnalazione è ora sulla mappa di CleanQuest, dove i volontari possono occuparsene. La sua foto verrà mostrata dopo essere stata controllata.',
  },
  contact: { en: 'The operator of {{origin}}: see {{origin}}/privacy', de: 'Die Betreiber von {{origin}}: siehe {{origin}}/privacy', it: 'Il gestore di {{origin}}: vedi {{origin}}/privacy' },
  keyService: {
    en: 'Registered partners get an API key from the operator (issued on the Embed partners admin page).',
    de: 'Registrierte Partner erhalten einen API-Schlüssel von den Betreibern (ausgestellt auf der Admin-Seite Einbettungs-Partner).',
    it: 'I partner registrati ricevono una chiave API dal gestore (emessa nella pagina di amministrazione Partner per l\'incorporamento).',
  },
} as const satisfies Record<string, Texts>;

export const translate = createTranslator(OPEN311_TEXTS);
