import nodemailer, { type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { Mail } from './texts';

/** Sends mail through the SMTP server of SMTP_URL (nodemailer; one transport per process, made on first use). */
export interface Mailer {
  send(to: string, mail: Mail): Promise<void>;
  close(): void;
}

export function smtpMailer(smtpUrl: string, from: string): Mailer {
  let transport: Transporter<SMTPTransport.SentMessageInfo> | null = null;
  const get = () => {
    const options: SMTPTransport.Options = { url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };
    transport ??= nodemailer.createTransport(options);
    return transport;
  };
  return {
    async send(to, mail) {
      await get().sendMail({ from, to, subject: mail.subject, text: mail.text, html: mail.html, headers: mail.headers });
    },
    close() {
      transport?.close();
      transport = null;
    },
  };
}
