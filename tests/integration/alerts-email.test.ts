import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTBOX } from '../../src/server/tokens';
import { alertsModule } from '../../src/modules/alerts/server';
import { ALERT_DELIVERY } from '../../src/modules/alerts/server/container';
import type { AlertChoices } from '../../src/modules/alerts/contract';
import { startSmtpStandIn, type ReceivedMail, type SmtpStandIn } from '../support/smtp-stand-in';
import { guest, type Person } from '../support/people';
import { backends, createTestApp, manifests, type TestApp } from '../support/test-app';
import { inUnit } from '../support/units';

const off = { push: false, email: false };
const mailOn: AlertChoices = { reportCleaned: { push: false, email: true }, claimEndsSoon: off, areaNew: off };
let events = 0;

describe.each(backends())('e-mail alerts (%s)', (backend) => {
  let t: TestApp;
  let smtp: SmtpStandIn;
  /** PUBLIC_URL's origin, where the mails' links point. */
  const base = () => t.config.publicUrl.origin;
  const re = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

  const reportCleaned = (userId: string) =>
    inUnit(t, (unit) => t.app.container.get(OUTBOX).publish(unit, 'notifications.created', { notificationId: `mail-${backend}-${++events}`, userId, kind: 'task_cleaned' }));
  const mailsTo = (address: string) => smtp.mails.filter((m) => m.to.includes(address));
  const linkToken = (mail: ReceivedMail, path: string) => {
    const m = new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`).exec(mail.text);
    if (!m) throw new Error(`no ${path} link in: ${mail.text}`);
    return m[1]!;
  };
  const optIn = async (p: Person, address: string, language: 'en' | 'de') => {
    await p.agent.put('/api/alerts/preferences').send({ choices: mailOn, language }).expect(200);
    const res = await p.agent.put('/api/alerts/email').send({ address, language });
    expect(res.status).toBe(200);
    expect(res.body.email).toEqual({ address: address.toLowerCase(), confirmed: false });
  };

  beforeAll(async () => {
    smtp = await startSmtpStandIn();
    t = await createTestApp({
      backend,
      modules: [...manifests('identity', 'gamification', 'photos', 'tasks'), alertsModule],
      // The real budgets (PUT /api/alerts/email: 5 per person and hour), not the tests' relaxed ones.
      env: { SMTP_URL: smtp.url, SMTP_FROM: 'CleanQuest <alerts@cleanquest.test>', RATE_LIMIT_FACTOR: '1' },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('double opt-in: a confirmation link first, no alert mail before it was followed, then alerts in the person’s language', async () => {
    const p = await guest(t);
    const address = `ada.${backend}@example.org`;
    await optIn(p, address.toUpperCase(), 'de');
    const [confirmation] = mailsTo(address);
    expect(confirmation).toBeDefined();
    expect(confirmation!.user).toBe('alerts');
    expect(confirmation!.from).toBe('alerts@cleanquest.test');
    expect(confirmation!.subject).toBe('Bestätige deine Adresse für CleanQuest-Benachrichtigungen');
    expect(confirmation!.text).toContain(`${base()}/alerts/confirm?token=`);

    await reportCleaned(p.id);
    expect(mailsTo(address)).toHaveLength(1);

    expect((await t.request().post('/api/alerts/email/confirm').send({ token: 'x'.repeat(32) })).status).toBe(404);
    const token = linkToken(confirmation!, '/alerts/confirm');
    expect((await t.request().post('/api/alerts/email/confirm').send({ token })).body).toEqual({ done: true });
    expect((await t.request().post('/api/alerts/email/confirm').send({ token })).status).toBe(404);
    expect((await p.agent.get('/api/alerts/preferences')).body.email).toEqual({ address, confirmed: true });

    await reportCleaned(p.id);
    const alert = mailsTo(address)[1];
    expect(alert).toBeDefined();
    expect(alert!.subject).toBe('Deine Meldung wurde aufgeräumt');
    expect(alert!.text).toContain('Der Müll, den du gemeldet hast, wurde aufgeräumt.');
    expect(alert!.text).toContain(`Alle E-Mail-Benachrichtigungen abbestellen: ${base()}/alerts/unsubscribe?token=`);
    expect(alert!.html).toContain('<html lang="de">');
    expect(alert!.headers['list-unsubscribe']).toMatch(new RegExp(`^<${re(base())}/alerts/unsubscribe\\?token=[A-Za-z0-9_-]+>$`));
  });

  it('the unsubscribe link works without a session and stops every mail to the address', async () => {
    const p = await guest(t);
    const address = `bo.${backend}@example.org`;
    await optIn(p, address, 'en');
    await t.request().post('/api/alerts/email/confirm').send({ token: linkToken(mailsTo(address)[0]!, '/alerts/confirm') }).expect(200);
    await reportCleaned(p.id);
    const alert = mailsTo(address)[1]!;
    expect(alert.subject).toBe('Your report was cleaned');
    expect(alert.text).toContain(`Open CleanQuest: ${base()}/`);

    const token = linkToken(alert, '/alerts/unsubscribe');
    expect((await t.request().post('/api/alerts/email/unsubscribe').send({ token })).body).toEqual({ done: true });
    expect((await p.agent.get('/api/alerts/preferences')).body.email).toBeNull();
    await reportCleaned(p.id);
    expect(mailsTo(address)).toHaveLength(2);
    expect((await t.request().post('/api/alerts/email/unsubscribe').send({ token })).status).toBe(404);
  });

  it('a mail the SMTP server refuses is sent again later, once', async () => {
    const p = await guest(t);
    const address = `cy.${backend}@example.org`;
    await optIn(p, address, 'en');
    await t.request().post('/api/alerts/email/confirm').send({ token: linkToken(mailsTo(address)[0]!, '/alerts/confirm') }).expect(200);
    smtp.failNext(1);
    await reportCleaned(p.id);
    expect(mailsTo(address)).toHaveLength(1);
    t.clock.advance(31_000);
    await t.app.container.get(ALERT_DELIVERY).deliverDue();
    await t.app.container.get(ALERT_DELIVERY).deliverDue();
    expect(mailsTo(address)).toHaveLength(2);
    expect(mailsTo(address)[1]!.subject).toBe('Your report was cleaned');
  });

  it('limits the confirmation mails one person can ask for (5 an hour), answering in the request’s language', async () => {
    const p = await guest(t);
    for (let i = 1; i <= 5; i++) await p.agent.put('/api/alerts/email').send({ address: `flood${i}.${backend}@example.org`, language: 'en' }).expect(200);
    const refused = await p.agent.put('/api/alerts/email').set('Accept-Language', 'de').send({ address: `flood6.${backend}@example.org`, language: 'de' });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'RATE_LIMITED', error: 'Du hast in kurzer Zeit viele Bestätigungs-E-Mails angefordert. Bitte versuche es in einer Stunde noch einmal.' });
    expect(mailsTo(`flood6.${backend}@example.org`)).toHaveLength(0);
  });

  it('the data export shows the address and choices without tokens; erasure removes them', async () => {
    const p = await guest(t);
    const address = `di.${backend}@example.org`;
    await optIn(p, address, 'en');
    const { alertsPersonalData } = await import('../../src/modules/alerts/server/personal-data');
    const { ALERTS_REPO, ALERT_DELIVERIES_REPO } = await import('../../src/modules/alerts/server/container');
    const handler = alertsPersonalData(t.app.container.get(ALERTS_REPO), t.app.container.get(ALERT_DELIVERIES_REPO));
    const exported = await inUnit(t, (unit) => handler.export(p.id, unit));
    expect(exported.alertEmail).toEqual({ address, confirmedAt: null });
    expect(JSON.stringify(exported)).not.toMatch(/token/i);
    await inUnit(t, (unit) => handler.erase(p.id, unit));
    expect(await t.db('alert_emails').where({ user_id: p.id })).toEqual([]);
    expect(await t.db('alert_preferences').where({ user_id: p.id })).toEqual([]);
  });
});

describe('e-mail alerts off', () => {
  it('without SMTP_URL: the client config says so and opting in is refused', async () => {
    const t = await createTestApp({ backend: 'pglite', modules: [...manifests('identity'), alertsModule] });
    try {
      expect((await t.request().get('/api/config')).body.alerts).toEqual({ push: true, email: false });
      const p = await guest(t);
      const res = await p.agent.put('/api/alerts/email').send({ address: 'ed@example.org', language: 'en' });
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('ALERTS_EMAIL_OFF');
    } finally {
      await t.close();
    }
  });
});
