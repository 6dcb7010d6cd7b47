import type { ErrorTextCatalogue } from '../../../server/http/error-texts';
import { TEAM_NAME_MAX, TEAM_NAME_MIN, TEAMS_PER_PERSON } from '../contract';
import { TEAM_MESSAGES as F } from '../schemas';
import { TEAMS_ERRORS as M } from '../server/service';

/** The teams module's error texts (http/error-texts.ts). */
export const teamsErrorTexts = {
  'REGISTERED_ONLY.teams': { en: M.registeredOnly, de: 'Erstelle zuerst dein Profil: Nur registrierte Konten können in Teams sein.', ar: 'أنشئ ملفك الشخصي أولًا: لا تنضم إلى الفرق إلا الحسابات المسجَّلة.' },
  TEAM_NAME_TAKEN: { en: M.nameTaken, de: 'Es gibt schon ein Team mit diesem Namen.', ar: 'يوجد فريق بهذا الاسم بالفعل.' },
  TEAM_LIMIT: { en: M.limit, de: `Du bist schon in ${TEAMS_PER_PERSON} Teams: Verlasse zuerst eines.`, ar: 'أنت في 5 فرق بالفعل: غادر أحدها أولًا.' },
  TEAM_NOT_FOUND: { en: M.notFound, de: 'Kein Team hat diesen Einladungscode.', ar: 'لا يوجد فريق بهذا الرمز.' },
  'TEAM_NOT_FOUND.team': { en: M.noSuchTeam, de: 'Team nicht gefunden.', ar: 'لم يُعثر على الفريق.' },
  TEAM_NOT_MEMBER: { en: M.notMember, de: 'Du bist nicht in diesem Team.', ar: 'لست في هذا الفريق.' },
  TEAM_OWNER_ONLY: { en: M.ownerOnly, de: 'Nur die Person, der das Team gehört, kann das tun.', ar: 'لا يفعل ذلك إلا مالك الفريق.' },
  'VALIDATION_FAILED.teamNameRequired': { en: F.nameRequired, de: 'Der Teamname fehlt', ar: 'اسم الفريق مطلوب' },
  'VALIDATION_FAILED.teamNameTooShort': { en: F.nameTooShort, de: `Der Teamname muss mindestens ${TEAM_NAME_MIN} Zeichen lang sein`, ar: 'يجب ألا يقل اسم الفريق عن حرفين' },
  'VALIDATION_FAILED.teamNameTooLong': { en: F.nameTooLong, de: `Der Teamname darf höchstens ${TEAM_NAME_MAX} Zeichen lang sein`, ar: 'يجب ألا يتجاوز اسم الفريق 60 حرفًا' },
  'VALIDATION_FAILED.teamKindInvalid': { en: F.kindInvalid, de: 'Die Art muss eine dieser sein: school, company, neighbourhood, club, other', ar: 'يجب أن يكون النوع إحدى القيم: school، company، neighbourhood، club، other' },
  'VALIDATION_FAILED.inviteCodeRequired': { en: F.codeRequired, de: 'Der Einladungscode fehlt', ar: 'رمز الدعوة مطلوب' },
  'VALIDATION_FAILED.inviteCodeTooLong': { en: F.codeTooLong, de: 'Der Einladungscode darf höchstens 32 Zeichen lang sein', ar: 'يجب ألا يتجاوز رمز الدعوة 32 حرفًا' },
  'VALIDATION_FAILED.teamIdInvalid': { en: F.idInvalid, de: 'Die Team-ID muss eine gültige ID sein', ar: 'يجب أن يكون معرّف الفريق معرّفًا صالحًا' },
} as const satisfies ErrorTextCatalogue;
