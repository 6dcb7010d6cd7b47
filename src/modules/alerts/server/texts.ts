import type { AlertKind, AlertMessage } from '../contract';
import { directionOf, type Language } from '../../../shared/language';

type Lang = Language;

/** The path the 'your report was cleaned' alert opens (the notification list, else the reporter's tasks). */
export const REPORT_CLEANED_URL = '/tasks';

/** The reporter's 'your report was cleaned'. */
export const reportCleanedMessage = (): AlertMessage => ({
  url: REPORT_CLEANED_URL,
  texts: {
    en: { title: 'Your report was cleaned', body: 'The litter you reported has been cleaned up. Thank you for reporting it!' },
    de: { title: 'Deine Meldung wurde aufgeräumt', body: 'Der Müll, den du gemeldet hast, wurde aufgeräumt. Danke für deine Meldung!' },
    fr: { title: 'Ton signalement a été nettoyé', body: 'Les déchets que tu as signalés ont été nettoyés. Merci de les avoir signalés !' },
    es: { title: 'Se ha limpiado tu reporte', body: 'Se ha limpiado la basura que reportaste. ¡Gracias por reportarla!' },
    it: { title: 'La tua segnalazione è stata pulita', body: 'I rifiuti che hai segnalato sono stati puliti. Grazie per la segnalazione!' },
    nl: { title: 'De plek die je meldde is opgeruimd', body: 'Het zwerfafval dat je hebt gemeld, is opgeruimd. Bedankt voor je melding!' },
    pl: { title: 'Miejsce z twojego zgłoszenia jest posprzątane', body: 'Zgłoszone przez ciebie śmieci zostały posprzątane. Dziękujemy za zgłoszenie!' },
    ar: { title: 'نُظِّف ما أبلغت عنه', body: 'نُظِّفت النفايات التي أبلغت عنها. شكرًا على إبلاغك!' },
  },
});

/** Polish "minutes" after "za" (accusative), per plural form of Intl.PluralRules('pl'). */
const PL_MINUTES: Record<string, string> = { one: 'minutę', few: 'minuty', many: 'minut', other: 'minuty' };

/** 'in N minutes' in Arabic, by the language's six plural forms (Intl.PluralRules('ar')). */
function arabicMinutes(minutes: number): string {
  switch (new Intl.PluralRules('ar').select(minutes)) {
    case 'zero':
      return 'الآن';
    case 'one':
      return 'خلال دقيقة واحدة';
    case 'two':
      return 'خلال دقيقتين';
    case 'few':
      return `خلال ${minutes} دقائق`;
    case 'many':
      return `خلال ${minutes} دقيقة`;
    default:
      return `خلال ${minutes} دقيقة`;
  }
}

/** The assignee's 'your claim ends soon', `minutes` before the hold ends. */
export const claimEndsSoonMessage = (minutes: number): AlertMessage => ({
  url: '/tasks',
  texts: {
    en: {
      title: 'Your claim ends soon',
      body: `Your hold on a task ends in ${minutes} minute${minutes === 1 ? '' : 's'}. Finish it or release it, or it goes back to the map.`,
    },
    de: {
      title: 'Deine Reservierung endet bald',
      body: `Deine Reservierung einer Aufgabe endet in ${minutes} ${minutes === 1 ? 'Minute' : 'Minuten'}. Erledige sie oder gib sie frei, sonst kommt sie zurück auf die Karte.`,
    },
    fr: {
      title: 'Ta réservation se termine bientôt',
      // French: 0 and 1 take the singular (Intl.PluralRules 'one').
      body: `Ta réservation d’une tâche se termine dans ${minutes} ${minutes === 0 || minutes === 1 ? 'minute' : 'minutes'}. Termine-la ou libère-la, sinon elle retourne sur la carte.`,
    },
    es: {
      title: 'Tu reserva termina pronto',
      body: `Tu reserva de una tarea termina en ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}. Termínala o libérala; si no, vuelve al mapa.`,
    },
    it: {
      title: 'La tua prenotazione sta per scadere',
      body: `La tua prenotazione di un'attività scade tra ${minutes} ${minutes === 1 ? 'minuto' : 'minuti'}. Completala o liberala, altrimenti torna sulla mappa.`,
    },
    nl: {
      title: 'Je reservering loopt bijna af',
      body: `Je reservering van een taak loopt over ${minutes} ${minutes === 1 ? 'minuut' : 'minuten'} af. Voltooi de taak of geef haar vrij, anders gaat ze terug naar de kaart.`,
    },
    pl: {
      title: 'Twoja rezerwacja wkrótce się kończy',
      body: `Twoja rezerwacja zadania kończy się za ${minutes} ${PL_MINUTES[new Intl.PluralRules('pl').select(minutes)]}. Zakończ je albo zwolnij, inaczej wróci na mapę.`,
    },
    ar: {
      title: 'حجزك ينتهي قريبًا',
      body: `ينتهي حجزك لإحدى المهام ${arabicMinutes(minutes)}. أكملها أو ألغِ حجزها، وإلا فستعود إلى الخريطة.`,
    },
  },
});

