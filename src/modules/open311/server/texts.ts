import { createTranslator, type Texts } from '../../../server/i18n';
import type { WasteType } from '../../tasks/contract';

/** What a GeoReport v2 service says about each waste type, in English and German. */
export const SERVICE_TEXTS: Record<WasteType, { name: Texts; description: Texts; keywords: Texts }> = {
  plastic: {
    name: { en: 'Plastic litter', de: 'Plastikmüll', fr: 'Déchets plastiques', es: 'Basura plástica', it: 'Rifiuti di plastica', nl: 'Plastic zwerfafval', pl: 'Śmieci plastikowe', ar: 'نفايات بلاستيكية' },
    description: { en: 'Plastic bottles, bags, packaging and other plastic waste left outdoors.', de: 'Plastikflaschen, Tüten, Verpackungen und anderer Plastikmüll im Freien.', fr: 'Bouteilles, sacs, emballages en plastique et autres déchets plastiques laissés dehors.', es: 'Botellas, bolsas, envases de plástico y otros residuos plásticos abandonados al aire libre.', it: 'Bottiglie, sacchetti, imballaggi di plastica e altri rifiuti di plastica abbandonati all\'aperto.', nl: 'Plastic flessen, zakken, verpakkingen en ander plastic afval dat buiten is achtergelaten.', pl: 'Plastikowe butelki, torby, opakowania i inne odpady plastikowe pozostawione na zewnątrz.', ar: 'زجاجات وأكياس وعبوات بلاستيكية ونفايات بلاستيكية أخرى متروكة في الأماكن المفتوحة.' },
    keywords: { en: 'plastic, bottles, bags, packaging, litter', de: 'Plastik, Flaschen, Tüten, Verpackung, Müll', fr: 'plastique, bouteilles, sacs, emballages, déchets', es: 'plástico, botellas, bolsas, envases, basura', it: 'plastica, bottiglie, sacchetti, imballaggi, rifiuti', nl: 'plastic, flessen, zakken, verpakking, zwerfafval', pl: 'plastik, butelki, torby, opakowania, śmieci', ar: 'بلاستيك، زجاجات، أكياس، عبوات، نفايات' },
  },
  organic: {
    name: { en: 'Organic waste', de: 'Bioabfall', fr: 'Déchets organiques', es: 'Residuos orgánicos', it: 'Rifiuti organici', nl: 'Organisch afval', pl: 'Bioodpady', ar: 'نفايات عضوية' },
    description: { en: 'Food leftovers, garden cuttings and other organic waste dumped outdoors.', de: 'Essensreste, Grünschnitt und anderer Bioabfall, der im Freien abgeladen wurde.', fr: 'Restes de nourriture, déchets de jardin et autres déchets organiques déposés dehors.', es: 'Restos de comida, restos de poda y otros residuos orgánicos tirados al aire libre.', it: 'Avanzi di cibo, sfalci del giardino e altri rifiuti organici abbandonati all\'aperto.', nl: 'Etensresten, tuinafval en ander organisch afval dat buiten is gedumpt.', pl: 'Resztki jedzenia, odpady zielone z ogrodów i inne bioodpady porzucone na zewnątrz.', ar: 'بقايا طعام ومخلّفات حدائق ونفايات عضوية أخرى مُلقاة في الأماكن المفتوحة.' },
    keywords: { en: 'organic, food, garden waste, compost', de: 'Bioabfall, Essensreste, Grünschnitt, Kompost', fr: 'organique, nourriture, déchets verts, compost', es: 'orgánico, comida, restos de jardín, compost', it: 'organico, cibo, sfalci, compost', nl: 'organisch, etensresten, tuinafval, compost', pl: 'bioodpady, jedzenie, odpady zielone, kompost', ar: 'عضوية، طعام، مخلّفات حدائق، سماد' },
  },
  electronic: {
    name: { en: 'Electronic waste', de: 'Elektroschrott', fr: 'Déchets électroniques', es: 'Residuos electrónicos', it: 'Rifiuti elettronici', nl: 'Elektronisch afval', pl: 'Elektrośmieci', ar: 'نفايات إلكترونية' },
    description: { en: 'Discarded devices, cables and other electronics left outdoors.', de: 'Weggeworfene Geräte, Kabel und andere Elektronik im Freien.', fr: 'Appareils, câbles et autres équipements électroniques jetés dehors.', es: 'Aparatos, cables y otros dispositivos electrónicos desechados al aire libre.', it: 'Apparecchi, cavi e altri dispositivi elettronici abbandonati all\'aperto.', nl: 'Weggegooide apparaten, kabels en andere elektronica die buiten zijn achtergelaten.', pl: 'Wyrzucone urządzenia, kable i inna elektronika pozostawione na zewnątrz.', ar: 'أجهزة وكابلات مهملة وإلكترونيات أخرى متروكة في الأماكن المفتوحة.' },
    keywords: { en: 'electronics, e-waste, devices, cables', de: 'Elektroschrott, Elektronik, Geräte, Kabel', fr: 'électronique, DEEE, appareils, câbles', es: 'electrónica, residuos electrónicos, aparatos, cables', it: 'elettronica, RAEE, apparecchi, cavi', nl: 'elektronica, e-waste, apparaten, kabels', pl: 'elektronika, elektrośmieci, urządzenia, kable', ar: 'إلكترونيات، نفايات إلكترونية، أجهزة، كابلات' },
  },
  hazardous: {
    name: { en: 'Hazardous waste', de: 'Gefährliche Abfälle', fr: 'Déchets dangereux', es: 'Residuos peligrosos', it: 'Rifiuti pericolosi', nl: 'Gevaarlijk afval', pl: 'Odpady niebezpieczne', ar: 'نفايات خطرة' },
    description: {
      en: 'Batteries, chemicals, syringes, paint and other dangerous waste. Volunteers handle it only with protection.',
      de: 'Batterien, Chemikalien, Spritzen, Farben und andere gefährliche Abfälle. Freiwillige fassen sie nur mit Schutz an.',
      fr: "Piles, produits chimiques, seringues, peinture et autres déchets dangereux. Les bénévoles ne les manipulent qu'avec une protection.",
      es: 'Pilas, productos químicos, jeringuillas, pintura y otros residuos peligrosos. El voluntariado solo los manipula con protección.',
      it: 'Batterie, sostanze chimiche, siringhe, vernici e altri rifiuti pericolosi. I volontari li maneggiano solo con protezioni.',
      nl: 'Batterijen, chemicaliën, injectienaalden, verf en ander gevaarlijk afval. Vrijwilligers pakken het alleen met bescherming aan.',
      pl: 'Baterie, chemikalia, strzykawki, farby i inne niebezpieczne odpady. Wolontariusze dotykają ich tylko w środkach ochrony.',
      ar: 'بطاريات ومواد كيميائية وحقن وطلاء ونفايات خطرة أخرى. لا يتعامل معها المتطوعون إلا بوسائل حماية.',
    },
    keywords: { en: 'hazardous, batteries, chemicals, syringes, paint', de: 'gefährlich, Batterien, Chemikalien, Spritzen, Farbe', fr: 'dangereux, piles, produits chimiques, seringues, peinture', es: 'peligroso, pilas, productos químicos, jeringuillas, pintura', it: 'pericolosi, batterie, sostanze chimiche, siringhe, vernici', nl: 'gevaarlijk, batterijen, chemicaliën, injectienaalden, verf', pl: 'niebezpieczne, baterie, chemikalia, strzykawki, farba', ar: 'خطرة، بطاريات، مواد كيميائية، حقن، طلاء' },
  },
  general: {
    name: { en: 'Mixed litter', de: 'Gemischter Müll', fr: 'Déchets divers', es: 'Basura mezclada', it: 'Rifiuti misti', nl: 'Gemengd zwerfafval', pl: 'Śmieci zmieszane', ar: 'نفايات مختلطة' },
    description: { en: 'Any other litter or mixed rubbish left outdoors.', de: 'Anderer oder gemischter Müll im Freien.', fr: 'Tout autre déchet ou mélange de déchets laissé dehors.', es: 'Cualquier otra basura o desperdicios mezclados abandonados al aire libre.', it: 'Qualsiasi altro rifiuto o rifiuti misti abbandonati all\'aperto.', nl: 'Ander zwerfafval of gemengd afval dat buiten is achtergelaten.', pl: 'Wszelkie inne śmieci lub zmieszane odpady pozostawione na zewnątrz.', ar: 'أي نفايات أخرى أو قمامة مختلطة متروكة في الأماكن المفتوحة.' },
    keywords: { en: 'litter, rubbish, trash, mixed', de: 'Müll, Abfall, gemischt', fr: 'déchets, détritus, ordures, divers', es: 'basura, desperdicios, residuos, mezclado', it: 'rifiuti, immondizia, spazzatura, misti', nl: 'zwerfafval, afval, vuil, gemengd', pl: 'śmieci, odpady, zmieszane', ar: 'نفايات، قمامة، مخلّفات، مختلطة' },
  },
};

