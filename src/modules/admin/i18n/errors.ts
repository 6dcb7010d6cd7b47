import type { ErrorTextCatalogue } from '../../../server/http/error-texts';

/** The admin module's error texts (http/error-texts.ts). */
export const adminErrorTexts = {
  OWN_ROLE: { en: 'You cannot change your own role.', de: 'Du kannst deine eigene Rolle nicht ändern.', pl: 'Nie możesz zmienić własnej roli.' },
  ADMIN_ROLE_LOCKED: { en: 'Admins can only be changed with the admin command.', de: 'Admins können nur mit dem Admin-Befehl geändert werden.', pl: 'Administratorów można zmieniać tylko poleceniem admin.' },
  GUEST_CANNOT_MODERATE: {
    en: 'Guests cannot be moderators. The person needs a profile first.',
    de: 'Gäste können keine Moderatorinnen oder Moderatoren sein. Die Person braucht zuerst ein Profil.', pl: 'Goście nie mogą być moderatorami. Ta osoba musi najpierw utworzyć profil.',
  },
  OWN_ACCOUNT: { en: 'You cannot disable your own account here.', de: 'Du kannst dein eigenes Konto hier nicht deaktivieren.', pl: 'Nie możesz tutaj wyłączyć własnego konta.' },
  ROLE_TOO_HIGH: { en: 'You can only do this for accounts below your role.', de: 'Das geht nur für Konten unterhalb deiner Rolle.', pl: 'Możesz to zrobić tylko dla kont z rolą niższą niż twoja.' },
} as const satisfies ErrorTextCatalogue;
