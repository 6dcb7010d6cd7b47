import type { ErrorTextCatalogue } from '../../../server/http/error-texts';
import { TASK_MESSAGES as M } from '../messages';
import { markErrorTexts } from './mark-errors';

/** The tasks module's error texts (http/error-texts.ts). */
export const tasksErrorTexts = {
  TASK_HOLD_LIMIT: {
    en: 'You already hold {{limit}} tasks, the most one person can hold at once. Finish or release one first.',
    de: 'Du hältst schon {{limit}} Aufgaben, mehr kann eine Person nicht auf einmal halten. Erledige oder gib zuerst eine ab.', pl: 'Masz już zarezerwowanych tyle zadań, ile jedna osoba może mieć naraz ({{limit}}). Najpierw zakończ albo zwolnij jedno z nich.',
  },
  'TASK_HOLD_LIMIT.one': {
    en: 'You already hold 1 task, the most one person can hold at once. Finish or release one first.',
    de: 'Du hältst schon 1 Aufgabe, mehr kann eine Person nicht auf einmal halten. Erledige oder gib sie zuerst ab.', pl: 'Masz już zarezerwowane 1 zadanie, czyli tyle, ile jedna osoba może mieć naraz. Najpierw je zakończ albo zwolnij.',
  },
  TASK_NOT_FOUND: { en: M.notFound, de: 'Diese Aufgabe gibt es nicht (mehr).', pl: 'To zadanie nie istnieje (już).' },
  TASK_NOT_AVAILABLE: { en: M.acceptFailed, de: 'Die Aufgabe konnte nicht angenommen werden. Vielleicht ist sie nicht mehr verfügbar.', pl: 'Nie udało się przyjąć zadania. Może nie jest już dostępne.' },
  OWN_REPORT: { en: M.ownReport, de: 'Du hast diese Aufgabe selbst gemeldet, daher darf jemand anderes sie aufräumen.', pl: 'To zadanie pochodzi z twojego zgłoszenia, więc posprząta je ktoś inny.' },
  TASK_NOT_FOR_VOLUNTEERS: { en: M.notForVolunteers, de: 'Diese Stelle ist gefährlich und nichts für Freiwillige. Sie wurde der Stadt gemeldet.', pl: 'To miejsce jest niebezpieczne i nie jest przeznaczone dla wolontariuszy. Zostało przekazane miastu.' },
  TASK_NOT_RELEASABLE: { en: M.deleteFailed, de: 'Die Aufgabe konnte nicht gelöscht werden. Bitte versuch es erneut.', pl: 'Nie udało się usunąć zadania. Spróbuj ponownie.' },
  TASK_ALREADY_COMPLETED: { en: M.alreadyCompleted, de: 'Diese Aufgabe ist bereits erledigt.', pl: 'To zadanie jest już ukończone.' },
  NOT_YOUR_TASK: { en: M.notYours, de: 'Diese Aufgabe gehört nicht zu deinen angenommenen Aufgaben.', pl: 'To zadanie nie należy do twoich przyjętych zadań.' },
  TASK_NOT_ASSIGNED: { en: M.notYours, de: 'Diese Aufgabe gehört nicht zu deinen angenommenen Aufgaben.', pl: 'To zadanie nie należy do twoich przyjętych zadań.' },
  OWN_TASK: { en: M.confirmOwn, de: 'Du hast diese Stelle selbst gemeldet. Andere können sie mit ihren Fotos bestätigen.', pl: 'To miejsce pochodzi z twojego zgłoszenia. Inni mogą je potwierdzić swoimi zdjęciami.' },
  TASK_CLOSED: { en: M.confirmClosed, de: 'Diese Stelle wurde schon aufgeräumt. Bitte melde sie erneut als neue Stelle.', pl: 'To miejsce zostało już posprzątane. Zgłoś je ponownie jako nowe miejsce.' },
  MISSING_CONFIRMATION_PHOTO: { en: M.noConfirmationPhoto, de: 'Bitte füge dein Foto dieser Stelle hinzu.', pl: 'Dodaj swoje zdjęcie tego miejsca.' },
  MISSING_COMPLETION_PHOTO: { en: M.noCompletionPhoto, de: 'Kein Abschlussfoto mitgeschickt', pl: 'Nie dodano zdjęcia „po”' },
  OWN_WORK: {
    en: M.ownWork,
    de: 'Das ist deine eigene Arbeit: Eine andere Moderatorin oder ein anderer Moderator muss darüber entscheiden.', pl: 'To twoja własna praca: musi o niej zdecydować inny moderator lub inna moderatorka.',
  },
  REVIEW_ALREADY_DECIDED: {
    en: 'This completion is no longer waiting for review (someone already decided it).',
    de: 'Dieser Abschluss wartet nicht mehr auf eine Prüfung (jemand hat bereits entschieden).', pl: 'To zakończenie zadania nie czeka już na sprawdzenie (ktoś już zdecydował).',
  },
  ...markErrorTexts,
} as const satisfies ErrorTextCatalogue;
