import type { ErrorTextCatalogue } from '../../../server/http/error-texts';
import { MARK_MESSAGES as M } from '../marks';

/** Error texts of the task marks (issue 23), part of the tasks module's (errors.ts). */
export const markErrorTexts = {
  MARK_TASK_CLOSED: { en: M.closed, de: 'Diese Aufgabe ist schon abgeschlossen und kann nicht mehr markiert werden.', nl: 'Deze taak is al gesloten en kan niet meer worden gemarkeerd.' },
  MARK_OWN_TASK: { en: M.assignee, de: 'Du hältst diese Aufgabe: Erledige sie oder gib sie stattdessen ab.', nl: 'Je hebt deze taak gereserveerd: voltooi hem of geef hem in plaats daarvan vrij.' },
  MARKS_ALREADY_DECIDED: {
    en: M.decided,
    de: 'Auf dieser Aufgabe wartet keine Markierung „schon aufgeräumt“ auf eine Moderation (jemand hat bereits entschieden).',
    nl: 'Bij deze taak wacht geen markering ‘al opgeruimd’ op moderatie (iemand heeft al beslist).',
  },
  MARK_TASK_HELD: {
    en: M.held,
    de: 'Jemand hält diese Aufgabe gerade: Schließe sie, sobald die Person sie erledigt oder abgibt, oder verwirf die Markierungen.',
    nl: 'Iemand heeft deze taak nu gereserveerd: sluit hem zodra die persoon hem voltooit of vrijgeeft, of wijs de markeringen af.',
  },
  'VALIDATION_FAILED.markKind': { en: 'kind must be still_there, more_than_before or already_cleaned', de: 'kind muss still_there, more_than_before oder already_cleaned sein', nl: 'kind moet still_there, more_than_before of already_cleaned zijn' },
  'VALIDATION_FAILED.markKindRequired': { en: 'kind is required', de: 'kind ist nötig', nl: 'kind is verplicht' },
} as const satisfies ErrorTextCatalogue;
