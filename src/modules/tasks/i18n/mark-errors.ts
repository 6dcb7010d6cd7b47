import type { ErrorTextCatalogue } from '../../../server/http/error-texts';
import { MARK_MESSAGES as M } from '../marks';

/** Error texts of the task marks (issue 23), part of the tasks module's (errors.ts). */
export const markErrorTexts = {
  MARK_TASK_CLOSED: { en: M.closed, de: 'Diese Aufgabe ist schon abgeschlossen und kann nicht mehr markiert werden.', ar: 'هذه المهمة مغلقة بالفعل، فلا يمكن وضع علامة عليها بعد الآن.' },
  MARK_OWN_TASK: { en: M.assignee, de: 'Du hältst diese Aufgabe: Erledige sie oder gib sie stattdessen ab.', ar: 'أنت تحجز هذه المهمة: أكملها أو تخلَّ عنها بدلًا من ذلك.' },
  MARKS_ALREADY_DECIDED: {
    en: M.decided,
    de: 'Auf dieser Aufgabe wartet keine Markierung „schon aufgeräumt“ auf eine Moderation (jemand hat bereits entschieden).', ar: 'لا توجد على هذه المهمة علامة «نُظِّفت بالفعل» بانتظار الإشراف (سبق أن قرّر أحدهم فيها).',
  },
  MARK_TASK_HELD: {
    en: M.held,
    de: 'Jemand hält diese Aufgabe gerade: Schließe sie, sobald die Person sie erledigt oder abgibt, oder verwirf die Markierungen.', ar: 'هذه المهمة محجوزة الآن لدى أحدهم: أغلقها حين يُنهيها أو يتخلى عنها، أو تجاهل العلامات.',
  },
  'VALIDATION_FAILED.markKind': { en: 'kind must be still_there, more_than_before or already_cleaned', de: 'kind muss still_there, more_than_before oder already_cleaned sein', ar: 'يجب أن تكون kind إحدى القيم still_there أو more_than_before أو already_cleaned' },
  'VALIDATION_FAILED.markKindRequired': { en: 'kind is required', de: 'kind ist nötig', ar: 'kind مطلوبة' },
} as const satisfies ErrorTextCatalogue;
