import type { ErrorTextCatalogue } from '../../../server/http/error-texts';
import { TEAM_NAME_MAX, TEAM_NAME_MIN, TEAMS_PER_PERSON } from '../contract';
import { TEAM_MESSAGES as F } from '../schemas';
import { TEAMS_ERRORS as M } from '../server/service';

/** The teams module's error texts (http/error-texts.ts). */
export const teamsErrorTexts = {
  'REGISTERED_ONLY.teams': { en: M.registeredOnly, de: 'Erstelle zuerst dein Profil: Nur registrierte Konten können in Teams sein.', es: 'Crea primero tu perfil: solo las cuentas registradas pueden estar en equipos.' },
  TEAM_NAME_TAKEN: { en: M.nameTaken, de: 'Es gibt schon ein Team mit diesem Namen.', es: 'Ya existe un equipo con este nombre.' },
  TEAM_LIMIT: { en: M.limit, de: `Du bist schon in ${TEAMS_PER_PERSON} Teams: Verlasse zuerst eines.`, es: `Ya estás en ${TEAMS_PER_PERSON} equipos: sal de uno primero.` },
  TEAM_NOT_FOUND: { en: M.notFound, de: 'Kein Team hat diesen Einladungscode.', es: 'Ningún equipo tiene este código de invitación.' },
  'TEAM_NOT_FOUND.team': { en: M.noSuchTeam, de: 'Team nicht gefunden.', es: 'No se ha encontrado el equipo.' },
  TEAM_NOT_MEMBER: { en: M.notMember, de: 'Du bist nicht in diesem Team.', es: 'No estás en este equipo.' },
  TEAM_OWNER_ONLY: { en: M.ownerOnly, de: 'Nur die Person, der das Team gehört, kann das tun.', es: 'Solo el propietario del equipo puede hacer esto.' },
  'VALIDATION_FAILED.teamNameRequired': { en: F.nameRequired, de: 'Der Teamname fehlt', es: 'El nombre del equipo es obligatorio' },
  'VALIDATION_FAILED.teamNameTooShort': { en: F.nameTooShort, de: `Der Teamname muss mindestens ${TEAM_NAME_MIN} Zeichen lang sein`, es: `El nombre del equipo debe tener al menos ${TEAM_NAME_MIN} caracteres` },
  'VALIDATION_FAILED.teamNameTooLong': { en: F.nameTooLong, de: `Der Teamname darf höchstens ${TEAM_NAME_MAX} Zeichen lang sein`, es: `El nombre del equipo puede tener como máximo ${TEAM_NAME_MAX} caracteres` },
  'VALIDATION_FAILED.teamKindInvalid': { en: F.kindInvalid, de: 'Die Art muss eine dieser sein: school, company, neighbourhood, club, other', es: 'El tipo debe ser uno de estos: school, company, neighbourhood, club, other' },
  'VALIDATION_FAILED.inviteCodeRequired': { en: F.codeRequired, de: 'Der Einladungscode fehlt', es: 'El código de invitación es obligatorio' },
  'VALIDATION_FAILED.inviteCodeTooLong': { en: F.codeTooLong, de: 'Der Einladungscode darf höchstens 32 Zeichen lang sein', es: 'El código de invitación puede tener como máximo 32 caracteres' },
  'VALIDATION_FAILED.teamIdInvalid': { en: F.idInvalid, de: 'Die Team-ID muss eine gültige ID sein', es: 'El identificador del equipo debe ser un identificador válido' },
} as const satisfies ErrorTextCatalogue;