/** Issue 24: a task reported inside one of the person's areas (the map opens). */
export const areaTaskMessage = (): AlertMessage => ({
  url: '/map',
  texts: {
    en: { title: 'New litter reported in your area', body: 'Someone reported litter in one of your areas. Open the app to see it in your notifications.' },
    de: { title: 'Neuer Müll in deinem Gebiet gemeldet', body: 'Jemand hat in einem deiner Gebiete Müll gemeldet. Öffne die App, um es in deinen Benachrichtigungen zu sehen.' },
    fr: { title: 'Nouveaux déchets signalés dans ta zone', body: 'Quelqu’un a signalé des déchets dans l’une de tes zones. Ouvre l’appli pour le voir dans tes notifications.' },
    es: { title: 'Nueva basura reportada en tu zona', body: 'Alguien ha reportado basura en una de tus zonas. Abre la aplicación para verlo en tus notificaciones.' },
    it: { title: 'Nuovi rifiuti segnalati nella tua zona', body: "Qualcuno ha segnalato dei rifiuti in una delle tue zone. Apri l'app per vederlo nelle tue notifiche." },
    nl: { title: 'Nieuw zwerfafval gemeld in je gebied', body: 'Iemand heeft zwerfafval gemeld in een van je gebieden. Open de app om het in je notificaties te zien.' },
    pl: { title: 'Nowe śmieci zgłoszone w twoim obszarze', body: 'Ktoś zgłosił śmieci w jednym z twoich obszarów. Otwórz aplikację, aby zobaczyć to w powiadomieniach.' },
    ar: { title: 'بلاغ جديد عن نفايات في منطقتك', body: 'أبلغ أحدهم عن نفايات في إحدى مناطقك. افتح التطبيق لتراه في إشعاراتك.' },
  },
});

/** Issue 24: a cleanup event created inside one of the person's areas (the events list opens). */
export const areaEventMessage = (): AlertMessage => ({
  url: '/events',
  texts: {
    en: { title: 'New cleanup event in your area', body: 'A cleanup event was organised in one of your areas. Open the app to see it in your notifications.' },
    de: { title: 'Neue Aufräumaktion in deinem Gebiet', body: 'In einem deiner Gebiete wurde eine Aufräumaktion geplant. Öffne die App, um sie in deinen Benachrichtigungen zu sehen.' },
    fr: { title: 'Nouvelle opération de nettoyage dans ta zone', body: 'Une opération de nettoyage a été organisée dans l’une de tes zones. Ouvre l’appli pour la voir dans tes notifications.' },
    es: { title: 'Nueva jornada de limpieza en tu zona', body: 'Se ha organizado una jornada de limpieza en una de tus zonas. Abre la aplicación para verla en tus notificaciones.' },
    it: { title: 'Nuovo evento di pulizia nella tua zona', body: "È stato organizzato un evento di pulizia in una delle tue zone. Apri l'app per vederlo nelle tue notifiche." },
    nl: { title: 'Nieuwe opruimactie in je gebied', body: 'Er is een opruimactie georganiseerd in een van je gebieden. Open de app om haar in je notificaties te zien.' },
    pl: { title: 'Nowa akcja sprzątania w twoim obszarze', body: 'W jednym z twoich obszarów zorganizowano akcję sprzątania. Otwórz aplikację, aby zobaczyć ją w powiadomieniach.' },
    ar: { title: 'حملة تنظيف جديدة في منطقتك', body: 'نُظِّمت حملة تنظيف في إحدى مناطقك. افتح التطبيق لتراها في إشعاراتك.' },
  },
});

