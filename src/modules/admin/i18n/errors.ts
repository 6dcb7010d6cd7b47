import type { ErrorTextCatalogue } from '../../../server/http/error-texts';

/** The admin module's error texts (http/error-texts.ts). */
export const adminErrorTexts = {
  OWN_ROLE: { en: 'You cannot change your own role.', de: 'Du kannst deine eigene Rolle nicht ändern.', fr: 'Tu ne peux pas changer ton propre rôle.', es: 'No puedes cambiar tu propio rol.', it: 'Non puoi cambiare il tuo ruolo.', nl: 'Je kunt je eigen rol niet wijzigen.', pl: 'Nie możesz zmienić własnej roli.', ar: 'لا يمكنك تغيير دورك أنت.' },
  ADMIN_ROLE_LOCKED: { en: 'Admins can only be changed with the admin command.', de: 'Admins können nur mit dem Admin-Befehl geändert werden.', fr: "Les admins ne peuvent être modifiés qu'avec la commande admin.", es: 'Los administradores solo se pueden cambiar con el comando de administración.', it: 'Gli amministratori possono essere modificati solo con il comando admin.', nl: 'Beheerders kunnen alleen met het beheerderscommando worden gewijzigd.', pl: 'Administratorów można zmieniać tylko poleceniem admin.', ar: 'لا يُغيَّر المديرون إلا بأمر المدير.' },
  GUEST_CANNOT_MODERATE: {
    en: 'Guests cannot be moderators. The person needs a profile first.',
    de: 'Gäste können keine Moderatorinnen oder Moderatoren sein. Die Person braucht zuerst ein Profil.',
    fr: "Les invités ne peuvent pas être modératrices ou modérateurs. La personne a d'abord besoin d'un profil.",
    es: 'Los invitados no pueden ser moderadores. La persona necesita primero un perfil.',
    it: 'Gli ospiti non possono essere moderatori. La persona deve prima avere un profilo.',
    nl: 'Gasten kunnen geen moderator zijn. De persoon heeft eerst een profiel nodig.',
    pl: 'Goście nie mogą być moderatorami. Ta osoba musi najpierw utworzyć profil.',
    ar: 'لا يمكن للضيوف أن يكونوا مشرفين. يحتاج الشخص إلى ملف شخصي أولًا.',
  },
  OWN_ACCOUNT: { en: 'You cannot disable your own account here.', de: 'Du kannst dein eigenes Konto hier nicht deaktivieren.', fr: 'Tu ne peux pas désactiver ton propre compte ici.', es: 'Aquí no puedes desactivar tu propia cuenta.', it: 'Qui non puoi disattivare il tuo account.', nl: 'Je kunt je eigen account hier niet uitschakelen.', pl: 'Nie możesz tutaj wyłączyć własnego konta.', ar: 'لا يمكنك تعطيل حسابك أنت هنا.' },
  ROLE_TOO_HIGH: { en: 'You can only do this for accounts below your role.', de: 'Das geht nur für Konten unterhalb deiner Rolle.', fr: "Tu ne peux faire cela que pour des comptes d'un rôle inférieur au tien.", es: 'Solo puedes hacer esto con cuentas de un rol inferior al tuyo.', it: 'Puoi farlo solo per gli account con un ruolo inferiore al tuo.', nl: 'Dit kan alleen voor accounts met een lagere rol dan de jouwe.', pl: 'Możesz to zrobić tylko dla kont z rolą niższą niż twoja.', ar: 'لا يمكنك فعل ذلك إلا للحسابات التي دون دورك.' },
} as const satisfies ErrorTextCatalogue;
