import type { ErrorTextCatalogue } from '../../../server/http/error-texts';

/** The admin module's error texts (http/error-texts.ts). */
export const adminErrorTexts = {
  OWN_ROLE: { en: 'You cannot change your own role.', de: 'Du kannst deine eigene Rolle nicht ändern.', it: 'Non puoi cambiare il tuo ruolo.' },
  ADMIN_ROLE_LOCKED: { en: 'Admins can only be changed with the admin command.', de: 'Admins können nur mit dem Admin-Befehl geändert werden.', it: 'Gli amministratori possono essere modificati solo con il comando admin.' },
  GUEST_CANNOT_MODERATE: {
    en: 'Guests cannot be moderators. The person needs a profile first.',
    de: 'Gäste können keine Moderatorinnen oder Moderatoren sein. Die Person braucht zuerst ein Profil.',
    it: 'Gli ospiti non possono essere moderatori. La persona deve prima avere un profilo.',
  },
  OWN_ACCOUNT: { en: 'You cannot disable your own account here.', de: 'Du kannst dein eigenes Konto hier nicht deaktivieren.', it: 'Qui non puoi disattivare il tuo account.' },
  ROLE_TOO_HIGH: { en: 'You can only do this for accounts below your role.', de: 'Das geht nur für Konten unterhalb deiner Rolle.', it: 'Puoi farlo solo per gli account con un ruolo inferiore al tuo.' },
} as const satisfies ErrorTextCatalogue;
