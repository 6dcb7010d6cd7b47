import type { ErrorTextCatalogue } from '../../../server/http/error-texts';
import { TEAM_NAME_MAX, TEAM_NAME_MIN, TEAMS_PER_PERSON } from '../contract';
import { TEAM_MESSAGES as F } from '../schemas';
import { TEAMS_ERRORS as M } from '../server/service';

/** The teams module's error texts (http/error-texts.ts). */
export const teamsErrorTexts = {
  'REGISTERED_ONLY.teams': { en: M.registeredOnly, de: 'Erstelle zuerst dein Profil: Nur registrierte Konten können in Teams sein.', pl: 'Najpierw utwórz profil: w drużynach mogą być tylko zarejestrowane konta.' },
  TEAM_NAME_TAKEN: { en: M.nameTaken, de: 'Es gibt schon ein Team mit diesem Namen.', pl: 'Drużyna o tej nazwie już istnieje.' },
  TEAM_LIMIT: { en: M.limit, de: `Du bist schon in ${TEAMS_PER_PERSON} Teams: Verlasse zuerst eines.`, pl: `Należysz już do ${TEAMS_PER_PERSON} drużyn: najpierw opuść jedną z nich.` },
  TEAM_NOT_FOUND: { en: M.notFound, de: 'Kein Team hat diesen Einladungscode.', pl: 'Żadna drużyna nie ma tego kodu zaproszenia.' },
  'TEAM_NOT_FOUND.team': { en: M.noSuchTeam, de: 'Team nicht gefunden.', pl: 'Nie znaleziono drużyny.' },
  TEAM_NOT_MEMBER: { en: M.notMember, de: 'Du bist nicht in diesem Team.', pl: 'Nie należysz do tej drużyny.' },
  TEAM_OWNER_ONLY: { en: M.ownerOnly, de: 'Nur die Person, der das Team gehört, kann das tun.', pl: 'Może to zrobić tylko właściciel drużyny.' },
  'VALIDATION_FAILED.teamNameRequired': { en: F.nameRequired, de: 'Der Teamname fehlt', pl: 'Brak nazwy drużyny' },
  'VALIDATION_FAILED.teamNameTooShort': { en: F.nameTooShort, de: `Der Teamname muss mindestens ${TEAM_NAME_MIN} Zeichen lang sein`, pl: `Nazwa drużyny musi mieć co najmniej ${TEAM_NAME_MIN} znaki` },
  'VALIDATION_FAILED.teamNameTooLong': { en: F.nameTooLong, de: `Der Teamname darf höchstens ${TEAM_NAME_MAX} Zeichen lang sein`, pl: `Nazwa drużyny może mieć najwyżej ${TEAM_NAME_MAX} znaków` },
  'VALIDATION_FAILED.teamKindInvalid': { en: F.kindInvalid, de: 'Die Art muss eine dieser sein: school, company, neighbourhood, club, other', pl: 'Rodzaj musi być jednym z tych: school, company, neighbourhood, club, other' },
  'VALIDATION_FAILED.inviteCodeRequired': { en: F.codeRequired, de: 'Der Einladungscode fehlt', pl: 'Brak kodu zaproszenia' },
  'VALIDATION_FAILED.inviteCodeTooLong': { en: F.codeTooLong, de: 'Der Einladungscode darf höchstens 32 Zeichen lang sein', pl: 'Kod zaproszenia może mieć najwyżej 32 znaki' },
  'VALIDATION_FAILED.teamIdInvalid': { en: F.idInvalid, de: 'Die Team-ID muss eine gültige ID sein', pl: 'Identyfikator drużyny musi być prawidłowym identyfikatorem' },
} as const satisfies ErrorTextCatalogue;
