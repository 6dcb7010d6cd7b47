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
  },
});

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
  },
});

/** Issue 24: a task reported inside one of the person's areas (the map opens). */
export const areaTaskMessage = (): AlertMessage => ({
  url: '/map',
  texts: {
    en: { title: 'New litter reported in your area', body: 'Someone reported litter in one of your areas. Open the app to see it in your notifications.' },
    de: { title: 'Neuer Müll in deinem Gebiet gemeldet', body: 'Jemand hat in einem deiner Gebiete Müll gemeldet. Öffne die App, um es in deinen Benachrichtigungen zu sehen.' },
  },
});

/** Issue 24: a cleanup event created inside one of the person's areas (the events list opens). */
export const areaEventMessage = (): AlertMessage => ({
  url: '/events',
  texts: {
    en: { title: 'New cleanup event in your area', body: 'A cleanup event was organised in one of your areas. Open the app to see it in your notifications.' },
    de: { title: 'Neue Aufräumaktion in deinem Gebiet', body: 'In einem deiner Gebiete wurde eine Aufräumaktion geplant. Öffne die App, um sie in deinen Benachrichtigungen zu sehen.' },
  },
});

/** Issue 42: a visit to a spot the person adopted is due within a day (the map opens). */
export const adoptionDueMessage = (): AlertMessage => ({
  url: '/map',
  texts: {
    en: { title: 'A visit to your spot is due', body: 'The cycle of a spot you adopted ends within a day. Clean up or survey it, or the cycle counts as missed.' },
    de: { title: 'Ein Besuch an deinem Ort steht an', body: 'Der Zeitraum eines Orts, den du adoptiert hast, endet in einem Tag. Räume ihn auf oder erfasse ihn, sonst gilt der Zeitraum als verpasst.' },
  },
});

/** Issue 42: a spot the person adopted was released after cycles without a visit. */
export const adoptionReleasedMessage = (): AlertMessage => ({
  url: '/map',
  texts: {
    en: { title: 'Your adopted spot was released', body: 'Nobody visited a spot you adopted for two cycles in a row, so it is free for others to adopt.' },
    de: { title: 'Dein adoptierter Ort wurde freigegeben', body: 'Niemand hat einen Ort, den du adoptiert hast, zwei Zeiträume in Folge besucht, darum können ihn jetzt andere adoptieren.' },
  },
});

/**
 * The subject of an alert mail: a fixed text per kind, never the message's title. The title may hold
 * words people chose (an area's or an event's name), and a subject is what a phishing mail would use;
 * the title goes into the body, escaped (issue 33).
 */
export const ALERT_MAIL_SUBJECTS: Record<AlertKind, Record<Lang, string>> = {
  reportCleaned: { en: 'Your report was cleaned', de: 'Deine Meldung wurde aufgeräumt' },
  claimEndsSoon: { en: 'Your claim ends soon', de: 'Deine Reservierung endet bald' },
  areaNew: { en: 'News in your areas', de: 'Neuigkeiten in deinen Gebieten' },
  adoptionDue: { en: 'Your adopted spot', de: 'Dein adoptierter Ort' },
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
