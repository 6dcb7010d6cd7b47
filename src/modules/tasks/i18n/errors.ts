import type { ErrorTextCatalogue } from '../../../server/http/error-texts';
import { TASK_MESSAGES as M } from '../messages';
import { markErrorTexts } from './mark-errors';

/** The tasks module's error texts (http/error-texts.ts). */
export const tasksErrorTexts = {
  TASK_HOLD_LIMIT: {
    en: 'You already hold {{limit}} tasks, the most one person can hold at once. Finish or release one first.',
    de: 'Du hältst schon {{limit}} Aufgaben, mehr kann eine Person nicht auf einmal halten. Erledige oder gib zuerst eine ab.',
    nl: 'Je hebt al {{limit}} taken gereserveerd, het maximum dat één persoon tegelijk kan hebben. Voltooi er eerst een of geef er een vrij.',
  },
  'TASK_HOLD_LIMIT.one': {
    en: 'You already hold 1 task, the most one person can hold at once. Finish or release one first.',
    de: 'Du hältst schon 1 Aufgabe, mehr kann eine Person nicht auf einmal halten. Erledige oder gib sie zuerst ab.',
    nl: 'Je hebt al 1 taak gereserveerd, het maximum dat één persoon tegelijk kan hebben. Voltooi hem eerst of geef hem vrij.',
  },
  TASK_NOT_FOUND: { en: M.notFound, de: 'Diese Aufgabe gibt es nicht (mehr).', nl: 'Deze taak bestaat niet (meer).' },
  TASK_NOT_AVAILABLE: { en: M.acceptFailed, de: 'Die Aufgabe konnte nicht angenommen werden. Vielleicht ist sie nicht mehr verfügbar.', nl: 'De taak kon niet worden aangenomen. Misschien is hij niet meer beschikbaar.' },
  OWN_REPORT: { en: M.ownReport, de: 'Du hast diese Aufgabe selbst gemeldet, daher darf jemand anderes sie aufräumen.', nl: 'Je hebt deze taak zelf gemeld, dus iemand anders mag hem opruimen.' },
  TASK_NOT_FOR_VOLUNTEERS: { en: M.notForVolunteers, de: 'Diese Stelle ist gefährlich und nichts für Freiwillige. Sie wurde der Stadt gemeldet.', nl: 'Deze plek is gevaarlijk en niet geschikt voor vrijwilligers. Hij is aan de gemeente gemeld.' },
  TASK_NOT_RELEASABLE: { en: M.deleteFailed, de: 'Die Aufgabe konnte nicht gelöscht werden. Bitte versuch es erneut.', nl: 'De taak kon niet worden verwijderd. Probeer het opnieuw.' },
  TASK_ALREADY_COMPLETED: { en: M.alreadyCompleted, de: 'Diese Aufgabe ist bereits erledigt.', nl: 'Deze taak is al voltooid.' },
  NOT_YOUR_TASK: { en: M.notYours, de: 'Diese Aufgabe gehört nicht zu deinen angenommenen Aufgaben.', nl: 'Deze taak hoort niet bij je aangenomen taken.' },
  TASK_NOT_ASSIGNED: { en: M.notYours, de: 'Diese Aufgabe gehört nicht zu deinen angenommenen Aufgaben.', nl: 'Deze taak hoort niet bij je aangenomen taken.' },
  OWN_TASK: { en: M.confirmOwn, de: 'Du hast diese Stelle selbst gemeldet. Andere können sie mit ihren Fotos bestätigen.', nl: "Je hebt deze plek zelf gemeld. Anderen kunnen hem met hun foto's bevestigen." },
  TASK_CLOSED: { en: M.confirmClosed, de: 'Diese Stelle wurde schon aufgeräumt. Bitte melde sie erneut als neue Stelle.', nl: 'Deze plek is al opgeruimd. Meld hem opnieuw als nieuwe plek.' },
  MISSING_CONFIRMATION_PHOTO: { en: M.noConfirmationPhoto, de: 'Bitte füge dein Foto dieser Stelle hinzu.', nl: 'Voeg je foto van deze plek toe.' },
  MISSING_COMPLETION_PHOTO: { en: M.noCompletionPhoto, de: 'Kein Abschlussfoto mitgeschickt', nl: 'Geen na-foto meegestuurd' },
  OWN_WORK: {
    en: M.ownWork,
    de: 'Das ist deine eigene Arbeit: Eine andere Moderatorin oder ein anderer Moderator muss darüber entscheiden.',
    nl: 'Dit is je eigen werk: een andere moderator moet erover beslissen.',
  },
  REVIEW_ALREADY_DECIDED: {
    en: 'This completion is no longer waiting for review (someone already decided it).',
    de: 'Dieser Abschluss wartet nicht mehr auf eine Prüfung (jemand hat bereits entschieden).',
    nl: 'Dit opruimwerk wacht niet meer op controle (iemand heeft al beslist).',
  },
  ...markErrorTexts,
} as const satisfies ErrorTextCatalogue;
