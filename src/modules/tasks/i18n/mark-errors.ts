import type { ErrorTextCatalogue } from '../../../server/http/error-texts';
import { MARK_MESSAGES as M } from '../marks';

/** Error texts of the task marks (issue 23), part of the tasks module's (errors.ts). */
export const markErrorTexts = {
  MARK_TASK_CLOSED: { en: M.closed, de: 'Diese Aufgabe ist schon abgeschlossen und kann nicht mehr markiert werden.', fr: 'Cette tâche est déjà fermée et ne peut plus être marquée.', es: 'Esta tarea ya está cerrada, así que ya no se puede marcar.', it: 'Questa attività è già chiusa, quindi non può più essere contrassegnata.', nl: 'Deze taak is al gesloten en kan niet meer worden gemarkeerd.', pl: 'To zadanie jest już zamknięte i nie można go już oznaczyć.', ar: 'هذه المهمة مغلقة بالفعل، فلا يمكن وضع علامة عليها بعد الآن.' },
  MARK_OWN_TASK: { en: M.assignee, de: 'Du hältst diese Aufgabe: Erledige sie oder gib sie stattdessen ab.', fr: 'Tu as réservé cette tâche : termine-la ou libère-la plutôt.', es: 'Tienes reservada esta tarea: complétala o devuélvela.', it: 'Hai prenotato questa attività: completala oppure restituiscila.', nl: 'Je hebt deze taak gereserveerd: voltooi hem of geef hem in plaats daarvan vrij.', pl: 'Masz to zadanie zarezerwowane: zamiast tego zakończ je albo zwolnij.', ar: 'أنت تحجز هذه المهمة: أكملها أو تخلَّ عنها بدلًا من ذلك.' },
  MARKS_ALREADY_DECIDED: {
    en: M.decided,
    de: 'Auf dieser Aufgabe wartet keine Markierung „schon aufgeräumt“ auf eine Moderation (jemand hat bereits entschieden).',
    fr: "Aucune marque « déjà nettoyé » n'attend de modération sur cette tâche (quelqu'un a déjà pris une décision).",
    es: 'En esta tarea no hay ninguna marca de «ya limpio» esperando a la moderación (alguien ya ha decidido).',
    it: 'Su questa attività non c\'è nessuna indicazione “già pulito” in attesa della moderazione (qualcuno ha già deciso).',
    nl: 'Bij deze taak wacht geen markering ‘al opgeruimd’ op moderatie (iemand heeft al beslist).',
    pl: 'Przy tym zadaniu żadne oznaczenie „już posprzątane” nie czeka na moderację (ktoś już zdecydował).',
    ar: 'لا توجد على هذه المهمة علامة «نُظِّفت بالفعل» بانتظار الإشراف (سبق أن قرّر أحدهم فيها).',
  },
  MARK_TASK_HELD: {
    en: M.held,
    de: 'Jemand hält diese Aufgabe gerade: Schließe sie, sobald die Person sie erledigt oder abgibt, oder verwirf die Markierungen.',
    fr: "Quelqu'un a réservé cette tâche : ferme-la dès que cette personne l'a terminée ou rendue, ou écarte les indications.",
    es: 'Alguien tiene reservada esta tarea ahora: ciérrala cuando termine o la devuelva, o descarta las marcas.',
    it: 'Qualcuno ha prenotato questa attività: chiudila quando avrà finito o l\'avrà restituita, oppure respingi le indicazioni.',
    nl: 'Iemand heeft deze taak nu gereserveerd: sluit hem zodra die persoon hem voltooit of vrijgeeft, of wijs de markeringen af.',
    pl: 'Ktoś ma teraz to zadanie zarezerwowane: zamknij je, gdy ta osoba je zakończy lub zwolni, albo odrzuć oznaczenia.',
    ar: 'هذه المهمة محجوزة الآن لدى أحدهم: أغلقها حين يُنهيها أو يتخلى عنها، أو تجاهل العلامات.',
  },
  'VALIDATION_FAILED.markKind': { en: 'kind must be still_there, more_than_before or already_cleaned', de: 'kind muss still_there, more_than_before oder already_cleaned sein', fr: 'kind doit valoir still_there, more_than_before ou already_cleaned', es: 'kind debe ser still_there, more_than_before o already_cleaned', it: 'kind deve essere still_there, more_than_before o already_cleaned', nl: 'kind moet still_there, more_than_before of already_cleaned zijn', pl: 'kind musi mieć wartość still_there, more_than_before lub already_cleaned', ar: 'يجب أن تكون kind إحدى القيم still_there أو more_than_before أو already_cleaned' },
  'VALIDATION_FAILED.markKindRequired': { en: 'kind is required', de: 'kind ist nötig', fr: 'kind est obligatoire', es: 'kind es obligatorio', it: 'kind è obbligatorio', nl: 'kind is verplicht', pl: 'kind jest wymagany', ar: 'kind مطلوبة' },
} as const satisfies ErrorTextCatalogue;
