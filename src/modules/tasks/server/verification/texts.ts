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
    nl: "Gecontroleerd door de lokale reservecontrole: die vergelijkt de twee foto's (gelijkheid, bewerkte kopieën, opbouw van het beeld, scherpte, hoeveelheid zichtbare rommel) en kan zwerfafval zelf niet herkennen.",
  },
  impact: {
    en: 'A cleared spot keeps litter out of soil, drains and waterways and away from animals.',
    de: 'Ein aufgeräumter Ort hält Müll aus Boden, Abflüssen und Gewässern fern und schützt Tiere.',
    nl: 'Een opgeruimde plek houdt zwerfafval uit de bodem, riolen en waterwegen en weg bij dieren.',
  },
  'noReportPhoto.feedback': {
    en: 'This task has no report photo to compare with, so a moderator will check your after-photo. {{note}}',
    de: 'Zu dieser Aufgabe gibt es kein Meldefoto zum Vergleichen, daher prüft eine Moderatorin oder ein Moderator dein Nachher-Foto. {{note}}',
    nl: 'Bij deze taak is er geen meldingsfoto om mee te vergelijken, dus een moderator controleert je na-foto. {{note}}',
  },
  'same.feedback': {
    en: 'The after-photo looks the same as the report photo. Clean up the spot, then take a new photo of it. {{note}}',
    de: 'Das Nachher-Foto sieht genauso aus wie das Meldefoto. Räum den Ort auf und mach dann ein neues Foto davon. {{note}}',
    nl: 'De na-foto ziet er hetzelfde uit als de meldingsfoto. Ruim de plek op en maak daarna een nieuwe foto ervan. {{note}}',
  },
  'same.stillNeedsWork': { en: 'Take a new photo after cleaning up', de: 'Mach nach dem Aufräumen ein neues Foto', nl: 'Maak na het opruimen een nieuwe foto' },
  'same.impact': { en: 'Not measured: no change was found.', de: 'Nicht gemessen: Es wurde keine Veränderung gefunden.', nl: 'Niet gemeten: er is geen verandering gevonden.' },
  'differentPlace.feedback': {
    en: 'The after-photo seems to show a different place than the report photo, so a moderator will compare them. {{note}}',
    de: 'Das Nachher-Foto scheint einen anderen Ort zu zeigen als das Meldefoto, daher vergleicht eine Moderatorin oder ein Moderator die beiden. {{note}}',
    nl: 'De na-foto lijkt een andere plek te tonen dan de meldingsfoto, dus een moderator vergelijkt ze. {{note}}',
  },
  'differentPlace.stillNeedsWork': {
    en: 'Photograph the same spot from about the same position as the report photo',
    de: 'Fotografiere denselben Ort von etwa derselben Stelle aus wie beim Meldefoto',
    nl: 'Fotografeer dezelfde plek vanaf ongeveer dezelfde positie als de meldingsfoto',
  },
  'editedCopy.feedback': {
    en: 'The after-photo looks like an edited copy of the report photo rather than a new photo, so a moderator will check. {{note}}',
    de: 'Das Nachher-Foto sieht eher wie eine bearbeitete Kopie des Meldefotos aus als wie ein neues Foto, daher prüft eine Moderatorin oder ein Moderator. {{note}}',
    nl: 'De na-foto lijkt eerder een bewerkte kopie van de meldingsfoto dan een nieuwe foto, dus een moderator controleert hem. {{note}}',
  },
  'editedCopy.stillNeedsWork': { en: 'Take a new photo of the spot after cleaning up', de: 'Mach nach dem Aufräumen ein neues Foto von dem Ort', nl: 'Maak na het opruimen een nieuwe foto van de plek' },
  'blurry.feedback': {
    en: 'The after-photo is much less sharp than the report photo (blurred, or enlarged from a small picture), so the change cannot be confirmed automatically and a moderator will check. {{note}}',
    de: 'Das Nachher-Foto ist viel unschärfer als das Meldefoto (weichgezeichnet oder aus einem kleinen Bild vergrößert), daher lässt sich die Veränderung nicht automatisch bestätigen und eine Moderatorin oder ein Moderator prüft. {{note}}',
    nl: 'De na-foto is veel minder scherp dan de meldingsfoto (vervaagd, of vergroot uit een kleine afbeelding), dus de verandering kan niet automatisch worden bevestigd en een moderator controleert hem. {{note}}',
  },
  'blurry.stillNeedsWork': { en: 'Take a sharp photo of the spot', de: 'Mach ein scharfes Foto von dem Ort', nl: 'Maak een scherpe foto van de plek' },
  'verified.feedback': {
    en: 'Same spot, clearly less clutter than in the report photo. Well done! {{note}}',
    de: 'Derselbe Ort, deutlich weniger Unordnung als auf dem Meldefoto. Gut gemacht! {{note}}',
    nl: 'Dezelfde plek, duidelijk minder rommel dan op de meldingsfoto. Goed gedaan! {{note}}',
  },
  'verified.areasImproved': { en: 'Visibly less scattered clutter in the photographed area', de: 'Sichtbar weniger verstreute Unordnung im fotografierten Bereich', nl: 'Zichtbaar minder verspreide rommel in het gefotografeerde gebied' },
  'unclear.feedback': {
    en: 'The photos show the same area, but the change is not clear enough to confirm automatically, so a moderator will check. {{note}}',
    de: 'Die Fotos zeigen denselben Bereich, aber die Veränderung ist nicht deutlich genug, um sie automatisch zu bestätigen, daher prüft eine Moderatorin oder ein Moderator. {{note}}',
    nl: "De foto's tonen hetzelfde gebied, maar de verandering is niet duidelijk genoeg om automatisch te bevestigen, dus een moderator controleert het. {{note}}",
  },
  blurredReview: {
    en: TASK_MESSAGES.blurredReview,
    de: 'Ein großer Teil deines Nachher-Fotos wurde vor dem Senden unkenntlich gemacht, daher prüft eine Moderatorin oder ein Moderator diese Aufgabe. Deine Belohnung wird nach der Freigabe gutgeschrieben.',
    nl: 'Een groot deel van je na-foto is voor het versturen onherkenbaar gemaakt, dus een moderator controleert deze taak. Je beloning wordt bijgeschreven na goedkeuring.',
  },
  noPhotoReview: {
    en: TASK_MESSAGES.noPhotoReview,
    de: 'Ohne Nachher-Foto gibt es nichts automatisch zu prüfen, daher prüft eine Moderatorin oder ein Moderator diese Aufgabe. Deine Belohnung wird nach der Freigabe gutgeschrieben.',
    nl: 'Zonder na-foto valt er niets automatisch te controleren, dus een moderator controleert deze taak. Je beloning wordt bijgeschreven na goedkeuring.',
  },
  'fallback.noReportPhoto': { en: 'the task has no report photo', de: 'die Aufgabe hat kein Meldefoto', nl: 'de taak heeft geen meldingsfoto' },
  'fallback.timeout': { en: 'the AI service timed out', de: 'der KI-Dienst hat nicht rechtzeitig geantwortet', nl: 'de AI-dienst antwoordde niet op tijd' },
  'fallback.status': { en: 'the AI service answered {{status}}', de: 'der KI-Dienst hat mit {{status}} geantwortet', nl: 'de AI-dienst antwoordde met {{status}}' },
  'fallback.error': { en: 'the AI service answered an error', de: 'der KI-Dienst hat mit einem Fehler geantwortet', nl: 'de AI-dienst antwoordde met een fout' },
  'fallback.unreachable': { en: 'the AI service could not be reached', de: 'der KI-Dienst war nicht erreichbar', nl: 'de AI-dienst was niet bereikbaar' },
  'fallback.unreadable': { en: 'the AI service gave an answer that could not be read', de: 'der KI-Dienst hat eine Antwort gegeben, die nicht gelesen werden konnte', nl: 'de AI-dienst gaf een antwoord dat niet kon worden gelezen' },
} as const satisfies Record<string, Texts>;

export type VerificationTextKey = keyof typeof VERIFICATION_TEXTS;

const englishNames = new Intl.DisplayNames(['en'], { type: 'language' });

/** The name the OpenAI prompt uses for the language of its answer ('German' for 'de'), from Intl. */
export const languageName = (lang: Language): string => englishNames.of(lang) ?? 'English';

/** A verifier text in the volunteer's language. */
export const verificationText: (lang: Language, key: VerificationTextKey, values?: Record<string, string | number>) => string = createTranslator(VERIFICATION_TEXTS);
