import type { ErrorTextCatalogue } from '../../../server/http/error-texts';
import { MARK_MESSAGES as M } from '../marks';

/** Error texts of the task marks (issue 23), part of the tasks module's (errors.ts). */
export const markErrorTexts = {
  MARK_TASK_CLOSED: { en: M.closed, de: 'Diese Aufgabe ist schon abgeschlossen und kann nicht mehr markiert werden.', it: 'Questa attività è già chiusa, quindi non può più essere contrassegnata.' },
  MARK_OWN_TASK: { en: M.assignee, de: 'Du hältst diese Aufgabe: Erledige sie oder gib sie stattdessen ab.', it: 'Hai prenotato questa attività: completala oppure restituiscila.' },
  MARKS_ALREADY_DECIDED: {
    en: M.decided,
    de: 'Auf dieser Aufgabe wartet keine Markierung „schon aufgeräumt“ auf eine Moderation (jemand hat bereits entschieden).',
    it: 'Su questa attività non c\'è nessuna indicazione “già pulito” in attesa della moderazione (qualcuno ha già deciso).',
  },
  MARK_TASK_HELD: {
    en: M.held,
    de: 'Jemand hält diese Aufgabe gerade: Schließe sie, sobald die Person sie erledigt oder abgibt, oder verwirf die Markierungen.',
    it: 'Qualcuno ha prenotato questa attività: chiudila quando avrà finito o l\'avrà restituita, oppure respingi le indicazioni.',
  },
  'VALIDATION_FAILED.markKind': { en: 'kind must be still_there, more_than_before or already_cleaned', de: 'kind muss still_there, more_than_before oder already_cleaned sein', it: 'kind deve essere still_there, more_than_before o already_cleaned' },
  'VALIDATION_FAILED.markKindRequired': { en: 'kind is required', de: 'kind ist nötig', it: 'kind è obbligatorio' },
} as const satisfies ErrorTextCatalogue;