/** Issue 42: a visit to a spot the person adopted is due within a day (the map opens). */
export const adoptionDueMessage = (): AlertMessage => ({
  url: '/map',
  texts: {
    en: { title: 'A visit to your spot is due', body: 'The cycle of a spot you adopted ends within a day. Clean up or survey it, or the cycle counts as missed.' },
    de: { title: 'Ein Besuch an deinem Ort steht an', body: 'Der Zeitraum eines Orts, den du adoptiert hast, endet in einem Tag. Räume ihn auf oder erfasse ihn, sonst gilt der Zeitraum als verpasst.' },
    fr: { title: 'Une visite à ton lieu approche', body: "La période d'un lieu que tu as adopté se termine dans moins d'un jour. Nettoie-le ou fais-y un relevé, sinon la période comptera comme manquée." },
    es: { title: 'Toca visitar tu lugar', body: 'El periodo de un lugar que has adoptado termina en menos de un día. Límpialo o haz un muestreo allí; si no, el periodo contará como perdido.' },
    it: { title: 'È in scadenza una visita al tuo luogo', body: 'Il periodo di un luogo che hai adottato si chiude entro un giorno. Puliscilo o fai un rilevamento, altrimenti il periodo conta come mancato.' },
    nl: { title: 'Tijd voor een bezoek aan je plek', body: 'De periode van een plek die je hebt geadopteerd, loopt binnen een dag af. Ruim haar op of doe er een telling, anders telt de periode als gemist.' },
    pl: { title: 'Zbliża się termin wizyty w twoim miejscu', body: 'Okres zaadoptowanego przez ciebie miejsca kończy się w ciągu doby. Posprzątaj je albo przeprowadź w nim badanie, inaczej okres zostanie uznany za opuszczony.' },
    ar: { title: 'حان موعد زيارة مكانك', body: 'تنتهي خلال يوم دورةُ مكان تتبنّاه. نظِّفه أو أجرِ فيه مسحًا، وإلا احتُسبت الدورة فائتة.' },
  },
});

/** Issue 42: a spot the person adopted was released after cycles without a visit. */
export const adoptionReleasedMessage = (): AlertMessage => ({
  url: '/map',
  texts: {
    en: { title: 'Your adopted spot was released', body: 'Nobody visited a spot you adopted for two cycles in a row, so it is free for others to adopt.' },
    de: { title: 'Dein adoptierter Ort wurde freigegeben', body: 'Niemand hat einen Ort, den du adoptiert hast, zwei Zeiträume in Folge besucht, darum können ihn jetzt andere adoptieren.' },
    fr: { title: 'Ton lieu adopté a été libéré', body: "Personne n'a visité un lieu que tu as adopté pendant deux périodes d'affilée : il peut maintenant être adopté par d'autres." },
    es: { title: 'Se ha liberado tu lugar adoptado', body: 'Nadie ha visitado un lugar que has adoptado durante dos periodos seguidos, así que ahora otras personas pueden adoptarlo.' },
    it: { title: 'Il tuo luogo adottato è stato liberato', body: 'Nessuno ha visitato un luogo che hai adottato per due periodi di fila, quindi ora altre persone possono adottarlo.' },
    nl: { title: 'Je geadopteerde plek is vrijgegeven', body: 'Niemand heeft een plek die je hebt geadopteerd twee periodes op rij bezocht, dus anderen kunnen haar nu adopteren.' },
    pl: { title: 'Twoje adoptowane miejsce zostało zwolnione', body: 'Nikt nie odwiedził zaadoptowanego przez ciebie miejsca przez dwa kolejne okresy, więc inni mogą je teraz zaadoptować.' },
    ar: { title: 'حُرِّر المكان الذي تتبنّاه', body: 'لم يزر أحد مكانًا تتبنّاه طوال دورتين متتاليتين، فصار متاحًا ليتبنّاه غيرك.' },
  },
});

/**
 * The subject of an alert mail: a fixed text per kind, never the message's title. The title may hold
 * words people chose (an area's or an event's name), and a subject is what a phishing mail would use;
 * the title goes into the body, escaped (issue 33).
 */
