import { createTranslator, type Language, type Texts } from '../../../../server/i18n';
import { TASK_MESSAGES } from '../../messages';

/**
 * What the verifiers tell the volunteer (feedback, areas improved, still needs work, environmental
 * impact, why the fallback decided), in every language. `{{note}}` is the local verifier's note.
 */
export const VERIFICATION_TEXTS = {
  note: {
    en: 'Checked by the local fallback verifier: it compares the two photos (sameness, edited copies, scene layout, sharpness, amount of visual clutter) and cannot recognise litter itself.',
    de: 'Vom lokalen Ersatzprüfer geprüft: Er vergleicht die beiden Fotos (Gleichheit, bearbeitete Kopien, Aufbau der Szene, Schärfe, Menge an sichtbarer Unordnung) und kann Müll selbst nicht erkennen.', pl: 'Sprawdzone przez lokalny weryfikator zapasowy: porównuje on oba zdjęcia (podobieństwo, edytowane kopie, układ sceny, ostrość, ilość widocznego bałaganu) i sam nie rozpoznaje śmieci.',
  },
  impact: {
    en: 'A cleared spot keeps litter out of soil, drains and waterways and away from animals.',
    de: 'Ein aufgeräumter Ort hält Müll aus Boden, Abflüssen und Gewässern fern und schützt Tiere.', pl: 'Posprzątane miejsce chroni glebę, kanalizację i wody przed śmieciami, a zwierzęta przed ich skutkami.',
  },
  'noReportPhoto.feedback': {
    en: 'This task has no report photo to compare with, so a moderator will check your after-photo. {{note}}',
    de: 'Zu dieser Aufgabe gibt es kein Meldefoto zum Vergleichen, daher prüft eine Moderatorin oder ein Moderator dein Nachher-Foto. {{note}}', pl: 'To zadanie nie ma zdjęcia zgłoszenia do porównania, więc twoje zdjęcie „po” sprawdzi moderator. {{note}}',
  },
  'same.feedback': {
    en: 'The after-photo looks the same as the report photo. Clean up the spot, then take a new photo of it. {{note}}',
    de: 'Das Nachher-Foto sieht genauso aus wie das Meldefoto. Räum den Ort auf und mach dann ein neues Foto davon. {{note}}', pl: 'Zdjęcie „po” wygląda tak samo jak zdjęcie zgłoszenia. Posprzątaj to miejsce, a potem zrób mu nowe zdjęcie. {{note}}',
  },
  'same.stillNeedsWork': { en: 'Take a new photo after cleaning up', de: 'Mach nach dem Aufräumen ein neues Foto', pl: 'Zrób nowe zdjęcie po sprzątaniu' },
  'same.impact': { en: 'Not measured: no change was found.', de: 'Nicht gemessen: Es wurde keine Veränderung gefunden.', pl: 'Nie zmierzono: nie znaleziono żadnej zmiany.' },
  'differentPlace.feedback': {
    en: 'The after-photo seems to show a different place than the report photo, so a moderator will compare them. {{note}}',
    de: 'Das Nachher-Foto scheint einen anderen Ort zu zeigen als das Meldefoto, daher vergleicht eine Moderatorin oder ein Moderator die beiden. {{note}}', pl: 'Zdjęcie „po” wydaje się pokazywać inne miejsce niż zdjęcie zgłoszenia, więc moderator je porówna. {{note}}',
  },
  'differentPlace.stillNeedsWork': {
    en: 'Photograph the same spot from about the same position as the report photo',
    de: 'Fotografiere denselben Ort von etwa derselben Stelle aus wie beim Meldefoto', pl: 'Sfotografuj to samo miejsce z mniej więcej tej samej pozycji co na zdjęciu zgłoszenia',
  },
  'editedCopy.feedback': {
    en: 'The after-photo looks like an edited copy of the report photo rather than a new photo, so a moderator will check. {{note}}',
    de: 'Das Nachher-Foto sieht eher wie eine bearbeitete Kopie des Meldefotos aus als wie ein neues Foto, daher prüft eine Moderatorin oder ein Moderator. {{note}}', pl: 'Zdjęcie „po” wygląda raczej na edytowaną kopię zdjęcia zgłoszenia niż na nowe zdjęcie, więc sprawdzi je moderator. {{note}}',
  },
  'editedCopy.stillNeedsWork': { en: 'Take a new photo of the spot after cleaning up', de: 'Mach nach dem Aufräumen ein neues Foto von dem Ort', pl: 'Po sprzątaniu zrób nowe zdjęcie tego miejsca' },
  'blurry.feedback': {
    en: 'The after-photo is much less sharp than the report photo (blurred, or enlarged from a small picture), so the change cannot be confirmed automatically and a moderator will check. {{note}}',
    de: 'Das Nachher-Foto ist viel unschärfer als das Meldefoto (weichgezeichnet oder aus einem kleinen Bild vergrößert), daher lässt sich die Veränderung nicht automatisch bestätigen und eine Moderatorin oder ein Moderator prüft. {{note}}', pl: 'Zdjęcie „po” jest znacznie mniej ostre niż zdjęcie zgłoszenia (rozmyte albo powiększone z małego obrazu), więc zmiany nie da się potwierdzić automatycznie i sprawdzi ją moderator. {{note}}',
  },
  'blurry.stillNeedsWork': { en: 'Take a sharp photo of the spot', de: 'Mach ein scharfes Foto von dem Ort', pl: 'Zrób ostre zdjęcie tego miejsca' },
  'verified.feedback': {
    en: 'Same spot, clearly less clutter than in the report photo. Well done! {{note}}',
    de: 'Derselbe Ort, deutlich weniger Unordnung als auf dem Meldefoto. Gut gemacht! {{note}}', pl: 'To samo miejsce, wyraźnie mniej bałaganu niż na zdjęciu zgłoszenia. Dobra robota! {{note}}',
  },
  'verified.areasImproved': { en: 'Visibly less scattered clutter in the photographed area', de: 'Sichtbar weniger verstreute Unordnung im fotografierten Bereich', pl: 'Wyraźnie mniej rozrzuconego bałaganu na sfotografowanym obszarze' },
  'unclear.feedback': {
    en: 'The photos show the same area, but the change is not clear enough to confirm automatically, so a moderator will check. {{note}}',
    de: 'Die Fotos zeigen denselben Bereich, aber die Veränderung ist nicht deutlich genug, um sie automatisch zu bestätigen, daher prüft eine Moderatorin oder ein Moderator. {{note}}', pl: 'Zdjęcia pokazują ten sam obszar, ale zmiana nie jest wystarczająco wyraźna, aby potwierdzić ją automatycznie, więc sprawdzi ją moderator. {{note}}',
  },
  blurredReview: {
    en: TASK_MESSAGES.blurredReview,
    de: 'Ein großer Teil deines Nachher-Fotos wurde vor dem Senden unkenntlich gemacht, daher prüft eine Moderatorin oder ein Moderator diese Aufgabe. Deine Belohnung wird nach der Freigabe gutgeschrieben.', pl: 'Duża część twojego zdjęcia „po” została rozmyta przed wysłaniem, więc to zadanie sprawdzi moderator. Nagroda zostanie przyznana po zatwierdzeniu.',
  },
  noPhotoReview: {
    en: TASK_MESSAGES.noPhotoReview,
    de: 'Ohne Nachher-Foto gibt es nichts automatisch zu prüfen, daher prüft eine Moderatorin oder ein Moderator diese Aufgabe. Deine Belohnung wird nach der Freigabe gutgeschrieben.', pl: 'Bez zdjęcia „po” nie ma czego sprawdzić automatycznie, więc to zadanie sprawdzi moderator. Nagroda zostanie przyznana po zatwierdzeniu.',
  },
  'fallback.noReportPhoto': { en: 'the task has no report photo', de: 'die Aufgabe hat kein Meldefoto', pl: 'zadanie nie ma zdjęcia zgłoszenia' },
  'fallback.timeout': { en: 'the AI service timed out', de: 'der KI-Dienst hat nicht rechtzeitig geantwortet', pl: 'usługa AI nie odpowiedziała na czas' },
  'fallback.status': { en: 'the AI service answered {{status}}', de: 'der KI-Dienst hat mit {{status}} geantwortet', pl: 'usługa AI odpowiedziała kodem {{status}}' },
  'fallback.error': { en: 'the AI service answered an error', de: 'der KI-Dienst hat mit einem Fehler geantwortet', pl: 'usługa AI odpowiedziała błędem' },
  'fallback.unreachable': { en: 'the AI service could not be reached', de: 'der KI-Dienst war nicht erreichbar', pl: 'nie udało się połączyć z usługą AI' },
  'fallback.unreadable': { en: 'the AI service gave an answer that could not be read', de: 'der KI-Dienst hat eine Antwort gegeben, die nicht gelesen werden konnte', pl: 'usługa AI dała odpowiedź, której nie dało się odczytać' },
} as const satisfies Record<string, Texts>;

export type VerificationTextKey = keyof typeof VERIFICATION_TEXTS;

const englishNames = new Intl.DisplayNames(['en'], { type: 'language' });

/** The name the OpenAI prompt uses for the language of its answer ('German' for 'de'), from Intl. */
export const languageName = (lang: Language): string => englishNames.of(lang) ?? 'English';

/** A verifier text in the volunteer's language. */
export const verificationText: (lang: Language, key: VerificationTextKey, values?: Record<string, string | number>) => string = createTranslator(VERIFICATION_TEXTS);
