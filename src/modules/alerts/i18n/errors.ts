import type { ErrorTextCatalogue } from '../../../server/http/error-texts';
import { ALERT_ERROR_MESSAGES as M, AlertErrorCodes as C } from '../contract';

/** The alerts module's error texts (http/error-texts.ts), and its failing-field messages. */
export const alertsErrorTexts = {
  [C.PUSH_OFF]: { en: M.PUSH_OFF, de: 'Push-Benachrichtigungen gibt es auf diesem Server nicht.', fr: 'Les alertes push ne sont pas disponibles sur ce serveur.', es: 'Las alertas push no están disponibles en este servidor.' },
  [C.EMAIL_OFF]: { en: M.EMAIL_OFF, de: 'E-Mail-Benachrichtigungen gibt es auf diesem Server nicht.', fr: 'Les alertes par e-mail ne sont pas disponibles sur ce serveur.', es: 'Las alertas por correo electrónico no están disponibles en este servidor.' },
  [C.BAD_ENDPOINT]: { en: M.BAD_ENDPOINT, de: 'Diese Adresse eines Push-Dienstes ist nicht erlaubt.', fr: "Cette adresse de service push n'est pas autorisée.", es: 'Esta dirección de servicio push no está permitida.' },
  [C.BAD_KEYS]: { en: M.BAD_KEYS, de: 'Die Schlüssel dieses Push-Abonnements sind ungültig.', fr: 'Les clés de cet abonnement push ne sont pas valides.', es: 'Las claves de esta suscripción push no son válidas.' },
  [C.DEVICE_TAKEN]: { en: M.DEVICE_TAKEN, de: 'Dieses Gerät bekommt die Push-Benachrichtigungen eines anderen Kontos. Abonniere es neu, um deine zu bekommen.', fr: "Cet appareil reçoit les alertes push d'un autre compte. Abonne-le de nouveau pour recevoir les tiennes.", es: 'Este dispositivo recibe las alertas push de otra cuenta. Vuelve a suscribirlo para recibir las tuyas.' },
  'REGISTERED_ONLY.alerts': { en: M.REGISTERED_ONLY, de: 'Nur registrierte Personen können E-Mail-Benachrichtigungen bekommen. Erstelle zuerst ein Profil.', fr: "Seules les personnes inscrites peuvent recevoir des alertes par e-mail. Crée d'abord un profil.", es: 'Solo las personas registradas pueden recibir alertas por correo electrónico. Crea primero un perfil.' },
  'RATE_LIMITED.alertsAddress': { en: M.ADDRESS_BUSY, de: 'Diese Adresse hat heute schon mehrere Bestätigungs-E-Mails bekommen. Bitte versuche es morgen noch einmal.', fr: "Cette adresse a déjà reçu plusieurs e-mails de confirmation aujourd'hui. Réessaie demain.", es: 'Esta dirección ya ha recibido hoy varios correos de confirmación. Vuelve a intentarlo mañana.' },
  [C.BAD_TOKEN]: { en: M.BAD_TOKEN, de: 'Dieser Link ist nicht mehr gültig.', fr: "Ce lien n'est plus valide.", es: 'Este enlace ya no es válido.' },
  'RATE_LIMITED.alertsEmail': { en: M.TOO_MANY_MAILS, de: 'Du hast in kurzer Zeit viele Bestätigungs-E-Mails angefordert. Bitte versuche es in einer Stunde noch einmal.', fr: "Tu as demandé beaucoup d'e-mails de confirmation en peu de temps. Réessaie dans une heure.", es: 'Has pedido muchos correos de confirmación en poco tiempo. Vuelve a intentarlo dentro de una hora.' },
  'VALIDATION_FAILED.alertsEmailInvalid': { en: 'Not an e-mail address', de: 'Keine E-Mail-Adresse', fr: "Ce n'est pas une adresse e-mail", es: 'No es una dirección de correo electrónico' },
  'VALIDATION_FAILED.alertsEmailRequired': { en: 'Enter an e-mail address', de: 'Gib eine E-Mail-Adresse ein', fr: 'Saisis une adresse e-mail', es: 'Escribe una dirección de correo electrónico' },
  'VALIDATION_FAILED.alertsToken': { en: 'Not a valid link', de: 'Kein gültiger Link', fr: "Ce n'est pas un lien valide", es: 'No es un enlace válido' },
  'VALIDATION_FAILED.alertsPushKey': { en: 'Not a base64url key', de: 'Kein base64url-Schlüssel', fr: "Ce n'est pas une clé base64url", es: 'No es una clave base64url' },
  'VALIDATION_FAILED.alertsPushEndpoint': { en: 'Not a URL', de: 'Keine URL', fr: "Ce n'est pas une URL", es: 'No es una URL' },
} as const satisfies ErrorTextCatalogue;
