import type { ErrorTextCatalogue } from '../../../server/http/error-texts';

/** The admin module's error texts (http/error-texts.ts). */
export const adminErrorTexts = {
  OWN_ROLE: { en: 'You cannot change your own role.', de: 'Du kannst deine eigene Rolle nicht ändern.', nl: 'Je kunt je eigen rol niet wijzigen.' },
  ADMIN_ROLE_LOCKED: { en: 'Admins can only be changed with the admin command.', de: 'Admins können nur mit dem Admin-Befehl geändert werden.', nl: 'Beheerders kunnen alleen met het beheerderscommando worden gewijzigd.' },
  GUEST_CANNOT_MODERATE: {
    en: 'Guests cannot be moderators. The person needs a profile first.',
    de: 'Gäste können keine Moderatorinnen oder Moderatoren sein. Die Person braucht zuerst ein Profil.',
    nl: 'Gasten kunnen geen moderator zijn. De persoon heeft eerst een profiel nodig.',
  },
  OWN_ACCOUNT: { en: 'You cannot disable your own account here.', de: 'Du kannst dein eigenes Konto hier nicht deaktivieren.', nl: 'Je kunt je eigen account hier niet uitschakelen.' },
  ROLE_TOO_HIGH: { en: 'You can only do this for accounts below your role.', de: 'Das geht nur für Konten unterhalb deiner Rolle.', nl: 'Dit kan alleen voor accounts met een lagere rol dan de jouwe.' },
} as const satisfies ErrorTextCatalogue;
