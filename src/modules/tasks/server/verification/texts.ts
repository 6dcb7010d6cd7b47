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
    it: 'Controllata dal verificatore locale di riserva: confronta le due foto (somiglianza, copie modificate, composizione della scena, nitidezza, quantità di disordine visibile) e non è in grado di riconoscere i rifiuti da solo.',
  },
  impact: {
    en: 'A cleared spot keeps litter out of soil, drains and waterways and away from animals.',
    de: 'Ein aufgeräumter Ort hält Müll aus Boden, Abflüssen und Gewässern fern und schützt Tiere.',
    it: 'Un punto ripulito tiene i rifiuti lontani dal suolo, dagli scarichi e dai corsi d\'acqua, e dagli animali.',
  },
  'noReportPhoto.feedback': {
    en: 'This task has no report photo to compare with, so a moderator will check your after-photo. {{note}}',
    de: 'Zu dieser Aufgabe gibt es kein Meldefoto zum Vergleichen, daher prüft eine Moderatorin oder ein Moderator dein Nachher-Foto. {{note}}',
    it: 'Questa attività non ha una foto della segnalazione con cui fare il confronto, quindi un moderatore controllerà la tua foto del dopo. {{note}}',
  },
  'same.feedback': {
    en: 'The after-photo looks the same as the report photo. Clean up the spot, then take a new photo of it. {{note}}',
    de: 'Das Nachher-Foto sieht genauso aus wie das Meldefoto. Räum den Ort auf und mach dann ein neues Foto davon. {{note}}',
    it: 'La foto del dopo sembra identica alla foto della segnalazione. Pulisci il punto, poi scattane una nuova foto. {{note}}',
  },
  'same.stillNeedsWork': { en: 'Take a new photo after cleaning up', de: 'Mach nach dem Aufräumen ein neues Foto', it: 'Scatta una nuova foto dopo aver pulito' },
  'same.impact': { en: 'Not measured: no change was found.', de: 'Nicht gemessen: Es wurde keine Veränderung gefunden.', it: 'Non misurato: non è stato trovato alcun cambiamento.' },
  'differentPlace.feedback': {
    en: 'The after-photo seems to show a different place than the report photo, so a moderator will compare them. {{note}}',
    de: 'Das Nachher-Foto scheint einen anderen Ort zu zeigen als das Meldefoto, daher vergleicht eine Moderatorin oder ein Moderator die beiden. {{note}}',
    it: 'La foto del dopo sembra mostrare un luogo diverso dalla foto della segnalazione, quindi un moderatore le confronterà. {{note}}',
  },
  'differentPlace.stillNeedsWork': {
    en: 'Photograph the same spot from about the same position as the report photo',
    de: 'Fotografiere denselben Ort von etwa derselben Stelle aus wie beim Meldefoto',
    it: 'Fotografa lo stesso punto da circa la stessa posizione della foto della segnalazione',
  },
  'editedCopy.feedback': {
    en: 'The after-photo looks like an edited copy of the report photo rather than a new photo, so a moderator will check. {{note}}',
    de: 'Das Nachher-Foto sieht eher wie eine bearbeitete Kopie des Meldefotos aus als wie ein neues Foto, daher prüft eine Moderatorin oder ein Moderator. {{note}}',
    it: 'La foto del dopo sembra una copia modificata della foto della segnalazione più che una nuova foto, quindi un moderatore controllerà. {{note}}',
  },
  'editedCopy.stillNeedsWork': { en: 'Take a new photo of the spot after cleaning up', de: 'Mach nach dem Aufräumen ein neues Foto von dem Ort', it: 'Scatta una nuova foto del punto dopo aver pulito' },
  'blurry.feedback': {
    en: 'The after-photo is much less sharp than the report photo (blurred, or enlarged from a small picture), so the change cannot be confirmed automatically and a moderator will check. {{note}}',
    de: 'Das Nachher-Foto ist viel unschärfer als das Meldefoto (weichgezeichnet oder aus einem kleinen Bild vergrößert), daher lässt sich die Veränderung nicht automatisch bestätigen und eine Moderatorin oder ein Moderator prüft. {{note}}',
    it: 'La foto del dopo è molto meno nitida della foto della segnalazione (sfocata o ingrandita da un\'immagine piccola), quindi il cambiamento non può essere confermato automaticamente e un moderatore controllerà. {{note}}',
  },
  'blurry.stillNeedsWork': { en: 'Take a sharp photo of the spot', de: 'Mach ein scharfes Foto von dem Ort', it: 'Scatta una foto nitida del punto' },
  'verified.feedback': {
    en: 'Same spot, clearly less clutter than in the report photo. Well done! {{note}}',
    de: 'Derselbe Ort, deutlich weniger Unordnung als auf dem Meldefoto. Gut gemacht! {{note}}',
    it: 'Stesso punto, con molto meno disordine rispetto alla foto della segnalazione. Ben fatto! {{note}}',
  },
  'verified.areasImproved': { en: 'Visibly less scattered clutter in the photographed area', de: 'Sichtbar weniger verstreute Unordnung im fotografierten Bereich', it: 'Visibilmente meno disordine sparso nella zona fotografata' },
  'unclear.feedback': {
    en: 'The photos show the same area, but the change is not clear enough to confirm automatically, so a moderator will check. {{note}}',
    de: 'Die Fotos zeigen denselben Bereich, aber die Veränderung ist nicht deutlich genug, um sie automatisch zu bestätigen, daher prüft eine Moderatorin oder ein Moderator. {{note}}',
    it: 'Le foto mostrano la stessa zona, ma il cambiamento non è abbastanza chiaro per confermarlo automaticamente, quindi un moderatore controllerà. {{note}}',
  },
  blurredReview: {
    en: TASK_MESSAGES.blurredReview,
    de: 'Ein großer Teil deines Nachher-Fotos wurde vor dem Senden unkenntlich gemacht, daher prüft eine Moderatorin oder ein Moderator diese Aufgabe. Deine Belohnung wird nach der Freigabe gutgeschrieben.',
    it: 'Gran parte della tua foto del dopo è stata sfocata prima dell\'invio, quindi un moderatore esaminerà questa attività. La ricompensa viene accreditata dopo l\'approvazione.',
  },
  noPhotoReview: {
    en: TASK_MESSAGES.noPhotoReview,
    de: 'Ohne Nachher-Foto gibt es nichts automatisch zu prüfen, daher prüft eine Moderatorin oder ein Moderator diese Aufgabe. Deine Belohnung wird nach der Freigabe gutgeschrieben.',
    it: 'Senza una foto del dopo non c\'è nulla da controllare automaticamente, quindi un moderatore esaminerà questa attività. La ricompensa viene accreditata dopo l\'approvazione.',
  },
  'fallback.noReportPhoto': { en: 'the task has no report photo', de: 'die Aufgabe hat kein Meldefoto', it: 'l\'attività non ha una foto della segnalazione' },
  'fallback.timeout': { en: 'the AI service timed out', de: 'der KI-Dienst hat nicht rechtzeitig geantwortet', it: 'il servizio di IA non ha risposto in tempo' },
  'fallback.status': { en: 'the AI service answered {{status}}', de: 'der KI-Dienst hat mit {{status}} geantwortet', it: 'il servizio di IA ha risposto {{status}}' },
  'fallback.error': { en: 'the AI service answered an error', de: 'der KI-Dienst hat mit einem Fehler geantwortet', it: 'il servizio di IA ha risposto con un errore' },
  'fallback.unreachable': { en: 'the AI service could not be reached', de: 'der KI-Dienst war nicht erreichbar', it: 'il servizio di IA non era raggiungibile' },
  'fallback.unreadable': { en: 'the AI service gave an answer that could not be read', de: 'der KI-Dienst hat eine Antwort gegeben, die nicht gelesen werden konnte', it: 'il servizio di IA ha dato una risposta che non è stato possibile leggere' },
} as const satisfies Record<string, Texts>;

export type VerificationTextKey = keyof typeof VERIFICATION_TEXTS;

const englishNames = new Intl.DisplayNames(['en'], { type: 'language' });

/** The name the OpenAI prompt uses for the language of its answer ('German' for 'de'), from Intl. */
export const languageName = (lang: Language): string => englishNames.of(lang) ?? 'English';

/** A verifier text in the volunteer's language. */
export const verificationText: (lang: Language, key: VerificationTextKey, values?: Record<string, string | number>) => string = createTranslator(VERIFICATION_TEXTS);
