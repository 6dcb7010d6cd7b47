import { createTranslator, type Texts } from '../../../server/i18n';
import type { WasteType } from '../../tasks/contract';

/** What a GeoReport v2 service says about each waste type, in English and German. */
export const SERVICE_TEXTS: Record<WasteType, { name: Texts; description: Texts; keywords: Texts }> = {
  plastic: {
    name: { en: 'Plastic litter', de: 'Plastikmüll', es: 'Basura plástica' },
    description: { en: 'Plastic bottles, bags, packaging and other plastic waste left outdoors.', de: 'Plastikflaschen, Tüten, Verpackungen und anderer Plastikmüll im Freien.', es: 'Botellas, bolsas, envases de plástico y otros residuos plásticos abandonados al aire libre.' },
    keywords: { en: 'plastic, bottles, bags, packaging, litter', de: 'Plastik, Flaschen, Tüten, Verpackung, Müll', es: 'plástico, botellas, bolsas, envases, basura' },
  },
  organic: {
    name: { en: 'Organic waste', de: 'Bioabfall', es: 'Residuos orgánicos' },
    description: { en: 'Food leftovers, garden cuttings and other organic waste dumped outdoors.', de: 'Essensreste, Grünschnitt und anderer Bioabfall, der im Freien abgeladen wurde.', es: 'Restos de comida, restos de poda y otros residuos orgánicos tirados al aire libre.' },
    keywords: { en: 'organic, food, garden waste, compost', de: 'Bioabfall, Essensreste, Grünschnitt, Kompost', es: 'orgánico, comida, restos de jardín, compost' },
  },
  electronic: {
    name: { en: 'Electronic waste', de: 'Elektroschrott', es: 'Residuos electrónicos' },
    description: { en: 'Discarded devices, cables and other electronics left outdoors.', de: 'Weggeworfene Geräte, Kabel und andere Elektronik im Freien.', es: 'Aparatos, cables y otros dispositivos electrónicos desechados al aire libre.' },
    keywords: { en: 'electronics, e-waste, devices, cables', de: 'Elektroschrott, Elektronik, Geräte, Kabel', es: 'electrónica, residuos electrónicos, aparatos, cables' },
  },
  hazardous: {
    name: { en: 'Hazardous waste', de: 'Gefährliche Abfälle', es: 'Residuos peligrosos' },
    description: {
      en: 'Batteries, chemicals, syringes, paint and other dangerous waste. Volunteers handle it only with protection.',
      de: 'Batterien, Chemikalien, Spritzen, Farben und andere gefährliche Abfälle. Freiwillige fassen sie nur mit Schutz an.',
      es: 'Pilas, productos químicos, jeringuillas, pintura y otros residuos peligrosos. El voluntariado solo los manipula con protección.',
    },
    keywords: { en: 'hazardous, batteries, chemicals, syringes, paint', de: 'gefährlich, Batterien, Chemikalien, Spritzen, Farbe', es: 'peligroso, pilas, productos químicos, jeringuillas, pintura' },
  },
  general: {
    name: { en: 'Mixed litter', de: 'Gemischter Müll', es: 'Basura mezclada' },
    description: { en: 'Any other litter or mixed rubbish left outdoors.', de: 'Anderer oder gemischter Müll im Freien.', es: 'Cualquier otra basura o desperdicios mezclados abandonados al aire libre.' },
    keywords: { en: 'litter, rubbish, trash, mixed', de: 'Müll, Abfall, gemischt', es: 'basura, desperdicios, residuos, mezclado' },
  },
};

/** Texts of service requests and answers (i18next keys; `{{day}}` is YYYY-MM-DD). */
export const OPEN311_TEXTS = {
  group: { en: 'Litter', de: 'Müll', es: 'Basura' },
  'status.available': { en: 'Reported, waiting for a volunteer.', de: 'Gemeldet, wartet auf Freiwillige.', es: 'Reportado, a la espera de una persona voluntaria.' },
  'status.assigned': { en: 'A volunteer has taken this on.', de: 'Freiwillige kümmern sich darum.', es: 'Una persona voluntaria se ha encargado de esto.' },
  'status.needsReview': { en: 'Cleaned up; the cleanup is being checked.', de: 'Aufgeräumt; das Aufräumen wird geprüft.', es: 'Limpiado; se está comprobando la limpieza.' },
  'status.completed': { en: 'Cleaned and verified on {{day}}.', de: 'Am {{day}} aufgeräumt und bestätigt.', es: 'Limpiado y verificado el {{day}}.' },
  hazardous: { en: 'Hazardous: not for volunteers', de: 'Gefährlich: nichts für Freiwillige', es: 'Peligroso: no apto para voluntariado' },
  created: {
    en: 'Thank you. The report is on the CleanQuest map now, where volunteers can take it on.',
    de: 'Danke. Die Meldung ist jetzt auf der CleanQuest-Karte, wo Freiwillige sie übernehmen können.',
    es: 'Gracias. El reporte ya está en el mapa de CleanQuest, donde el voluntariado puede encargarse de él.',
  },
  createdHeld: {
    en: 'Thank you. The report is on the CleanQuest map now, where volunteers can take it on. Its photo is shown once it has been checked.',
    de: 'Danke. Die Meldung ist jetzt auf der CleanQuest-Karte, wo Freiwillige sie übernehmen können. Ihr Foto wird gezeigt, sobald es geprüft ist.',
    es: 'Gracias. El reporte ya está en el mapa de CleanQuest, donde el voluntariado puede encargarse de él. Su foto se muestra en cuanto se haya comprobado.',
  },
  contact: { en: 'The operator of {{origin}}: see {{origin}}/privacy', de: 'Die Betreiber von {{origin}}: siehe {{origin}}/privacy', es: 'El operador de {{origin}}: consulta {{origin}}/privacy' },
  keyService: {
    en: 'Registered partners get an API key from the operator (issued on the Embed partners admin page).',
    de: 'Registrierte Partner erhalten einen API-Schlüssel von den Betreibern (ausgestellt auf der Admin-Seite Einbettungs-Partner).',
    es: 'Los socios registrados obtienen una clave de API del operador (emitida en la página de administración Socios con mapa integrado).',
  },
} as const satisfies Record<string, Texts>;

export const translate = createTranslator(OPEN311_TEXTS);
