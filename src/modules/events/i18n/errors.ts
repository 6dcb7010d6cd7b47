import type { ErrorTextCatalogue } from '../../../server/http/error-texts';
import { EVENT_CAPACITY_MAX, EVENT_DESCRIPTION_MAX, EVENT_LOCATION_MAX, EVENT_SUMMARY_LIMITS, EVENT_TITLE_MAX, EVENT_TITLE_MIN, EVENTS_MAX_LIMIT, EVENTS_MAX_RADIUS_KM } from '../contract';
import { EVENT_MESSAGES as M } from '../schemas';

/** The events module's error texts (http/error-texts.ts): its codes and the field messages of its schemas. */
export const eventsErrorTexts = {
  'REGISTERED_ONLY.events': { en: 'Only registered people can do this. Create a profile first.', de: 'Das können nur registrierte Personen. Erstelle zuerst ein Profil.', pl: 'Mogą to robić tylko zarejestrowane osoby. Najpierw utwórz profil.' },
  EVENT_NOT_FOUND: { en: 'This cleanup event does not exist.', de: 'Diese Aufräumaktion gibt es nicht.', pl: 'Ta akcja sprzątania nie istnieje.' },
  NOT_ORGANISER: { en: 'Only the organiser of this cleanup can do this.', de: 'Das kann nur die Person, die diese Aufräumaktion organisiert.', pl: 'Może to zrobić tylko osoba, która organizuje tę akcję sprzątania.' },
  EVENT_START_IN_PAST: { en: 'The start may lie at most an hour in the past.', de: 'Der Beginn darf höchstens eine Stunde in der Vergangenheit liegen.', pl: 'Początek może być najwyżej godzinę w przeszłości.' },
  EVENT_ENDED: { en: 'This cleanup is over.', de: 'Diese Aufräumaktion ist vorbei.', pl: 'Ta akcja sprzątania już się zakończyła.' },
  EVENT_FULL: { en: 'This cleanup is full. No places are left.', de: 'Diese Aufräumaktion ist voll. Es sind keine Plätze mehr frei.', pl: 'Na tę akcję sprzątania nie ma już wolnych miejsc.' },
  EVENT_CHECKED_IN: { en: 'You have checked in already, so you cannot give your place back.', de: 'Du hast schon eingecheckt und kannst deinen Platz deshalb nicht mehr zurückgeben.', pl: 'Twoja obecność jest już potwierdzona, więc nie możesz już zwolnić swojego miejsca.' },
  NOT_ATTENDEE: { en: 'Only people who joined this cleanup can check in.', de: 'Nur wer bei dieser Aufräumaktion mitmacht, kann einchecken.', pl: 'Obecność mogą potwierdzić tylko uczestnicy tej akcji sprzątania.' },
  CHECK_IN_NOT_OPEN: {
    en: 'Check-in is open from 30 minutes before the start until the end.',
    de: 'Das Einchecken ist ab 30 Minuten vor dem Beginn bis zum Ende möglich.', pl: 'Obecność można potwierdzić od 30 minut przed początkiem do końca akcji.',
  },
  CHECK_IN_TOO_FAR: { en: 'You are too far from the meeting point to check in.', de: 'Du bist zu weit vom Treffpunkt entfernt, um einzuchecken.', pl: 'Jesteś za daleko od punktu zbiórki, aby potwierdzić obecność.' },
  EVENT_PHOTO_MISSING: { en: 'Add a photo of the cleanup.', de: 'Füge ein Foto der Aufräumaktion hinzu.', pl: 'Dodaj zdjęcie z akcji sprzątania.' },
  EVENT_PHOTOS_FULL: { en: 'This cleanup has 10 photos already.', de: 'Diese Aufräumaktion hat schon 10 Fotos.', pl: 'Ta akcja sprzątania ma już 10 zdjęć.' },
  NOT_PARTNER_MEMBER: { en: 'Only people of this partner can organise cleanups in its name.', de: 'Nur Personen dieses Partners können in seinem Namen Aufräumaktionen organisieren.', pl: 'Akcje sprzątania w imieniu partnera mogą organizować tylko jego osoby.' },
  EVENT_NOT_STARTED: { en: 'The summary can be written once the cleanup has started.', de: 'Die Zusammenfassung kann geschrieben werden, sobald die Aufräumaktion begonnen hat.', pl: 'Podsumowanie można napisać, gdy akcja sprzątania się rozpocznie.' },
  // Field messages (schemas.ts).
  'VALIDATION_FAILED.eventId': { en: M.idInvalid, de: 'Die Aktions-ID muss eine gültige ID sein', pl: 'Identyfikator akcji musi być prawidłowym identyfikatorem' },
  'VALIDATION_FAILED.eventTitleRequired': { en: M.titleRequired, de: 'Der Titel fehlt', pl: 'Brak tytułu' },
  'VALIDATION_FAILED.eventTitleLength': { en: M.titleLength, de: `Der Titel muss ${EVENT_TITLE_MIN} bis ${EVENT_TITLE_MAX} Zeichen lang sein`, pl: `Tytuł musi mieć od ${EVENT_TITLE_MIN} do ${EVENT_TITLE_MAX} znaków` },
  'VALIDATION_FAILED.eventDescriptionLength': { en: M.descriptionLength, de: `Die Beschreibung darf höchstens ${EVENT_DESCRIPTION_MAX} Zeichen lang sein`, pl: `Opis może mieć najwyżej ${EVENT_DESCRIPTION_MAX} znaków` },
  'VALIDATION_FAILED.eventLocationLength': { en: M.locationLength, de: `Der Ort darf höchstens ${EVENT_LOCATION_MAX} Zeichen lang sein`, pl: `Miejsce może mieć najwyżej ${EVENT_LOCATION_MAX} znaków` },
  'VALIDATION_FAILED.eventLatitude': { en: M.latitude, de: 'Der Breitengrad muss zwischen -90 und 90 liegen', pl: 'Szerokość geograficzna musi mieścić się między -90 a 90' },
  'VALIDATION_FAILED.eventLongitude': { en: M.longitude, de: 'Der Längengrad muss zwischen -180 und 180 liegen', pl: 'Długość geograficzna musi mieścić się między -180 a 180' },
  'VALIDATION_FAILED.eventLatitudeRequired': { en: M.latitudeRequired, de: 'Der Breitengrad fehlt', pl: 'Brak szerokości geograficznej' },
  'VALIDATION_FAILED.eventLongitudeRequired': { en: M.longitudeRequired, de: 'Der Längengrad fehlt', pl: 'Brak długości geograficznej' },
  'VALIDATION_FAILED.eventStartsAt': { en: M.startsAt, de: 'Der Beginn muss ein Datum mit Uhrzeit sein', pl: 'Początek musi być datą z godziną' },
  'VALIDATION_FAILED.eventEndsAt': { en: M.endsAt, de: 'Das Ende muss ein Datum mit Uhrzeit sein', pl: 'Koniec musi być datą z godziną' },
  'VALIDATION_FAILED.eventStartsAtRequired': { en: M.startsAtRequired, de: 'Der Beginn fehlt', pl: 'Brak początku' },
  'VALIDATION_FAILED.eventEndsAtRequired': { en: M.endsAtRequired, de: 'Das Ende fehlt', pl: 'Brak końca' },
  'VALIDATION_FAILED.eventEndsAfterStart': { en: M.endsAfterStart, de: 'Das Ende muss nach dem Beginn liegen', pl: 'Koniec musi być po początku' },
  'VALIDATION_FAILED.eventTooLong': { en: M.tooLong, de: 'Eine Aufräumaktion dauert höchstens 12 Stunden', pl: 'Akcja sprzątania trwa najwyżej 12 godzin' },
  'VALIDATION_FAILED.eventCapacity': { en: M.capacity, de: `Die Plätze müssen eine ganze Zahl von 1 bis ${EVENT_CAPACITY_MAX} sein`, pl: `Liczba miejsc musi być liczbą całkowitą od 1 do ${EVENT_CAPACITY_MAX}` },
  'VALIDATION_FAILED.eventCapacityRequired': { en: M.capacityRequired, de: 'Die Zahl der Plätze fehlt', pl: 'Brak liczby miejsc' },
  'VALIDATION_FAILED.eventPartnerId': { en: M.partnerIdInvalid, de: 'Die Partner-ID muss eine gültige ID sein', pl: 'Identyfikator partnera musi być prawidłowym identyfikatorem' },
  'VALIDATION_FAILED.eventsRadiusKm': { en: M.radiusKm, de: `radiusKm muss größer als 0 und höchstens ${EVENTS_MAX_RADIUS_KM} sein`, pl: `radiusKm musi być większe od 0 i wynosić najwyżej ${EVENTS_MAX_RADIUS_KM}` },
  'VALIDATION_FAILED.eventsLimit': { en: M.limit, de: `limit muss eine ganze Zahl von 1 bis ${EVENTS_MAX_LIMIT} sein`, pl: `limit musi być liczbą całkowitą od 1 do ${EVENTS_MAX_LIMIT}` },
  'VALIDATION_FAILED.eventsWhen': { en: M.when, de: 'when muss upcoming oder past sein', pl: 'when musi mieć wartość upcoming lub past' },
  'VALIDATION_FAILED.eventBags': { en: M.bags, de: `Die Säcke müssen eine ganze Zahl von 0 bis ${EVENT_SUMMARY_LIMITS.bags} sein`, pl: `Liczba worków musi być liczbą całkowitą od 0 do ${EVENT_SUMMARY_LIMITS.bags}` },
  'VALIDATION_FAILED.eventKg': { en: M.kg, de: `Die Kilogramm müssen eine Zahl von 0 bis ${EVENT_SUMMARY_LIMITS.kg} sein`, pl: `Kilogramy muszą być liczbą od 0 do ${EVENT_SUMMARY_LIMITS.kg}` },
  'VALIDATION_FAILED.eventAreaM2': { en: M.areaM2, de: `Die Fläche muss eine ganze Zahl von Quadratmetern von 0 bis ${EVENT_SUMMARY_LIMITS.areaM2} sein`, pl: `Powierzchnia musi być całkowitą liczbą metrów kwadratowych od 0 do ${EVENT_SUMMARY_LIMITS.areaM2}` },
} as const satisfies ErrorTextCatalogue;
