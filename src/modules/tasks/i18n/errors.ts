import type { ErrorTextCatalogue } from '../../../server/http/error-texts';
import { TASK_MESSAGES as M } from '../messages';
import { markErrorTexts } from './mark-errors';

/** The tasks module's error texts (http/error-texts.ts). */
export const tasksErrorTexts = {
  TASK_HOLD_LIMIT: {
    en: 'You already hold {{limit}} tasks, the most one person can hold at once. Finish or release one first.',
    de: 'Du hältst schon {{limit}} Aufgaben, mehr kann eine Person nicht auf einmal halten. Erledige oder gib zuerst eine ab.', pl: 'Masz już zarezerwowanych tyle zadań, ile jedna osoba może mieć naraz ({{limit}}). Najpierw zakończ albo zwolnij jedno z nich.',
    fr: "Tu as déjà réservé {{limit}} tâches, le maximum qu'une personne peut réserver à la fois. Termines-en ou libères-en une d'abord.",
    es: 'Ya tienes reservadas {{limit}} tareas, el máximo que una persona puede tener a la vez. Termina o libera una primero.',
    it: 'Hai già prenotato {{limit}} attività, il massimo che una persona può tenere contemporaneamente. Prima completane o liberane una.',
    nl: 'Je hebt al {{limit}} taken gereserveerd, het maximum dat één persoon tegelijk kan hebben. Voltooi er eerst een of geef er een vrij.',
  },
  'TASK_HOLD_LIMIT.one': {
    en: 'You already hold 1 task, the most one person can hold at once. Finish or release one first.',
    de: 'Du hältst schon 1 Aufgabe, mehr kann eine Person nicht auf einmal halten. Erledige oder gib sie zuerst ab.', pl: 'Masz już zarezerwowane 1 zadanie, czyli tyle, ile jedna osoba może mieć naraz. Najpierw je zakończ albo zwolnij.',
    fr: "Tu as déjà réservé 1 tâche, le maximum qu'une personne peut réserver à la fois. Termine-la ou libère-la d'abord.",
    es: 'Ya tienes reservada 1 tarea, el máximo que una persona puede tener a la vez. Termínala o libérala primero.',
    it: 'Hai già prenotato 1 attività, il massimo che una persona può tenere contemporaneamente. Prima completala o liberala.',
    nl: 'Je hebt al 1 taak gereserveerd, het maximum dat één persoon tegelijk kan hebben. Voltooi hem eerst of geef hem vrij.',
  },
  TASK_NOT_FOUND: { en: M.notFound, de: 'Diese Aufgabe gibt es nicht (mehr).', fr: "Cette tâche n'existe pas (ou plus).", es: 'Esta tarea no existe (o ya no existe).', it: 'Questa attività non esiste (più).', nl: 'Deze taak bestaat niet (meer).', pl: 'To zadanie nie istnieje (już).' },
  TASK_NOT_AVAILABLE: { en: M.acceptFailed, de: 'Die Aufgabe konnte nicht angenommen werden. Vielleicht ist sie nicht mehr verfügbar.', fr: "La tâche n'a pas pu être acceptée. Elle n'est peut-être plus disponible.", es: 'No se ha podido aceptar la tarea. Puede que ya no esté disponible.', it: 'Non è stato possibile accettare l\'attività. Potrebbe non essere più disponibile.', nl: 'De taak kon niet worden aangenomen. Misschien is hij niet meer beschikbaar.', pl: 'Nie udało się przyjąć zadania. Może nie jest już dostępne.' },
  OWN_REPORT: { en: M.ownReport, de: 'Du hast diese Aufgabe selbst gemeldet, daher darf jemand anderes sie aufräumen.', fr: "Tu as signalé cette tâche toi-même : c'est donc quelqu'un d'autre qui la nettoiera.", es: 'Esta tarea la reportaste tú, así que la limpiará otra persona.', it: 'Hai segnalato tu questa attività, quindi sarà qualcun altro a pulire.', nl: 'Je hebt deze taak zelf gemeld, dus iemand anders mag hem opruimen.', pl: 'To zadanie pochodzi z twojego zgłoszenia, więc posprząta je ktoś inny.' },
  TASK_NOT_FOR_VOLUNTEERS: { en: M.notForVolunteers, de: 'Diese Stelle ist gefährlich und nichts für Freiwillige. Sie wurde der Stadt gemeldet.', fr: 'Cet endroit est dangereux et pas pour les bénévoles. Il a été signalé à la mairie.', es: 'Este lugar es peligroso y no apto para voluntariado. Se ha ofrecido al ayuntamiento.', it: 'Questo punto è pericoloso e non è adatto ai volontari. È stato segnalato al Comune.', nl: 'Deze plek is gevaarlijk en niet geschikt voor vrijwilligers. Hij is aan de gemeente gemeld.', pl: 'To miejsce jest niebezpieczne i nie jest przeznaczone dla wolontariuszy. Zostało przekazane miastu.' },
  TASK_NOT_RELEASABLE: { en: M.deleteFailed, de: 'Die Aufgabe konnte nicht gelöscht werden. Bitte versuch es erneut.', fr: "La tâche n'a pas pu être supprimée. Réessaie.", es: 'No se ha podido eliminar la tarea. Vuelve a intentarlo.', it: 'Non è stato possibile eliminare l\'attività. Riprova.', nl: 'De taak kon niet worden verwijderd. Probeer het opnieuw.', pl: 'Nie udało się usunąć zadania. Spróbuj ponownie.' },
  TASK_ALREADY_COMPLETED: { en: M.alreadyCompleted, de: 'Diese Aufgabe ist bereits erledigt.', fr: 'Cette tâche est déjà accomplie.', es: 'Esta tarea ya está completada.', it: 'Questa attività è già completata.', nl: 'Deze taak is al voltooid.', pl: 'To zadanie jest już ukończone.' },
  NOT_YOUR_TASK: { en: M.notYours, de: 'Diese Aufgabe gehört nicht zu deinen angenommenen Aufgaben.', fr: 'Cette tâche ne fait pas partie des tâches que tu as acceptées.', es: 'Esta tarea no es una de las que has aceptado.', it: 'Questa attività non è tra quelle che hai accettato.', nl: 'Deze taak hoort niet bij je aangenomen taken.', pl: 'To zadanie nie należy do twoich przyjętych zadań.' },
  TASK_NOT_ASSIGNED: { en: M.notYours, de: 'Diese Aufgabe gehört nicht zu deinen angenommenen Aufgaben.', fr: 'Cette tâche ne fait pas partie des tâches que tu as acceptées.', es: 'Esta tarea no es una de las que has aceptado.', it: 'Questa attività non è tra quelle che hai accettato.', nl: 'Deze taak hoort niet bij je aangenomen taken.', pl: 'To zadanie nie należy do twoich przyjętych zadań.' },
  OWN_TASK: { en: M.confirmOwn, de: 'Du hast diese Stelle selbst gemeldet. Andere können sie mit ihren Fotos bestätigen.', fr: "Tu as signalé cet endroit toi-même. D'autres peuvent le confirmer avec leurs photos.", es: 'Este lugar lo reportaste tú. Otras personas pueden confirmarlo con sus fotos.', it: 'Hai segnalato tu questo punto. Altre persone possono confermarlo con le loro foto.', nl: "Je hebt deze plek zelf gemeld. Anderen kunnen hem met hun foto's bevestigen.", pl: 'To miejsce pochodzi z twojego zgłoszenia. Inni mogą je potwierdzić swoimi zdjęciami.' },
  TASK_CLOSED: { en: M.confirmClosed, de: 'Diese Stelle wurde schon aufgeräumt. Bitte melde sie erneut als neue Stelle.', fr: 'Cet endroit a déjà été nettoyé. Signale-le de nouveau comme nouvel endroit.', es: 'Este lugar ya se ha limpiado. Repórtalo de nuevo como un lugar nuevo.', it: 'Questo punto è già stato pulito. Segnalalo di nuovo come nuovo punto.', nl: 'Deze plek is al opgeruimd. Meld hem opnieuw als nieuwe plek.', pl: 'To miejsce zostało już posprzątane. Zgłoś je ponownie jako nowe miejsce.' },
  MISSING_CONFIRMATION_PHOTO: { en: M.noConfirmationPhoto, de: 'Bitte füge dein Foto dieser Stelle hinzu.', fr: 'Ajoute ta photo de cet endroit.', es: 'Añade tu foto de este lugar.', it: 'Aggiungi la tua foto di questo punto.', nl: 'Voeg je foto van deze plek toe.', pl: 'Dodaj swoje zdjęcie tego miejsca.' },
  MISSING_COMPLETION_PHOTO: { en: M.noCompletionPhoto, de: 'Kein Abschlussfoto mitgeschickt', fr: 'Aucune photo de fin fournie', es: 'No se ha aportado ninguna foto de la limpieza', it: 'Nessuna foto di completamento inviata', nl: 'Geen na-foto meegestuurd', pl: 'Nie dodano zdjęcia „po”' },
  OWN_WORK: {
    en: M.ownWork,
    de: 'Das ist deine eigene Arbeit: Eine andere Moderatorin oder ein anderer Moderator muss darüber entscheiden.', pl: 'To twoja własna praca: musi o niej zdecydować inny moderator lub inna moderatorka.',
    fr: "C'est ton propre travail : une autre modératrice ou un autre modérateur doit en décider.",
    es: 'Es tu propio trabajo: tiene que decidir otra persona de la moderación.',
    it: 'Questo è un tuo lavoro: deve decidere un\'altra moderatrice o un altro moderatore.',
    nl: 'Dit is je eigen werk: een andere moderator moet erover beslissen.',
  },
  REVIEW_ALREADY_DECIDED: {
    en: 'This completion is no longer waiting for review (someone already decided it).',
    de: 'Dieser Abschluss wartet nicht mehr auf eine Prüfung (jemand hat bereits entschieden).', pl: 'To zakończenie zadania nie czeka już na sprawdzenie (ktoś już zdecydował).',
    fr: "Ce nettoyage n'attend plus de vérification (quelqu'un a déjà pris une décision).",
    es: 'Esta limpieza ya no está pendiente de revisión (alguien ya ha decidido sobre ella).',
    it: 'Questo completamento non è più in attesa di revisione (qualcuno ha già deciso).',
    nl: 'Dit opruimwerk wacht niet meer op controle (iemand heeft al beslist).',
  },
  ...markErrorTexts,
} as const satisfies ErrorTextCatalogue;
