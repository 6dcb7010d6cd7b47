import type { ErrorTextCatalogue } from '../../../server/http/error-texts';
import { TEAM_NAME_MAX, TEAM_NAME_MIN, TEAMS_PER_PERSON } from '../contract';
import { TEAM_MESSAGES as F } from '../schemas';
import { TEAMS_ERRORS as M } from '../server/service';

/** The teams module's error texts (http/error-texts.ts). */
export const teamsErrorTexts = {
  'REGISTERED_ONLY.teams': { en: M.registeredOnly, de: 'Erstelle zuerst dein Profil: Nur registrierte Konten können in Teams sein.', it: 'Crea prima il tuo profilo: solo gli account registrati possono far parte di una squadra.' },
  TEAM_NAME_TAKEN: { en: M.nameTaken, de: 'Es gibt schon ein Team mit diesem Namen.', it: 'Esiste già una squadra con questo nome.' },
  TEAM_LIMIT: { en: M.limit, de: `Du bist schon in ${TEAMS_PER_PERSON} Teams: Verlasse zuerst eines.`, it: `Fai già parte di ${TEAMS_PER_PERSON} squadre: prima esci da una.` },
  TEAM_NOT_FOUND: { en: M.notFound, de: 'Kein Team hat diesen Einladungscode.', it: 'Nessuna squadra ha questo codice d\'invito.' },
  'TEAM_NOT_FOUND.team': { en: M.noSuchTeam, de: 'Team nicht gefunden.', it: 'Squadra non trovata.' },
  TEAM_NOT_MEMBER: { en: M.notMember, de: 'Du bist nicht in diesem Team.', it: 'Non fai parte di questa squadra.' },
  TEAM_OWNER_ONLY: { en: M.ownerOnly, de: 'Nur die Person, der das Team gehört, kann das tun.', it: 'Solo chi possiede la squadra può farlo.' },
  'VALIDATION_FAILED.teamNameRequired': { en: F.nameRequired, de: 'Der Teamname fehlt', it: 'Il nome della squadra è obbligatorio' },
  'VALIDATION_FAILED.teamNameTooShort': { en: F.nameTooShort, de: `Der Teamname muss mindestens ${TEAM_NAME_MIN} Zeichen lang sein`, it: `Il nome della squadra deve avere almeno ${TEAM_NAME_MIN} caratteri` },
  'VALIDATION_FAILED.teamNameTooLong': { en: F.nameTooLong, de: `Der Teamname darf höchstens ${TEAM_NAME_MAX} Zeichen lang sein`, it: `Il nome della squadra può avere al massimo ${TEAM_NAME_MAX} caratteri` },
  'VALIDATION_FAILED.teamKindInvalid': { en: F.kindInvalid, de: 'Die Art muss eine dieser sein: school, company, neighbourhood, club, other', it: 'Il tipo deve essere uno di questi: school, company, neighbourhood, club, other' },
  'VALIDATION_FAILED.inviteCodeRequired': { en: F.codeRequired, de: 'Der Einladungscode fehlt', it: 'Il codice d\'invito è obbligatorio' },
  'VALIDATION_FAILED.inviteCodeTooLong': { en: F.codeTooLong, de: 'Der Einladungscode darf höchstens 32 Zeichen lang sein', it: 'Il codice d\'invito può avere al massimo 32 caratteri' },
  'VALIDATION_FAILED.teamIdInvalid': { en: F.idInvalid, de: 'Die Team-ID muss eine gültige ID sein', it: 'L\'ID della squadra deve essere un ID valido' },
} as const satisfies ErrorTextCatalogue;
