import type { ServiceIdentifier } from 'inversify';
import type { ModuleSettings } from '../../../server/settings';
import { KNOWN_PUSH_HOSTS, parsePushHost, type PushHost } from './push';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export interface AlertsSettings {
  /** Web Push on (default): needs no outside account, every person still opts in. */
  pushEnabled: boolean;
  /** A key pair from the environment; null: the pair the first start made and stored in the database. */
  vapidKeys: VapidKeys | null;
  /** Who the push services may contact about this server (mailto: or https:). */
  vapidSubject: string;
  /**
   * The hosts push endpoints may be on: the known push services and ALERTS_PUSH_HOSTS. (A loopback
   * stand-in also needs the core's OUTBOUND_ALLOW_LOOPBACK: tests only.)
   */
  pushHosts: PushHost[];
  /** The SMTP server (smtp:// or smtps://, with user and password); null: e-mail alerts are off. */
  smtpUrl: string | null;
  /** The sender of alert mails. */
  smtpFrom: string;
  /** 'Your claim ends soon' is sent this many minutes before a hold ends. */
  claimLeadMinutes: number;
  /** Links in mails point here. */
  publicUrl: URL;
}

export const ALERTS_SETTINGS: ServiceIdentifier<AlertsSettings> = Symbol.for('alerts.settings');

/** A P-256 public key (65 bytes) and private key (32 bytes), base64url as web-push writes them. */
const keyBytes = (value: string) => (/^[A-Za-z0-9_-]+=*$/.test(value) ? Buffer.from(value, 'base64url').length : -1);

export const alertsSettings: ModuleSettings<AlertsSettings> = {
  vars: ['PUSH_ENABLED', 'VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT', 'ALERTS_PUSH_HOSTS', 'SMTP_URL', 'SMTP_FROM', 'ALERT_CLAIM_LEAD_MINUTES'],
  token: ALERTS_SETTINGS,
  parse({ read, bool, int, problem }, core) {
    const pushEnabled = bool('PUSH_ENABLED', true);
    const publicKey = read('VAPID_PUBLIC_KEY');
    const privateKey = read('VAPID_PRIVATE_KEY');
    let vapidKeys: VapidKeys | null = null;
    if ((publicKey === undefined) !== (privateKey === undefined)) {
      problem('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both (e.g. from `npx web-push generate-vapid-keys`) or neither (the first start makes a pair)');
    } else if (publicKey !== undefined && privateKey !== undefined) {
      if (keyBytes(publicKey) !== 65) problem(`VAPID_PUBLIC_KEY must be a base64url P-256 public key (65 bytes), got "${publicKey}"`);
      if (keyBytes(privateKey) !== 32) problem('VAPID_PRIVATE_KEY must be a base64url P-256 private key (32 bytes)');
      vapidKeys = { publicKey, privateKey };
    }
    const https = core.publicUrl.protocol === 'https:';
    const vapidSubject = read('VAPID_SUBJECT') ?? (https ? core.publicUrl.origin : `mailto:cleanquest@${core.publicUrl.hostname}`);
    if (!/^(mailto:\S+@\S+|https:\/\/\S+)$/.test(vapidSubject)) {
      problem(`VAPID_SUBJECT must be a mailto: address or an https: URL the push services can reach you by, got "${vapidSubject}"`);
    }

    const pushHosts: PushHost[] = [];
    const extraHosts = (read('ALERTS_PUSH_HOSTS') ?? '').split(',').map((h) => h.trim()).filter(Boolean);
    for (const entry of [...KNOWN_PUSH_HOSTS, ...extraHosts]) {
      const host = parsePushHost(entry);
      if (host) pushHosts.push(host);
      else problem(`ALERTS_PUSH_HOSTS must list host names, each optionally as *.domain and with :port, separated by commas (e.g. push.example.org,*.push.example.net:8443), got "${entry}"`);
    }

    const rawSmtp = read('SMTP_URL');
    let smtpUrl: string | null = null;
    if (rawSmtp !== undefined) {
      const parsed = URL.canParse(rawSmtp) ? new URL(rawSmtp) : null;
      if (!parsed || !['smtp:', 'smtps:'].includes(parsed.protocol) || !parsed.hostname) {
        problem(`SMTP_URL must look like smtp://user:password@host:587 or smtps://user:password@host:465 (user and password URL-encoded), got "${rawSmtp.replace(/\/\/[^@/]*@/, '//…@')}"`);
      } else {
        smtpUrl = rawSmtp;
      }
    }
    const smtpFrom = read('SMTP_FROM') ?? `CleanQuest <no-reply@${core.publicUrl.hostname.includes('.') ? core.publicUrl.hostname : 'localhost.localdomain'}>`;
    if (!/^([^<>\r\n]*<)?[^\s<>@]+@[^\s<>@]+>?$/.test(smtpFrom)) {
      problem(`SMTP_FROM must be an address, optionally with a name ("CleanQuest <alerts@example.org>"), got "${smtpFrom}"`);
    }
    return {
      pushEnabled,
      vapidKeys,
      vapidSubject,
      pushHosts,
      smtpUrl,
      smtpFrom,
      claimLeadMinutes: int('ALERT_CLAIM_LEAD_MINUTES', 30, 1, 24 * 60),
      publicUrl: core.publicUrl,
    };
  },
};
