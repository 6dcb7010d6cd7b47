import type { ErrorTextCatalogue } from '../../../server/http/error-texts';

/** The admin module's error texts (http/error-texts.ts). */
export const adminErrorTexts = {
  OWN_ROLE: { en: 'You cannot change your own role.', de: 'Du kannst deine eigene Rolle nicht ändern.', ar: 'لا يمكنك تغيير دورك أنت.' },
  ADMIN_ROLE_LOCKED: { en: 'Admins can only be changed with the admin command.', de: 'Admins können nur mit dem Admin-Befehl geändert werden.', ar: 'لا يُغيَّر المديرون إلا بأمر المدير.' },
  GUEST_CANNOT_MODERATE: {
    en: 'Guests cannot be moderators. The person needs a profile first.',
    de: 'Gäste können keine Moderatorinnen oder Moderatoren sein. Die Person braucht zuerst ein Profil.', ar: 'لا يمكن للضيوف أن يكونوا مشرفين. يحتاج الشخص إلى ملف شخصي أولًا.',
  },
  OWN_ACCOUNT: { en: 'You cannot disable your own account here.', de: 'Du kannst dein eigenes Konto hier nicht deaktivieren.', ar: 'لا يمكنك تعطيل حسابك أنت هنا.' },
  ROLE_TOO_HIGH: { en: 'You can only do this for accounts below your role.', de: 'Das geht nur für Konten unterhalb deiner Rolle.', ar: 'لا يمكنك فعل ذلك إلا للحسابات التي دون دورك.' },
} as const satisfies ErrorTextCatalogue;
