import type { ErrorTextCatalogue } from '../../../server/http/error-texts';
import { MARK_MESSAGES as M } from '../marks';

/** Error texts of the task marks (issue 23), part of the tasks module's (errors.ts). */
export const markErrorTexts = {
  MARK_TASK_CLOSED: { en: M.closed, de: 'Diese Aufgabe ist schon abgeschlossen und kann nicht mehr markiert werden.', pl: 'To zadanie jest już zamknięte i nie można go już oznaczyć.' },
  MARK_OWN_TASK: { en: M.assignee, de: 'Du hältst diese Aufgabe: Erledige sie oder gib sie stattdessen ab.', pl: 'Masz to zadanie zarezerwowane: zamiast tego zakończ je albo zwolnij.' },
  MARKS_ALREADY_DECIDED: {
    en: M.decided,
    de: 'Auf dieser Aufgabe wartet keine Markierung „schon aufgeräumt“ auf eine Moderation (jemand hat bereits entschieden).', pl: 'Przy tym zadaniu żadne oznaczenie „już posprzątane” nie czeka na moderację (ktoś już zdecydował).',
  },
  MARK_TASK_HELD: {
    en: M.held,
    de: 'Jemand hält diese Aufgabe gerade: Schließe sie, sobald die Person sie erledigt oder abgibt, oder verwirf die Markierungen.', pl: 'Ktoś ma teraz to zadanie zarezerwowane: zamknij je, gdy ta osoba je zakończy lub zwolni, albo odrzuć oznaczenia.',
  },
  'VALIDATION_FAILED.markKind': { en: 'kind must be still_there, more_than_before or already_cleaned', de: 'kind muss still_there, more_than_before oder already_cleaned sein', pl: 'kind musi mieć wartość still_there, more_than_before lub already_cleaned' },
  'VALIDATION_FAILED.markKindRequired': { en: 'kind is required', de: 'kind ist nötig', pl: 'kind jest wymagany' },
} as const satisfies ErrorTextCatalogue;
