import type { ErrorTextCatalogue } from '../../../server/http/error-texts';
import { TASK_MESSAGES as M } from '../messages';
import { markErrorTexts } from './mark-errors';

/** The tasks module's error texts (http/error-texts.ts). */
export const tasksErrorTexts = {
  TASK_HOLD_LIMIT: {
    en: 'You already hold {{limit}} tasks, the most one person can hold at once. Finish or release one first.',
    de: 'Du hältst schon {{limit}} Aufgaben, mehr kann eine Person nicht auf einmal halten. Erledige oder gib zuerst eine ab.',
  },
  'TASK_HOLD_LIMIT.one': {
    en: 'You already hold 1 task, the most one person can hold at once. Finish or release one first.',
    de: 'Du hältst schon 1 Aufgabe, mehr kann eine Person nicht auf einmal halten. Erledige oder gib sie zuerst ab.',
  },
  TASK_NOT_FOUND: { en: M.notFound, de: 'Diese Aufgabe gibt es nicht (mehr).' },
  TASK_NOT_AVAILABLE: { en: M.acceptFailed, de: 'Die Aufgabe konnte nicht angenommen werden. Vielleicht ist sie nicht mehr verfügbar.' },
  OWN_REPORT: { en: M.ownReport, de: 'Du hast diese Aufgabe selbst gemeldet, daher darf jemand anderes sie aufräumen.' },
  TASK_NOT_FOR_VOLUNTEERS: { en: M.notForVolunteers, de: 'Diese Stelle ist gefährlich und nichts für Freiwillige. Sie wurde der Stadt gemeldet.' },
  TASK_NOT_RELEASABLE: { en: M.deleteFailed, de: 'Die Aufgabe konnte nicht gelöscht werden. Bitte versuch es erneut.' },
  TASK_ALREADY_COMPLETED: { en: M.alreadyCompleted, de: 'Diese Aufgabe ist bereits erledigt.' },
  NOT_YOUR_TASK: { en: M.notYours, de: 'Diese Aufgabe gehört nicht zu deinen angenommenen Aufgaben.' },
  TASK_NOT_ASSIGNED: { en: M.notYours, de: 'Diese Aufgabe gehört nicht zu deinen angenommenen Aufgaben.' },
  OWN_TASK: { en: M.confirmOwn, de: 'Du hast diese Stelle selbst gemeldet. Andere können sie mit ihren Fotos bestätigen.' },
  TASK_CLOSED: { en: M.confirmClosed, de: 'Diese Stelle wurde schon aufgeräumt. Bitte melde sie erneut als neue Stelle.' },
  MISSING_CONFIRMATION_PHOTO: { en: M.noConfirmationPhoto, de: 'Bitte füge dein Foto dieser Stelle hinzu.' },
  MISSING_COMPLETION_PHOTO: { en: M.noCompletionPhoto, de: 'Kein Abschlussfoto mitgeschickt' },
  OWN_WORK: {
    en: M.ownWork,
    de: 'Das ist deine eigene Arbeit: Eine andere Moderatorin oder ein anderer Moderator muss darüber entscheiden.',
  },
  REVIEW_ALREADY_DECIDED: {
    en: 'This completion is no longer waiting for review (someone already decided it).',
    de: 'Dieser Abschluss wartet nicht mehr auf eine Prüfung (jemand hat bereits entschieden).',
  },
  ...markErrorTexts,
} as const satisfies ErrorTextCatalogue;