export const ALERT_MAIL_SUBJECTS: Record<AlertKind, Record<Lang, string>> = {
  reportCleaned: { en: 'Your report was cleaned', de: 'Deine Meldung wurde aufgeräumt', fr: 'Ton signalement a été nettoyé', es: 'Se ha limpiado tu reporte', it: 'La tua segnalazione è stata pulita', nl: 'De plek die je meldde is opgeruimd', pl: 'Miejsce z twojego zgłoszenia jest posprzątane', ar: 'نُظِّف ما أبلغت عنه' },
  claimEndsSoon: { en: 'Your claim ends soon', de: 'Deine Reservierung endet bald', fr: 'Ta réservation se termine bientôt', es: 'Tu reserva termina pronto', it: 'La tua prenotazione sta per scadere', nl: 'Je reservering loopt bijna af', pl: 'Twoja rezerwacja wkrótce się kończy', ar: 'حجزك ينتهي قريبًا' },
  areaNew: { en: 'News in your areas', de: 'Neuigkeiten in deinen Gebieten', fr: 'Du nouveau dans tes zones', es: 'Novedades en tus zonas', it: 'Novità nelle tue zone', nl: 'Nieuws in je gebieden', pl: 'Nowości w twoich obszarach', ar: 'جديد في مناطقك' },
  adoptionDue: { en: 'Your adopted spot', de: 'Dein adoptierter Ort', fr: 'Ton lieu adopté', es: 'Tu lugar adoptado', it: 'Il tuo luogo adottato', nl: 'Je geadopteerde plek', pl: 'Twoje adoptowane miejsce', ar: 'المكان الذي تتبنّاه' },
};

/** The mails' own texts (around the alert's title and body), per language. */
export const MAIL_TEXTS = {
  en: {
    open: 'Open CleanQuest',
    why: 'You get this e-mail because you turned on e-mail alerts in CleanQuest.',
    unsubscribe: 'Stop all e-mail alerts',
    confirmSubject: 'Confirm your address for CleanQuest alerts',
    confirmBody: 'Someone, hopefully you, asked for CleanQuest alerts at this address. Confirm it with this link:',
    confirmIgnore: 'If it was not you, ignore this e-mail: no alert will be sent to this address.',
    confirmButton: 'Confirm my address',
  },
  de: {
    open: 'CleanQuest öffnen',
    why: 'Du bekommst diese E-Mail, weil du E-Mail-Benachrichtigungen in CleanQuest eingeschaltet hast.',
    unsubscribe: 'Alle E-Mail-Benachrichtigungen abbestellen',
    confirmSubject: 'Bestätige deine Adresse für CleanQuest-Benachrichtigungen',
    confirmBody: 'Jemand, hoffentlich du, hat CleanQuest-Benachrichtigungen an diese Adresse bestellt. Bestätige sie mit diesem Link:',
    confirmIgnore: 'Warst du es nicht, ignoriere diese E-Mail: An diese Adresse wird dann nichts geschickt.',
    confirmButton: 'Meine Adresse bestätigen',
  },
  fr: {
    open: 'Ouvrir CleanQuest',
    why: 'Tu reçois cet e-mail parce que tu as activé les alertes par e-mail dans CleanQuest.',
    unsubscribe: 'Arrêter toutes les alertes par e-mail',
    confirmSubject: 'Confirme ton adresse pour les alertes CleanQuest',
    confirmBody: 'Quelqu’un, sans doute toi, a demandé des alertes CleanQuest à cette adresse. Confirme-la avec ce lien :',
    confirmIgnore: 'Si ce n’était pas toi, ignore cet e-mail : aucune alerte ne sera envoyée à cette adresse.',
    confirmButton: 'Confirmer mon adresse',
  },
  es: {
    open: 'Abrir CleanQuest',
    why: 'Recibes este correo porque activaste las alertas por correo electrónico en CleanQuest.',
    unsubscribe: 'Dejar de recibir todas las alertas por correo',
    confirmSubject: 'Confirma tu dirección para las alertas de CleanQuest',
    confirmBody: 'Alguien, esperamos que tú, ha pedido alertas de CleanQuest en esta dirección. Confírmala con este enlace:',
    confirmIgnore: 'Si no has sido tú, ignora este correo: no se enviará ninguna alerta a esta dirección.',
    confirmButton: 'Confirmar mi dirección',
  },
  it: {
    open: 'Apri CleanQuest',
    why: 'Ricevi questa e-mail perché hai attivato gli avvisi via e-mail in CleanQuest.',
    unsubscribe: 'Interrompi tutti gli avvisi via e-mail',
    confirmSubject: 'Conferma il tuo indirizzo per gli avvisi di CleanQuest',
    confirmBody: 'Qualcuno, speriamo tu, ha richiesto gli avvisi di CleanQuest a questo indirizzo. Confermalo con questo link:',
    confirmIgnore: 'Se la richiesta non è partita da te, ignora questa e-mail: a questo indirizzo non verrà inviato nessun avviso.',
    confirmButton: 'Conferma il mio indirizzo',
  },
  nl: {
    open: 'CleanQuest openen',
    why: 'Je krijgt deze e-mail omdat je notificaties per e-mail hebt aangezet in CleanQuest.',
    unsubscribe: 'Alle notificaties per e-mail stoppen',
    confirmSubject: 'Bevestig je adres voor notificaties van CleanQuest',
    confirmBody: 'Iemand, hopelijk jij, heeft op dit adres notificaties van CleanQuest aangevraagd. Bevestig het met deze link:',
    confirmIgnore: 'Was jij het niet, negeer dan deze e-mail: er wordt dan geen notificatie naar dit adres gestuurd.',
    confirmButton: 'Mijn adres bevestigen',
  },
  pl: {
    open: 'Otwórz CleanQuest',
    why: 'Otrzymujesz ten e-mail, ponieważ w CleanQuest są włączone twoje powiadomienia e-mailem.',
    unsubscribe: 'Wyłącz wszystkie powiadomienia e-mailem',
    confirmSubject: 'Potwierdź swój adres dla powiadomień CleanQuest',
    confirmBody: 'Ktoś, miejmy nadzieję, że ty, zamówił powiadomienia CleanQuest na ten adres. Potwierdź go tym linkiem:',
    confirmIgnore: 'Jeśli to nie ty, zignoruj ten e-mail: na ten adres nie zostanie wysłane żadne powiadomienie.',
    confirmButton: 'Potwierdź mój adres',
  },
  ar: {
    open: 'فتح CleanQuest',
    why: 'تصلك هذه الرسالة لأنك فعّلت التنبيهات بالبريد الإلكتروني في CleanQuest.',
    unsubscribe: 'إيقاف كل التنبيهات بالبريد الإلكتروني',
    confirmSubject: 'أكّد عنوانك لتنبيهات CleanQuest',
    confirmBody: 'طلب أحدهم، ونأمل أن تكون أنت، تنبيهات CleanQuest على هذا العنوان. أكّده بهذا الرابط:',
    confirmIgnore: 'إن لم تكن أنت، فتجاهل هذه الرسالة: لن يُرسل أي تنبيه إلى هذا العنوان.',
    confirmButton: 'تأكيد عنواني',
  },
} as const satisfies Record<Lang, Record<string, string>>;

