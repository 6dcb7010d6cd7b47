import { createTranslator, type Texts } from '../../../server/i18n';
import type { WasteType } from '../../tasks/contract';

/** What a GeoReport v2 service says about each waste type, in English and German. */
export const SERVICE_TEXTS: Record<WasteType, { name: Texts; description: Texts; keywords: Texts }> = {
  plastic: {
    name: { en: 'Plastic litter', de: 'Plastikmüll', ar: 'نفايات بلاستيكية' },
    description: { en: 'Plastic bottles, bags, packaging and other plastic waste left outdoors.', de: 'Plastikflaschen, Tüten, Verpackungen und anderer Plastikmüll im Freien.', ar: 'زجاجات وأكياس وعبوات بلاستيكية ونفايات بلاستيكية أخرى متروكة في الأماكن المفتوحة.' },
    keywords: { en: 'plastic, bottles, bags, packaging, litter', de: 'Plastik, Flaschen, Tüten, Verpackung, Müll', ar: 'بلاستيك، زجاجات، أكياس، عبوات، نفايات' },
  },
  organic: {
    name: { en: 'Organic waste', de: 'Bioabfall', ar: 'نفايات عضوية' },
    description: { en: 'Food leftovers, garden cuttings and other organic waste dumped outdoors.', de: 'Essensreste, Grünschnitt und anderer Bioabfall, der im Freien abgeladen wurde.', ar: 'بقايا طعام ومخلّفات حدائق ونفايات عضوية أخرى مُلقاة في الأماكن المفتوحة.' },
    keywords: { en: 'organic, food, garden waste, compost', de: 'Bioabfall, Essensreste, Grünschnitt, Kompost', ar: 'عضوية، طعام، مخلّفات حدائق، سماد' },
  },
  electronic: {
    name: { en: 'Electronic waste', de: 'Elektroschrott', ar: 'نفايات إلكترونية' },
    description: { en: 'Discarded devices, cables and other electronics left outdoors.', de: 'Weggeworfene Geräte, Kabel und andere Elektronik im Freien.', ar: 'أجهزة وكابلات مهملة وإلكترونيات أخرى متروكة في الأماكن المفتوحة.' },
    keywords: { en: 'electronics, e-waste, devices, cables', de: 'Elektroschrott, Elektronik, Geräte, Kabel', ar: 'إلكترونيات، نفايات إلكترونية، أجهزة، كابلات' },
  },
  hazardous: {
    name: { en: 'Hazardous waste', de: 'Gefährliche Abfälle', ar: 'نفايات خطرة' },
    description: {
      en: 'Batteries, chemicals, syringes, paint and other dangerous waste. Volunteers handle it only with protection.',
      de: 'Batterien, Chemikalien, Spritzen, Farben und andere gefährliche Abfälle. Freiwillige fassen sie nur mit Schutz an.', ar: 'بطاريات ومواد كيميائية وحقن وطلاء ونفايات خطرة أخرى. لا يتعامل معها المتطوعون إلا بوسائل حماية.',
    },
    keywords: { en: 'hazardous, batteries, chemicals, syringes, paint', de: 'gefährlich, Batterien, Chemikalien, Spritzen, Farbe', ar: 'خطرة، بطاريات، مواد كيميائية، حقن، طلاء' },
  },
  general: {
    name: { en: 'Mixed litter', de: 'Gemischter Müll', ar: 'نفايات مختلطة' },
    description: { en: 'Any other litter or mixed rubbish left outdoors.', de: 'Anderer oder gemischter Müll im Freien.', ar: 'أي نفايات أخرى أو قمامة مختلطة متروكة في الأماكن المفتوحة.' },
    keywords: { en: 'litter, rubbish, trash, mixed', de: 'Müll, Abfall, gemischt', ar: 'نفايات، قمامة، مخلّفات، مختلطة' },
  },
};

/** Texts of service requests and answers (i18next keys; `{{day}}` is YYYY-MM-DD). */
export const OPEN311_TEXTS = {
  group: { en: 'Litter', de: 'Müll', ar: 'النفايات' },
  'status.available': { en: 'Reported, waiting for a volunteer.', de: 'Gemeldet, wartet auf Freiwillige.', ar: 'أُبلغ عنها، بانتظار متطوع.' },
  'status.assigned': { en: 'A volunteer has taken this on.', de: 'Freiwillige kümmern sich darum.', ar: 'تولّاها أحد المتطوعين.' },
  'status.needsReview': { en: 'Cleaned up; the cleanup is being checked.', de: 'Aufgeräumt; das Aufräumen wird geprüft.', ar: 'نُظِّفت؛ وجارٍ التحقق من التنظيف.' },
  'status.completed': { en: 'Cleaned and verified on {{day}}.', de: 'Am {{day}} aufgeräumt und bestätigt.', ar: 'نُظِّفت وتم التحقق منها في {{day}}.' },
  hazardous: { en: 'Hazardous: not for volunteers', de: 'Gefährlich: nichts für Freiwillige', ar: 'خطرة: ليست للمتطوعين' },
  created: {
    en: 'Thank you. The report is on the CleanQuest map now, where volunteers can take it on.',
    de: 'Danke. Die Meldung ist jetzt auf der CleanQuest-Karte, wo Freiwillige sie übernehmen können.', ar: 'شكرًا لك. البلاغ الآن على خريطة CleanQuest، حيث يمكن للمتطوعين تولّيه.',
  },
  createdHeld: {
    en: 'Thank you. The report is on the CleanQuest map now, where volunteers can take it on. Its photo is shown once it has been checked.',
    de: 'Danke. Die Meldung ist jetzt auf der CleanQuest-Karte, wo Freiwillige sie übernehmen können. Ihr Foto wird gezeigt, sobald es geprüft ist.', ar: 'شكرًا لك. البلاغ الآن على خريطة CleanQuest، حيث يمكن للمتطوعين تولّيه. وتظهر صورته بعد فحصها.',
  },
  contact: { en: 'The operator of {{origin}}: see {{origin}}/privacy', de: 'Die Betreiber von {{origin}}: siehe {{origin}}/privacy', ar: 'الجهة المشغِّلة لـ {{origin}}: انظر {{origin}}/privacy' },
  keyService: {
    en: 'Registered partners get an API key from the operator (issued on the Embed partners admin page).',
    de: 'Registrierte Partner erhalten einen API-Schlüssel von den Betreibern (ausgestellt auf der Admin-Seite Einbettungs-Partner).', ar: 'يحصل الشركاء المسجَّلون على مفتاح API من الجهة المشغِّلة (يصدر من صفحة إدارة «شركاء التضمين»).',
  },
} as const satisfies Record<string, Texts>;

export const translate = createTranslator(OPEN311_TEXTS);
