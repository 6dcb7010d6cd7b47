import { describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { readModuleSettings } from '../../../server/config';
import type { Env } from '../../../server/settings';
import { alertsSettings } from './settings';

const settings = (env: Env) => readModuleSettings(alertsSettings, env);

describe('alerts settings', () => {
  it('by default: push on with keys from the database, e-mail off, 30 minutes lead', () => {
    const s = settings({});
    expect(s).toMatchObject({ pushEnabled: true, vapidKeys: null, smtpUrl: null, claimLeadMinutes: 30 });
    expect(s.pushHosts).toEqual([
      { host: 'fcm.googleapis.com', wildcard: false, port: '' },
      { host: 'push.services.mozilla.com', wildcard: true, port: '' },
      { host: 'push.apple.com', wildcard: true, port: '' },
      { host: 'notify.windows.com', wildcard: true, port: '' },
    ]);
    expect(s.vapidSubject).toMatch(/^mailto:cleanquest@localhost$/);
    expect(settings({ PUSH_ENABLED: 'off' }).pushEnabled).toBe(false);
  });

  it('extends the push services by ALERTS_PUSH_HOSTS, and refuses entries that are no host', () => {
    expect(settings({ ALERTS_PUSH_HOSTS: 'Push.Example.org, *.push.example.net:8443,127.0.0.1:4711,[::1]:4712' }).pushHosts.slice(4)).toEqual([
      { host: 'push.example.org', wildcard: false, port: '' },
      { host: 'push.example.net', wildcard: true, port: '8443' },
      { host: '127.0.0.1', wildcard: false, port: '4711' },
      { host: '[::1]', wildcard: false, port: '4712' },
    ]);
    for (const bad of ['https://push.example.org', 'push.example.org/x', '*', '*.', 'a b', 'push.example.org:0', 'user@push.example.org']) {
      expect(() => settings({ ALERTS_PUSH_HOSTS: bad }), bad).toThrow(/ALERTS_PUSH_HOSTS must list host names/);
    }
  });

  it('takes SMTP_URL and SMTP_FROM', () => {
    const s = settings({ SMTP_URL: 'smtps://alerts:p%40ss@mail.example.org:465', SMTP_FROM: 'CleanQuest <alerts@example.org>' });
    expect(s.smtpUrl).toBe('smtps://alerts:p%40ss@mail.example.org:465');
    expect(s.smtpFrom).toBe('CleanQuest <alerts@example.org>');
  });

  it('refuses a bad SMTP_URL at start with a clear message that does not repeat the password', () => {
    expect(() => settings({ SMTP_URL: 'mail.example.org' })).toThrow(/SMTP_URL must look like smtp:\/\/user:password@host:587 .*got "mail\.example\.org"/);
    let message = '';
    try {
      settings({ SMTP_URL: 'http://alerts:hunter2@mail.example.org' });
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toMatch(/SMTP_URL must look like/);
    expect(message).not.toContain('hunter2');
    expect(() => settings({ SMTP_FROM: 'not an address' })).toThrow(/SMTP_FROM must be an address/);
  });

  it('takes a VAPID pair from the environment only whole and well-formed', () => {
    const keys = webpush.generateVAPIDKeys();
    expect(settings({ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey }).vapidKeys).toEqual(keys);
    expect(() => settings({ VAPID_PUBLIC_KEY: keys.publicKey })).toThrow(/VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together/);
    expect(() => settings({ VAPID_PUBLIC_KEY: 'abc', VAPID_PRIVATE_KEY: keys.privateKey })).toThrow(/VAPID_PUBLIC_KEY must be a base64url P-256 public key/);
    expect(() => settings({ VAPID_SUBJECT: 'http://example.org' })).toThrow(/VAPID_SUBJECT must be a mailto: address or an https: URL/);
    expect(() => settings({ ALERT_CLAIM_LEAD_MINUTES: '0' })).toThrow(/ALERT_CLAIM_LEAD_MINUTES must be a whole number from 1 to 1440/);
  });
});