export interface Mail {
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const page = (lang: Lang, paragraphs: string): string =>
  `<!doctype html><html lang="${lang}" dir="${directionOf(lang)}"><body style="font-family:sans-serif;line-height:1.5;color:#1b1b1b">${paragraphs}</body></html>`;

/**
 * An alert as a mail: the kind's fixed subject, the title and text in plain text and simple HTML
 * (escaped) in the person's language, with the unsubscribe link (also as List-Unsubscribe).
 */
export function alertMail(kind: AlertKind, message: AlertMessage, lang: Lang, base: URL, unsubscribeUrl: string): Mail {
  const t = MAIL_TEXTS[lang];
  const { title, body } = message.texts[lang];
  const open = new URL(message.url, base).toString();
  return {
    subject: ALERT_MAIL_SUBJECTS[kind][lang],
    text: `${title}\n\n${body}\n\n${t.open}: ${open}\n\n-- \n${t.why}\n${t.unsubscribe}: ${unsubscribeUrl}\n`,
    html: page(
      lang,
      `<h1 style="font-size:1.3em">${escapeHtml(title)}</h1><p>${escapeHtml(body)}</p><p><a href="${escapeHtml(open)}">${t.open}</a></p>` +
        `<hr><p style="font-size:0.9em;color:#555">${t.why}<br><a href="${escapeHtml(unsubscribeUrl)}">${t.unsubscribe}</a></p>`,
    ),
    headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>` },
  };
}

/** The double opt-in's mail with the confirmation link. */
export function confirmationMail(lang: Lang, confirmUrl: string): Mail {
  const t = MAIL_TEXTS[lang];
  return {
    subject: t.confirmSubject,
    text: `${t.confirmBody}\n\n${confirmUrl}\n\n${t.confirmIgnore}\n`,
    html: page(lang, `<p>${t.confirmBody}</p><p><a href="${escapeHtml(confirmUrl)}">${t.confirmButton}</a></p><p>${t.confirmIgnore}</p>`),
    headers: {},
  };
}
