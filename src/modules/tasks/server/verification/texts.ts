import { createTranslator, type Language, type Texts } from '../../../../server/i18n';
import { TASK_MESSAGES } from '../../messages';

/**
 * What the verifiers tell the volunteer (feedback, areas improved, still needs work, environmental
 * impact, why the fallback decided), in every language. `{{note}}` is the local verifier's note.
 */
export const VERIFICATION_TEXTS = {
  note: {
    en: 'Checked by the local fallback verifier: it compares the two photos (sameness, edited copies, scene layout, sharpness, amount of visual clutter) and cannot recognise litter itself.',
    de: 'Vom lokalen Ersatzprüfer geprüft: Er vergleicht die beiden Fotos (Gleichheit, bearbeitete Kopien, Aufbau der Szene, Schärfe, Menge an sichtbarer Unordnung) und kann Müll selbst nicht erkennen.', ar: 'تحقّق منه المدقّق المحلي الاحتياطي: يقارن الصورتين (التطابق، والنسخ المعدّلة، وتكوين المشهد، والحدّة، ومقدار الفوضى المرئية) ولا يستطيع التعرّف على النفايات بحد ذاتها.',
  },
  impact: {
    en: 'A cleared spot keeps litter out of soil, drains and waterways and away from animals.',
    de: 'Ein aufgeräumter Ort hält Müll aus Boden, Abflüssen und Gewässern fern und schützt Tiere.', ar: 'المكان المنظَّف يُبعد النفايات عن التربة والمصارف والمجاري المائية وعن الحيوانات.',
  },
  'noReportPhoto.feedback': {
    en: 'This task has no report photo to compare with, so a moderator will check your after-photo. {{note}}',
    de: 'Zu dieser Aufgabe gibt es kein Meldefoto zum Vergleichen, daher prüft eine Moderatorin oder ein Moderator dein Nachher-Foto. {{note}}', ar: 'ليس لهذه المهمة صورة بلاغ للمقارنة بها، لذا سيتحقق أحد المشرفين من صورة «بعد». {{note}}',
  },
  'same.feedback': {
    en: 'The after-photo looks the same as the report photo. Clean up the spot, then take a new photo of it. {{note}}',
    de: 'Das Nachher-Foto sieht genauso aus wie das Meldefoto. Räum den Ort auf und mach dann ein neues Foto davon. {{note}}', ar: 'تبدو صورة «بعد» مطابقة لصورة البلاغ. نظِّف المكان، ثم التقط صورة جديدة له. {{note}}',
  },
  'same.stillNeedsWork': { en: 'Take a new photo after cleaning up', de: 'Mach nach dem Aufräumen ein neues Foto', ar: 'التقط صورة جديدة بعد التنظيف' },
  'same.impact': { en: 'Not measured: no change was found.', de: 'Nicht gemessen: Es wurde keine Veränderung gefunden.', ar: 'لم يُقَس: لم يُعثر على أي تغيير.' },
  'differentPlace.feedback': {
    en: 'The after-photo seems to show a different place than the report photo, so a moderator will compare them. {{note}}',
    de: 'Das Nachher-Foto scheint einen anderen Ort zu zeigen als das Meldefoto, daher vergleicht eine Moderatorin oder ein Moderator die beiden. {{note}}', ar: 'يبدو أن صورة «بعد» تُظهر مكانًا مختلفًا عن صورة البلاغ، لذا سيقارن أحد المشرفين بينهما. {{note}}',
  },
  'differentPlace.stillNeedsWork': {
    en: 'Photograph the same spot from about the same position as the report photo',
    de: 'Fotografiere denselben Ort von etwa derselben Stelle aus wie beim Meldefoto', ar: 'صوِّر المكان نفسه من الموضع نفسه تقريبًا الذي التُقطت منه صورة البلاغ',
  },
  'editedCopy.feedback': {
    en: 'The after-photo looks like an edited copy of the report photo rather than a new photo, so a moderator will check. {{note}}',
    de: 'Das Nachher-Foto sieht eher wie eine bearbeitete Kopie des Meldefotos aus als wie ein neues Foto, daher prüft eine Moderatorin oder ein Moderator. {{note}}', ar: 'تبدو صورة «بعد» نسخة معدّلة من صورة البلاغ لا صورة جديدة، لذا سيتحقق أحد المشرفين. {{note}}',
  },
  'editedCopy.stillNeedsWork': { en: 'Take a new photo of the spot after cleaning up', de: 'Mach nach dem Aufräumen ein neues Foto von dem Ort', ar: 'التقط صورة جديدة للمكان بعد التنظيف' },
  'blurry.feedback': {
    en: 'The after-photo is much less sharp than the report photo (blurred, or enlarged from a small picture), so the change cannot be confirmed automatically and a moderator will check. {{note}}',
    de: 'Das Nachher-Foto ist viel unschärfer als das Meldefoto (weichgezeichnet oder aus einem kleinen Bild vergrößert), daher lässt sich die Veränderung nicht automatisch bestätigen und eine Moderatorin oder ein Moderator prüft. {{note}}', ar: 'صورة «بعد» أقل حدّة بكثير من صورة البلاغ (مموَّهة، أو مكبَّرة من صورة صغيرة)، فلا يمكن تأكيد التغيير آليًا وسيتحقق أحد المشرفين. {{note}}',
  },
  'blurry.stillNeedsWork': { en: 'Take a sharp photo of the spot', de: 'Mach ein scharfes Foto von dem Ort', ar: 'التقط صورة واضحة للمكان' },
  'verified.feedback': {
    en: 'Same spot, clearly less clutter than in the report photo. Well done! {{note}}',
    de: 'Derselbe Ort, deutlich weniger Unordnung als auf dem Meldefoto. Gut gemacht! {{note}}', ar: 'المكان نفسه، والفوضى أقل بوضوح مما في صورة البلاغ. أحسنت! {{note}}',
  },
  'verified.areasImproved': { en: 'Visibly less scattered clutter in the photographed area', de: 'Sichtbar weniger verstreute Unordnung im fotografierten Bereich', ar: 'فوضى متناثرة أقل بشكل ظاهر في المنطقة المصوَّرة' },
  'unclear.feedback': {
    en: 'The photos show the same area, but the change is not clear enough to confirm automatically, so a moderator will check. {{note}}',
    de: 'Die Fotos zeigen denselben Bereich, aber die Veränderung ist nicht deutlich genug, um sie automatisch zu bestätigen, daher prüft eine Moderatorin oder ein Moderator. {{note}}', ar: 'تُظهر الصورتان المنطقة نفسها، لكن التغيير ليس واضحًا بما يكفي لتأكيده آليًا، لذا سيتحقق أحد المشرفين. {{note}}',
  },
  blurredReview: {
    en: TASK_MESSAGES.blurredReview,
    de: 'Ein großer Teil deines Nachher-Fotos wurde vor dem Senden unkenntlich gemacht, daher prüft eine Moderatorin oder ein Moderator diese Aufgabe. Deine Belohnung wird nach der Freigabe gutgeschrieben.', ar: 'مُوِّه جزء كبير من صورة «بعد» قبل الإرسال، لذا سيراجع أحد المشرفين هذه المهمة. وتُضاف مكافأتك بعد الاعتماد.',
  },
  noPhotoReview: {
    en: TASK_MESSAGES.noPhotoReview,
    de: 'Ohne Nachher-Foto gibt es nichts automatisch zu prüfen, daher prüft eine Moderatorin oder ein Moderator diese Aufgabe. Deine Belohnung wird nach der Freigabe gutgeschrieben.', ar: 'من دون صورة «بعد» لا يوجد ما يُتحقَّق منه آليًا، لذا سيراجع أحد المشرفين هذه المهمة. وتُضاف مكافأتك بعد الاعتماد.',
  },
  'fallback.noReportPhoto': { en: 'the task has no report photo', de: 'die Aufgabe hat kein Meldefoto', ar: 'ليس للمهمة صورة بلاغ' },
  'fallback.timeout': { en: 'the AI service timed out', de: 'der KI-Dienst hat nicht rechtzeitig geantwortet', ar: 'انتهت مهلة خدمة الذكاء الاصطناعي' },
  'fallback.status': { en: 'the AI service answered {{status}}', de: 'der KI-Dienst hat mit {{status}} geantwortet', ar: 'أجابت خدمة الذكاء الاصطناعي بـ {{status}}' },
  'fallback.error': { en: 'the AI service answered an error', de: 'der KI-Dienst hat mit einem Fehler geantwortet', ar: 'أجابت خدمة الذكاء الاصطناعي بخطأ' },
  'fallback.unreachable': { en: 'the AI service could not be reached', de: 'der KI-Dienst war nicht erreichbar', ar: 'تعذّر الوصول إلى خدمة الذكاء الاصطناعي' },
  'fallback.unreadable': { en: 'the AI service gave an answer that could not be read', de: 'der KI-Dienst hat eine Antwort gegeben, die nicht gelesen werden konnte', ar: 'قدّمت خدمة الذكاء الاصطناعي إجابة تعذّرت قراءتها' },
} as const satisfies Record<string, Texts>;

export type VerificationTextKey = keyof typeof VERIFICATION_TEXTS;

const englishNames = new Intl.DisplayNames(['en'], { type: 'language' });

/** The name the OpenAI prompt uses for the language of its answer ('German' for 'de'), from Intl. */
export const languageName = (lang: Language): string => englishNames.of(lang) ?? 'English';

/** A verifier text in the volunteer's language. */
export const verificationText: (lang: Language, key: VerificationTextKey, values?: Record<string, string | number>) => string = createTranslator(VERIFICATION_TEXTS);