/** Texts of service requests and answers (i18next keys; `{{day}}` is YYYY-MM-DD). */
export const OPEN311_TEXTS = {
  group: { en: 'Litter', de: 'Müll', fr: 'Déchets', es: 'Basura', it: 'Rifiuti', nl: 'Zwerfafval', pl: 'Śmieci', ar: 'النفايات' },
  'status.available': { en: 'Reported, waiting for a volunteer.', de: 'Gemeldet, wartet auf Freiwillige.', fr: "Signalé, en attente d'un bénévole.", es: 'Reportado, a la espera de una persona voluntaria.', it: 'Segnalata, in attesa di volontari.', nl: 'Gemeld, wacht op een vrijwilliger.', pl: 'Zgłoszone, czeka na wolontariusza.', ar: 'أُبلغ عنها، بانتظار متطوع.' },
  'status.assigned': { en: 'A volunteer has taken this on.', de: 'Freiwillige kümmern sich darum.', fr: "Un bénévole s'en charge.", es: 'Una persona voluntaria se ha encargado de esto.', it: 'Dei volontari se ne stanno occupando.', nl: 'Een vrijwilliger heeft dit opgepakt.', pl: 'Wolontariusz zajmuje się tym zgłoszeniem.', ar: 'تولّاها أحد المتطوعين.' },
  'status.needsReview': { en: 'Cleaned up; the cleanup is being checked.', de: 'Aufgeräumt; das Aufräumen wird geprüft.', fr: 'Nettoyé ; le nettoyage est en cours de vérification.', es: 'Limpiado; se está comprobando la limpieza.', it: 'Pulita; la pulizia è in fase di verifica.', nl: 'Opgeruimd; het opruimen wordt gecontroleerd.', pl: 'Posprzątane; sprzątanie jest sprawdzane.', ar: 'نُظِّفت؛ وجارٍ التحقق من التنظيف.' },
  'status.completed': { en: 'Cleaned and verified on {{day}}.', de: 'Am {{day}} aufgeräumt und bestätigt.', fr: 'Nettoyé et vérifié le {{day}}.', es: 'Limpiado y verificado el {{day}}.', it: 'Pulita e verificata il {{day}}.', nl: 'Opgeruimd en gecontroleerd op {{day}}.', pl: 'Posprzątane i zweryfikowane dnia {{day}}.', ar: 'نُظِّفت وتم التحقق منها في {{day}}.' },
  hazardous: { en: 'Hazardous: not for volunteers', de: 'Gefährlich: nichts für Freiwillige', fr: 'Dangereux : pas pour les bénévoles', es: 'Peligroso: no apto para voluntariado', it: 'Pericolosa: non per volontari', nl: 'Gevaarlijk: niet voor vrijwilligers', pl: 'Niebezpieczne: nie dla wolontariuszy', ar: 'خطرة: ليست للمتطوعين' },
  created: {
    en: 'Thank you. The report is on the CleanQuest map now, where volunteers can take it on.',
    de: 'Danke. Die Meldung ist jetzt auf der CleanQuest-Karte, wo Freiwillige sie übernehmen können.',
    fr: "Merci. Le signalement est maintenant sur la carte CleanQuest, où des bénévoles peuvent s'en charger.",
    es: 'Gracias. El reporte ya está en el mapa de CleanQuest, donde el voluntariado puede encargarse de él.',
    it: 'Grazie. La segnalazione è ora sulla mappa di CleanQuest, dove i volontari possono occuparsene.',
    nl: 'Bedankt. De melding staat nu op de kaart van CleanQuest, waar vrijwilligers haar kunnen oppakken.',
    pl: 'Dziękujemy. Zgłoszenie jest już na mapie CleanQuest, gdzie wolontariusze mogą się nim zająć.',
    ar: 'شكرًا لك. البلاغ الآن على خريطة CleanQuest، حيث يمكن للمتطوعين تولّيه.',
  },
  createdHeld: {
    en: 'Thank you. The report is on the CleanQuest map now, where volunteers can take it on. Its photo is shown once it has been checked.',
    de: 'Danke. Die Meldung ist jetzt auf der CleanQuest-Karte, wo Freiwillige sie übernehmen können. Ihr Foto wird gezeigt, sobald es geprüft ist.',
    fr: "Merci. Le signalement est maintenant sur la carte CleanQuest, où des bénévoles peuvent s'en charger. Sa photo s'affichera une fois vérifiée.",
    es: 'Gracias. El reporte ya está en el mapa de CleanQuest, donde el voluntariado puede encargarse de él. Su foto se muestra en cuanto se haya comprobado.',
    it: 'Grazie. La segnalazione è ora sulla mappa di CleanQuest, dove i volontari possono occuparsene. La sua foto verrà mostrata dopo essere stata controllata.',
    nl: 'Bedankt. De melding staat nu op de kaart van CleanQuest, waar vrijwilligers haar kunnen oppakken. De foto wordt getoond zodra hij is gecontroleerd.',
    pl: 'Dziękujemy. Zgłoszenie jest już na mapie CleanQuest, gdzie wolontariusze mogą się nim zająć. Zdjęcie zostanie pokazane po sprawdzeniu.',
    ar: 'شكرًا لك. البلاغ الآن على خريطة CleanQuest، حيث يمكن للمتطوعين تولّيه. وتظهر صورته بعد فحصها.',
  },
  contact: { en: 'The operator of {{origin}}: see {{origin}}/privacy', de: 'Die Betreiber von {{origin}}: siehe {{origin}}/privacy', fr: "L'exploitant de {{origin}} : voir {{origin}}/privacy", es: 'El operador de {{origin}}: consulta {{origin}}/privacy', it: 'Il gestore di {{origin}}: vedi {{origin}}/privacy', nl: 'De aanbieder van {{origin}}: zie {{origin}}/privacy', pl: 'Operator {{origin}}: zobacz {{origin}}/privacy', ar: 'الجهة المشغِّلة لـ {{origin}}: انظر {{origin}}/privacy' },
  keyService: {
    en: 'Registered partners get an API key from the operator (issued on the Embed partners admin page).',
    de: 'Registrierte Partner erhalten einen API-Schlüssel von den Betreibern (ausgestellt auf der Admin-Seite Einbettungs-Partner).',
    fr: "Les partenaires enregistrés obtiennent une clé d'API auprès de l'exploitant (émise sur la page d'administration Partenaires d'intégration).",
    es: 'Los socios registrados obtienen una clave de API del operador (emitida en la página de administración Socios con mapa integrado).',
    it: 'I partner registrati ricevono una chiave API dal gestore (emessa nella pagina di amministrazione Partner per l\'incorporamento).',
    nl: 'Geregistreerde partners krijgen een API-sleutel van de aanbieder (uitgegeven op de beheerpagina Partners voor insluiten).',
    pl: 'Zarejestrowani partnerzy otrzymują klucz API od operatora (wydawany na stronie administracyjnej Partnerzy osadzający mapę).',
    ar: 'يحصل الشركاء المسجَّلون على مفتاح API من الجهة المشغِّلة (يصدر من صفحة إدارة «شركاء التضمين»).',
  },
} as const satisfies Record<string, Texts>;

export const translate = createTranslator(OPEN311_TEXTS);
