import { createTranslator, type Language, type Texts } from '../../../../server/i18n';
import { TASK_MESSAGES } from '../../messages';

/**
 * What the verifiers tell the volunteer (feedback, areas improved, still needs work, environmental
 * impact, why the fallback decided), in every language. `{{note}}` is the local verifier's note.
 */
export const VERIFICATION_TEXTS = {
  note: {
    en: 'Checked by the local fallback verifier: it compares the two photos (sameness, edited copies, scene layout, sharpness, amount of visual clutter) and cannot recognise litter itself.',
    de: 'Vom lokalen Ersatzprüfer geprüft: Er vergleicht die beiden Fotos (Gleichheit, bearbeitete Kopien, Aufbau der Szene, Schärfe, Menge an sichtbarer Unordnung) und kann Müll selbst nicht erkennen.',
    fr: 'Vérifié par le vérificateur local de secours : il compare les deux photos (similitude, copies retouchées, composition de la scène, netteté, quantité de désordre visible) et ne sait pas reconnaître lui-même les déchets.',
    es: 'Comprobado por el verificador local de reserva: compara las dos fotos (igualdad, copias editadas, disposición de la escena, nitidez, cantidad de desorden visible) y no puede reconocer la basura por sí mismo.',
    it: 'Controllata dal verificatore locale di riserva: confronta le due foto (somiglianza, copie modificate, composizione della scena, nitidezza, quantità di disordine visibile) e non è in grado di riconoscere i rifiuti da solo.',
    nl: "Gecontroleerd door de lokale reservecontrole: die vergelijkt de twee foto's (gelijkheid, bewerkte kopieën, opbouw van het beeld, scherpte, hoeveelheid zichtbare rommel) en kan zwerfafval zelf niet herkennen.",
    pl: 'Sprawdzone przez lokalny weryfikator zapasowy: porównuje on oba zdjęcia (podobieństwo, edytowane kopie, układ sceny, ostrość, ilość widocznego bałaganu) i sam nie rozpoznaje śmieci.',
    ar: 'تحقّق منه المدقّق المحلي الاحتياطي: يقارن الصورتين (التطابق، والنسخ المعدّلة، وتكوين المشهد، والحدّة، ومقدار الفوضى المرئية) ولا يستطيع التعرّف على النفايات بحد ذاتها.',
  },
  impact: {
    en: 'A cleared spot keeps litter out of soil, drains and waterways and away from animals.',
    de: 'Ein aufgeräumter Ort hält Müll aus Boden, Abflüssen und Gewässern fern und schützt Tiere.',
    fr: "Un endroit nettoyé éloigne les déchets des sols, des égouts, des cours d'eau et des animaux.",
    es: 'Un lugar limpio mantiene la basura fuera del suelo, los desagües y los cursos de agua, y lejos de los animales.',
    it: 'Un punto ripulito tiene i rifiuti lontani dal suolo, dagli scarichi e dai corsi d\'acqua, e dagli animali.',
    nl: 'Een opgeruimde plek houdt zwerfafval uit de bodem, riolen en waterwegen en weg bij dieren.',
    pl: 'Posprzątane miejsce chroni glebę, kanalizację i wody przed śmieciami, a zwierzęta przed ich skutkami.',
    ar: 'المكان المنظَّف يُبعد النفايات عن التربة والمصارف والمجاري المائية وعن الحيوانات.',
  },
  'noReportPhoto.feedback': {
    en: 'This task has no report photo to compare with, so a moderator will check your after-photo. {{note}}',
    de: 'Zu dieser Aufgabe gibt es kein Meldefoto zum Vergleichen, daher prüft eine Moderatorin oder ein Moderator dein Nachher-Foto. {{note}}',
    fr: "Cette tâche n'a pas de photo de signalement à comparer : une modératrice ou un modérateur va donc vérifier ta photo « après ». {{note}}",
    es: 'Esta tarea no tiene foto del reporte con la que comparar, así que la moderación revisará tu foto de después. {{note}}',
    it: 'Questa attività non ha una foto della segnalazione con cui fare il confronto, quindi la moderazione controllerà la tua foto del dopo. {{note}}',
    nl: 'Bij deze taak is er geen meldingsfoto om mee te vergelijken, dus een moderator controleert je na-foto. {{note}}',
    pl: 'To zadanie nie ma zdjęcia zgłoszenia do porównania, więc twoje zdjęcie „po” sprawdzi moderator. {{note}}',
    ar: 'ليس لهذه المهمة صورة بلاغ للمقارنة بها، لذا سيتحقق أحد المشرفين من صورة «بعد». {{note}}',
  },
  'same.feedback': {
    en: 'The after-photo looks the same as the report photo. Clean up the spot, then take a new photo of it. {{note}}',
    de: 'Das Nachher-Foto sieht genauso aus wie das Meldefoto. Räum den Ort auf und mach dann ein neues Foto davon. {{note}}',
    fr: "La photo « après » est identique à la photo du signalement. Nettoie l'endroit, puis prends-en une nouvelle photo. {{note}}",
    es: 'La foto de después es igual que la foto del reporte. Limpia el lugar y luego hazle una foto nueva. {{note}}',
    it: 'La foto del dopo sembra identica alla foto della segnalazione. Pulisci il punto, poi scattane una nuova foto. {{note}}',
    nl: 'De na-foto ziet er hetzelfde uit als de meldingsfoto. Ruim de plek op en maak daarna een nieuwe foto ervan. {{note}}',
    pl: 'Zdjęcie „po” wygląda tak samo jak zdjęcie zgłoszenia. Posprzątaj to miejsce, a potem zrób mu nowe zdjęcie. {{note}}',
    ar: 'تبدو صورة «بعد» مطابقة لصورة البلاغ. نظِّف المكان، ثم التقط صورة جديدة له. {{note}}',
  },
  'same.stillNeedsWork': { en: 'Take a new photo after cleaning up', de: 'Mach nach dem Aufräumen ein neues Foto', fr: 'Prends une nouvelle photo après le nettoyage', es: 'Haz una foto nueva después de limpiar', it: 'Scatta una nuova foto dopo aver pulito', nl: 'Maak na het opruimen een nieuwe foto', pl: 'Zrób nowe zdjęcie po sprzątaniu', ar: 'التقط صورة جديدة بعد التنظيف' },
  'same.impact': { en: 'Not measured: no change was found.', de: 'Nicht gemessen: Es wurde keine Veränderung gefunden.', fr: "Non mesuré : aucun changement n'a été détecté.", es: 'No medido: no se ha encontrado ningún cambio.', it: 'Non misurato: non è stato trovato alcun cambiamento.', nl: 'Niet gemeten: er is geen verandering gevonden.', pl: 'Nie zmierzono: nie znaleziono żadnej zmiany.', ar: 'لم يُقَس: لم يُعثر على أي تغيير.' },
  'differentPlace.feedback': {
    en: 'The after-photo seems to show a different place than the report photo, so a moderator will compare them. {{note}}',
    de: 'Das Nachher-Foto scheint einen anderen Ort zu zeigen als das Meldefoto, daher vergleicht eine Moderatorin oder ein Moderator die beiden. {{note}}',
    fr: 'La photo « après » semble montrer un autre endroit que la photo du signalement : une modératrice ou un modérateur va donc les comparer. {{note}}',
    es: 'La foto de después parece mostrar un lugar distinto al de la foto del reporte, así que la moderación las comparará. {{note}}',
    it: 'La foto del dopo sembra mostrare un luogo diverso dalla foto della segnalazione, quindi la moderazione le confronterà. {{note}}',
    nl: 'De na-foto lijkt een andere plek te tonen dan de meldingsfoto, dus een moderator vergelijkt ze. {{note}}',
    pl: 'Zdjęcie „po” wydaje się pokazywać inne miejsce niż zdjęcie zgłoszenia, więc moderator je porówna. {{note}}',
    ar: 'يبدو أن صورة «بعد» تُظهر مكانًا مختلفًا عن صورة البلاغ، لذا سيقارن أحد المشرفين بينهما. {{note}}',
  },
  'differentPlace.stillNeedsWork': {
    en: 'Photograph the same spot from about the same position as the report photo',
    de: 'Fotografiere denselben Ort von etwa derselben Stelle aus wie beim Meldefoto',
    fr: 'Photographie le même endroit depuis à peu près la même position que la photo du signalement',
    es: 'Fotografía el mismo lugar desde más o menos la misma posición que la foto del reporte',
    it: 'Fotografa lo stesso punto da circa la stessa posizione della foto della segnalazione',
    nl: 'Fotografeer dezelfde plek vanaf ongeveer dezelfde positie als de meldingsfoto',
    pl: 'Sfotografuj to samo miejsce z mniej więcej tej samej pozycji co na zdjęciu zgłoszenia',
    ar: 'صوِّر المكان نفسه من الموضع نفسه تقريبًا الذي التُقطت منه صورة البلاغ',
  },
  'editedCopy.feedback': {
    en: 'The after-photo looks like an edited copy of the report photo rather than a new photo, so a moderator will check. {{note}}',
    de: 'Das Nachher-Foto sieht eher wie eine bearbeitete Kopie des Meldefotos aus als wie ein neues Foto, daher prüft eine Moderatorin oder ein Moderator. {{note}}',
    fr: "La photo « après » ressemble plus à une copie retouchée de la photo du signalement qu'à une nouvelle photo : une modératrice ou un modérateur va donc vérifier. {{note}}",
    es: 'La foto de después parece más una copia editada de la foto del reporte que una foto nueva, así que la moderación la revisará. {{note}}',
    it: 'La foto del dopo sembra una copia modificata della foto della segnalazione più che una nuova foto, quindi la moderazione la controllerà. {{note}}',
    nl: 'De na-foto lijkt eerder een bewerkte kopie van de meldingsfoto dan een nieuwe foto, dus een moderator controleert hem. {{note}}',
    pl: 'Zdjęcie „po” wygląda raczej na edytowaną kopię zdjęcia zgłoszenia niż na nowe zdjęcie, więc sprawdzi je moderator. {{note}}',
    ar: 'تبدو صورة «بعد» نسخة معدّلة من صورة البلاغ لا صورة جديدة، لذا سيتحقق أحد المشرفين. {{note}}',
  },
  'editedCopy.stillNeedsWork': { en: 'Take a new photo of the spot after cleaning up', de: 'Mach nach dem Aufräumen ein neues Foto von dem Ort', fr: "Prends une nouvelle photo de l'endroit après le nettoyage", es: 'Haz una foto nueva del lugar después de limpiar', it: 'Scatta una nuova foto del punto dopo aver pulito', nl: 'Maak na het opruimen een nieuwe foto van de plek', pl: 'Po sprzątaniu zrób nowe zdjęcie tego miejsca', ar: 'التقط صورة جديدة للمكان بعد التنظيف' },
  'blurry.feedback': {
    en: 'The after-photo is much less sharp than the report photo (blurred, or enlarged from a small picture), so the change cannot be confirmed automatically and a moderator will check. {{note}}',
    de: 'Das Nachher-Foto ist viel unschärfer als das Meldefoto (weichgezeichnet oder aus einem kleinen Bild vergrößert), daher lässt sich die Veränderung nicht automatisch bestätigen und eine Moderatorin oder ein Moderator prüft. {{note}}',
    fr: "La photo « après » est bien moins nette que la photo du signalement (floutée, ou agrandie à partir d'une petite image) : le changement ne peut donc pas être confirmé automatiquement et une modératrice ou un modérateur va vérifier. {{note}}",
    es: 'La foto de después es mucho menos nítida que la foto del reporte (desenfocada o ampliada a partir de una imagen pequeña), así que el cambio no se puede confirmar automáticamente y la moderación la revisará. {{note}}',
    it: 'La foto del dopo è molto meno nitida della foto della segnalazione (sfocata o ingrandita da un\'immagine piccola), quindi il cambiamento non può essere confermato automaticamente e la moderazione la controllerà. {{note}}',
    nl: 'De na-foto is veel minder scherp dan de meldingsfoto (vervaagd, of vergroot uit een kleine afbeelding), dus de verandering kan niet automatisch worden bevestigd en een moderator controleert hem. {{note}}',
    pl: 'Zdjęcie „po” jest znacznie mniej ostre niż zdjęcie zgłoszenia (rozmyte albo powiększone z małego obrazu), więc zmiany nie da się potwierdzić automatycznie i sprawdzi ją moderator. {{note}}',
    ar: 'صورة «بعد» أقل حدّة بكثير من صورة البلاغ (مموَّهة، أو مكبَّرة من صورة صغيرة)، فلا يمكن تأكيد التغيير آليًا وسيتحقق أحد المشرفين. {{note}}',
  },
  'blurry.stillNeedsWork': { en: 'Take a sharp photo of the spot', de: 'Mach ein scharfes Foto von dem Ort', fr: "Prends une photo nette de l'endroit", es: 'Haz una foto nítida del lugar', it: 'Scatta una foto nitida del punto', nl: 'Maak een scherpe foto van de plek', pl: 'Zrób ostre zdjęcie tego miejsca', ar: 'التقط صورة واضحة للمكان' },
  'verified.feedback': {
    en: 'Same spot, clearly less clutter than in the report photo. Well done! {{note}}',
    de: 'Derselbe Ort, deutlich weniger Unordnung als auf dem Meldefoto. Gut gemacht! {{note}}',
    fr: 'Même endroit, nettement moins de désordre que sur la photo du signalement. Bravo ! {{note}}',
    es: 'El mismo lugar, con claramente menos desorden que en la foto del reporte. ¡Buen trabajo! {{note}}',
    it: 'Stesso punto, con molto meno disordine rispetto alla foto della segnalazione. Ben fatto! {{note}}',
    nl: 'Dezelfde plek, duidelijk minder rommel dan op de meldingsfoto. Goed gedaan! {{note}}',
    pl: 'To samo miejsce, wyraźnie mniej bałaganu niż na zdjęciu zgłoszenia. Dobra robota! {{note}}',
    ar: 'المكان نفسه، والفوضى أقل بوضوح مما في صورة البلاغ. أحسنت! {{note}}',
  },
  'verified.areasImproved': { en: 'Visibly less scattered clutter in the photographed area', de: 'Sichtbar weniger verstreute Unordnung im fotografierten Bereich', fr: 'Nettement moins de désordre éparpillé dans la zone photographiée', es: 'Visiblemente menos desorden disperso en la zona fotografiada', it: 'Visibilmente meno disordine sparso nella zona fotografata', nl: 'Zichtbaar minder verspreide rommel in het gefotografeerde gebied', pl: 'Wyraźnie mniej rozrzuconego bałaganu na sfotografowanym obszarze', ar: 'فوضى متناثرة أقل بشكل ظاهر في المنطقة المصوَّرة' },
  'unclear.feedback': {
    en: 'The photos show the same area, but the change is not clear enough to confirm automatically, so a moderator will check. {{note}}',
    de: 'Die Fotos zeigen denselben Bereich, aber die Veränderung ist nicht deutlich genug, um sie automatisch zu bestätigen, daher prüft eine Moderatorin oder ein Moderator. {{note}}',
    fr: "Les photos montrent la même zone, mais le changement n'est pas assez net pour être confirmé automatiquement : une modératrice ou un modérateur va donc vérifier. {{note}}",
    es: 'Las fotos muestran la misma zona, pero el cambio no es lo bastante claro para confirmarlo automáticamente, así que la moderación lo revisará. {{note}}',
    it: 'Le foto mostrano la stessa zona, ma il cambiamento non è abbastanza chiaro per confermarlo automaticamente, quindi la moderazione lo controllerà. {{note}}',
    nl: "De foto's tonen hetzelfde gebied, maar de verandering is niet duidelijk genoeg om automatisch te bevestigen, dus een moderator controleert het. {{note}}",
    pl: 'Zdjęcia pokazują ten sam obszar, ale zmiana nie jest wystarczająco wyraźna, aby potwierdzić ją automatycznie, więc sprawdzi ją moderator. {{note}}',
    ar: 'تُظهر الصورتان المنطقة نفسها، لكن التغيير ليس واضحًا بما يكفي لتأكيده آليًا، لذا سيتحقق أحد المشرفين. {{note}}',
  },
  blurredReview: {
    en: TASK_MESSAGES.blurredReview,
    de: 'Ein großer Teil deines Nachher-Fotos wurde vor dem Senden unkenntlich gemacht, daher prüft eine Moderatorin oder ein Moderator diese Aufgabe. Deine Belohnung wird nach der Freigabe gutgeschrieben.',
    fr: "Une grande partie de ta photo « après » a été floutée avant l'envoi : une modératrice ou un modérateur va donc vérifier cette tâche. Ta récompense est créditée après validation.",
    es: 'Gran parte de tu foto de después se difuminó antes de enviarla, así que la moderación revisará esta tarea. Tu recompensa se abona tras la aprobación.',
    it: 'Gran parte della tua foto del dopo è stata sfocata prima dell\'invio, quindi la moderazione esaminerà questa attività. La ricompensa viene accreditata dopo l\'approvazione.',
    nl: 'Een groot deel van je na-foto is voor het versturen vervaagd, dus een moderator controleert deze taak. Je beloning wordt bijgeschreven na goedkeuring.',
    pl: 'Duża część twojego zdjęcia „po” została rozmyta przed wysłaniem, więc to zadanie sprawdzi moderator. Nagroda zostanie przyznana po zatwierdzeniu.',
    ar: 'مُوِّه جزء كبير من صورة «بعد» قبل الإرسال، لذا سيراجع أحد المشرفين هذه المهمة. وتُضاف مكافأتك بعد الاعتماد.',
  },
  noPhotoReview: {
    en: TASK_MESSAGES.noPhotoReview,
    de: 'Ohne Nachher-Foto gibt es nichts automatisch zu prüfen, daher prüft eine Moderatorin oder ein Moderator diese Aufgabe. Deine Belohnung wird nach der Freigabe gutgeschrieben.',
    fr: 'Sans photo « après », rien ne peut être vérifié automatiquement : une modératrice ou un modérateur va donc vérifier cette tâche. Ta récompense est créditée après validation.',
    es: 'Sin una foto de después no hay nada que comprobar automáticamente, así que la moderación revisará esta tarea. Tu recompensa se abona tras la aprobación.',
    it: 'Senza una foto del dopo non c\'è nulla da controllare automaticamente, quindi la moderazione esaminerà questa attività. La ricompensa viene accreditata dopo l\'approvazione.',
    nl: 'Zonder na-foto valt er niets automatisch te controleren, dus een moderator controleert deze taak. Je beloning wordt bijgeschreven na goedkeuring.',
    pl: 'Bez zdjęcia „po” nie ma czego sprawdzić automatycznie, więc to zadanie sprawdzi moderator. Nagroda zostanie przyznana po zatwierdzeniu.',
    ar: 'من دون صورة «بعد» لا يوجد ما يُتحقَّق منه آليًا، لذا سيراجع أحد المشرفين هذه المهمة. وتُضاف مكافأتك بعد الاعتماد.',
  },
  'fallback.noReportPhoto': { en: 'the task has no report photo', de: 'die Aufgabe hat kein Meldefoto', fr: "la tâche n'a pas de photo de signalement", es: 'la tarea no tiene foto del reporte', it: 'l\'attività non ha una foto della segnalazione', nl: 'de taak heeft geen meldingsfoto', pl: 'zadanie nie ma zdjęcia zgłoszenia', ar: 'ليس للمهمة صورة بلاغ' },
  'fallback.timeout': { en: 'the AI service timed out', de: 'der KI-Dienst hat nicht rechtzeitig geantwortet', fr: "le service d'IA n'a pas répondu à temps", es: 'el servicio de IA no respondió a tiempo', it: 'il servizio di IA non ha risposto in tempo', nl: 'de AI-dienst antwoordde niet op tijd', pl: 'usługa AI nie odpowiedziała na czas', ar: 'انتهت مهلة خدمة الذكاء الاصطناعي' },
  'fallback.status': { en: 'the AI service answered {{status}}', de: 'der KI-Dienst hat mit {{status}} geantwortet', fr: "le service d'IA a répondu {{status}}", es: 'el servicio de IA respondió {{status}}', it: 'il servizio di IA ha risposto {{status}}', nl: 'de AI-dienst antwoordde met {{status}}', pl: 'usługa AI odpowiedziała kodem {{status}}', ar: 'أجابت خدمة الذكاء الاصطناعي بـ {{status}}' },
  'fallback.error': { en: 'the AI service answered an error', de: 'der KI-Dienst hat mit einem Fehler geantwortet', fr: "le service d'IA a répondu par une erreur", es: 'el servicio de IA respondió con un error', it: 'il servizio di IA ha risposto con un errore', nl: 'de AI-dienst antwoordde met een fout', pl: 'usługa AI odpowiedziała błędem', ar: 'أجابت خدمة الذكاء الاصطناعي بخطأ' },
  'fallback.unreachable': { en: 'the AI service could not be reached', de: 'der KI-Dienst war nicht erreichbar', fr: "le service d'IA était injoignable", es: 'no se pudo contactar con el servicio de IA', it: 'il servizio di IA non era raggiungibile', nl: 'de AI-dienst was niet bereikbaar', pl: 'nie udało się połączyć z usługą AI', ar: 'تعذّر الوصول إلى خدمة الذكاء الاصطناعي' },
  'fallback.unreadable': { en: 'the AI service gave an answer that could not be read', de: 'der KI-Dienst hat eine Antwort gegeben, die nicht gelesen werden konnte', fr: "le service d'IA a donné une réponse illisible", es: 'el servicio de IA dio una respuesta que no se pudo leer', it: 'il servizio di IA ha dato una risposta che non è stato possibile leggere', nl: 'de AI-dienst gaf een antwoord dat niet kon worden gelezen', pl: 'usługa AI dała odpowiedź, której nie dało się odczytać', ar: 'قدّمت خدمة الذكاء الاصطناعي إجابة تعذّرت قراءتها' },
} as const satisfies Record<string, Texts>;

export type VerificationTextKey = keyof typeof VERIFICATION_TEXTS;

const englishNames = new Intl.DisplayNames(['en'], { type: 'language' });

/** The name the OpenAI prompt uses for the language of its answer ('German' for 'de'), from Intl. */
export const languageName = (lang: Language): string => englishNames.of(lang) ?? 'English';

/** A verifier text in the volunteer's language. */
export const verificationText: (lang: Language, key: VerificationTextKey, values?: Record<string, string | number>) => string = createTranslator(VERIFICATION_TEXTS);
