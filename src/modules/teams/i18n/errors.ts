import type { ErrorTextCatalogue } from '../../../server/http/error-texts';
import { TEAM_NAME_MAX, TEAM_NAME_MIN, TEAMS_PER_PERSON } from '../contract';
import { TEAM_MESSAGES as F } from '../schemas';
import { TEAMS_ERRORS as M } from '../server/service';

/** The teams module's error texts (http/error-texts.ts). */
export const teamsErrorTexts = {
  'REGISTERED_ONLY.teams': { en: M.registeredOnly, de: 'Erstelle zuerst dein Profil: Nur registrierte Konten können in Teams sein.', fr: "Crée d'abord ton profil : seuls les comptes inscrits peuvent faire partie d'équipes.", es: 'Crea primero tu perfil: solo las cuentas registradas pueden estar en equipos.' },
  TEAM_NAME_TAKEN: { en: M.nameTaken, de: 'Es gibt schon ein Team mit diesem Namen.', fr: 'Une équipe porte déjà ce nom.', es: 'Ya existe un equipo con este nombre.' },
  TEAM_LIMIT: { en: M.limit, de: `Du bist schon in ${TEAMS_PER_PERSON} Teams: Verlasse zuerst eines.`, fr: `Tu fais déjà partie de ${TEAMS_PER_PERSON} équipes\u00a0: quittes-en une d'abord.`, es: `Ya estás en ${TEAMS_PER_PERSON} equipos: sal de uno primero.` },
  TEAM_NOT_FOUND: { en: M.notFound, de: 'Kein Team hat diesen Einladungscode.', fr: "Aucune équipe n'a ce code d'invitation.", es: 'Ningún equipo tiene este código de invitación.' },
  'TEAM_NOT_FOUND.team': { en: M.noSuchTeam, de: 'Team nicht gefunden.', fr: 'Équipe introuvable.', es: 'No se ha encontrado el equipo.' },
  TEAM_NOT_MEMBER: { en: M.notMember, de: 'Du bist nicht in diesem Team.', fr: 'Tu ne fais pas partie de cette équipe.', es: 'No estás en este equipo.' },
  TEAM_OWNER_ONLY: { en: M.ownerOnly, de: 'Nur die Person, der das Team gehört, kann das tun.', fr: "Seule la personne propriétaire de l'équipe peut faire cela.", es: 'Solo el propietario del equipo puede hacer esto.' },
  'VALIDATION_FAILED.teamNameRequired': { en: F.nameRequired, de: 'Der Teamname fehlt', fr: "Le nom de l'équipe est obligatoire", es: 'El nombre del equipo es obligatorio' },
  'VALIDATION_FAILED.teamNameTooShort': { en: F.nameTooShort, de: `Der Teamname muss mindestens ${TEAM_NAME_MIN} Zeichen lang sein`, fr: `Le nom de l'équipe doit compter au moins ${TEAM_NAME_MIN} caractères`, es: `El nombre del equipo debe tener al menos ${TEAM_NAME_MIN} caracteres` },
  'VALIDATION_FAILED.teamNameTooLong': { en: F.nameTooLong, de: `Der Teamname darf höchstens ${TEAM_NAME_MAX} Zeichen lang sein`, fr: `Le nom de l'équipe doit compter ${TEAM_NAME_MAX} caractères au maximum`, es: `El nombre del equipo puede tener como máximo ${TEAM_NAME_MAX} caracteres` },
  'VALIDATION_FAILED.teamKindInvalid': { en: F.kindInvalid, de: 'Die Art muss eine dieser sein: school, company, neighbourhood, club, other', fr: "Le type doit être l'un de ceux-ci : school, company, neighbourhood, club, other", es: 'El tipo debe ser uno de estos: school, company, neighbourhood, club, other' },
  'VALIDATION_FAILED.inviteCodeRequired': { en: F.codeRequired, de: 'Der Einladungscode fehlt', fr: "Le code d'invitation est obligatoire", es: 'El código de invitación es obligatorio' },
  'VALIDATION_FAILED.inviteCodeTooLong': { en: F.codeTooLong, de: 'Der Einladungscode darf höchstens 32 Zeichen lang sein', fr: "Le code d'invitation doit compter 32 caractères au maximum", es: 'El código de invitación puede tener como máximo 32 caracteres' },
  'VALIDATION_FAILED.teamIdInvalid': { en: F.idInvalid, de: 'Die Team-ID muss eine gültige ID sein', fr: "L'identifiant de l'équipe doit être un identifiant valide", es: 'El identificador del equipo debe ser un identificador válido' },
} as const satisfies ErrorTextCatalogue;
