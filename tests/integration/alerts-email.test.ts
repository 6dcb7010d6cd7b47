import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTBOX } from '../../src/server/tokens';
import { alertsModule } from '../../src/modules/alerts/server';
import { ALERT_DELIVERY, ALERTS_SERVICE } from '../../src/modules/alerts/server/container';
import { ALERTS_API, CONFIRMATION_MAILS_PER_ADDRESS, type AlertChoices, type AlertsApi } from '../../src/modules/alerts/contract';
import { startSmtpStandIn, type ReceivedMail, type SmtpStandIn } from '../support/smtp-stand-in';
import { guest, member, type Person } from '../support/people';
import { backends, createTestApp, manifests, type TestApp } from '../support/test-app';
import { inUnit } from '../support/units';

const off = { push: false, email: false };
const mailOn: AlertChoices = { reportCleaned: { push: false, email: true }, claimEndsSoon: off, areaNew: off, adoptionDue: off };
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
      modules: [...manifests('guest', 'notifications', 'gamification', 'photos', 'tasks', 'reports', 'areas', 'events'), alertsModule],
      // The real budgets (PUT /api/alerts/email: 5 per person and hour), not the tests' relaxed ones.
      env: { SMTP_URL: smtp.url, SMTP_FROM: 'CleanQuest <alerts@cleanquest.test>', RATE_LIMIT_FACTOR: '1', TRUST_PROXY: 'true' },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('double opt-in: a confirmation link first, no alert mail before it was followed, then alerts in the person’s language', async () => {
    const p = await member(t);
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
    expect(alert!.html).toContain('<html lang="de" dir="ltr">');
    expect(alert!.headers['list-unsubscribe']).toMatch(new RegExp(`^<${re(base())}/alerts/unsubscribe\\?token=[A-Za-z0-9_-]+>$`));
  });

  it('the unsubscribe link works without a session and stops every mail to the address', async () => {
    const p = await member(t);
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
    const p = await member(t);
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
    const p = await member(t);
    for (let i = 1; i <= 5; i++) await p.agent.put('/api/alerts/email').send({ address: `flood${i}.${backend}@example.org`, language: 'en' }).expect(200);
    const refused = await p.agent.put('/api/alerts/email').set('Accept-Language', 'de').send({ address: `flood6.${backend}@example.org`, language: 'de' });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'RATE_LIMITED', error: 'Du hast in kurzer Zeit viele Bestätigungs-E-Mails angefordert. Bitte versuche es in einer Stunde noch einmal.' });
    expect(mailsTo(`flood6.${backend}@example.org`)).toHaveLength(0);
  });

  it('refuses guests (403 REGISTERED_ONLY, before the per-person limit counts them) and mails them nothing', async () => {
    const g = await guest(t);
    const address = `guest.${backend}@example.org`;
    for (let i = 0; i < 7; i++) {
      const res = await g.agent.put('/api/alerts/email').set('Accept-Language', i === 0 ? 'de' : 'en').send({ address, language: 'en' });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('REGISTERED_ONLY');
      if (i === 0) expect(res.body.error).toBe('Nur registrierte Personen können E-Mail-Benachrichtigungen bekommen. Erstelle zuerst ein Profil.');
    }
    expect(mailsTo(address)).toHaveLength(0);
    expect(await t.db('alert_emails').where({ user_id: g.id })).toEqual([]);
  });

  it(`mails one address at most ${CONFIRMATION_MAILS_PER_ADDRESS} confirmations a day, whoever asks: 20 people x 5 asks`, async () => {
    const victim = `victim.${backend}@example.org`;
    // The same mailbox written in other ways counts as the same address.
    const spellings = [victim, victim.toUpperCase(), victim.replace('@', '+1@'), victim.replace('@', '+news@'), victim];
    const people = await Promise.all(Array.from({ length: 20 }, () => member(t)));
    const answers: number[] = [];
    // Each from an address of their own (X-Forwarded-For with TRUST_PROXY): the per-address budget is another test's.
    for (const [i, p] of people.entries()) {
      for (const address of spellings) {
        const res = await p.agent.put('/api/alerts/email').set('X-Forwarded-For', `198.51.100.${i + 1}`).send({ address, language: 'en' });
        answers.push(res.status);
        if (res.status === 429) {
          expect(res.body).toMatchObject({ code: 'RATE_LIMITED', error: 'This address has received several confirmation e-mails today. Please try again tomorrow.' });
          expect(Number(res.headers['retry-after'])).toBeGreaterThan(86_000);
        }
      }
    }
    const received = smtp.mails.filter((m) => m.to.some((to) => to.replace(/\+[^@]*@/, '@').toLowerCase() === victim));
    expect(received).toHaveLength(CONFIRMATION_MAILS_PER_ADDRESS);
    expect(answers.filter((s) => s === 200)).toHaveLength(CONFIRMATION_MAILS_PER_ADDRESS);
    expect(answers.filter((s) => s === 429)).toHaveLength(100 - CONFIRMATION_MAILS_PER_ADDRESS);

    // The window follows the app's clock; a day later the address may get one again, and the old counts are swept.
    t.clock.advance(86_400_000 + 1000);
    expect(await t.app.container.get(ALERTS_SERVICE).sweepConfirmationMails()).toBeGreaterThanOrEqual(CONFIRMATION_MAILS_PER_ADDRESS);
    // (Someone new: each of the 20 has used up their own hourly limit, which follows the system clock.)
    expect((await (await member(t)).agent.put('/api/alerts/email').send({ address: victim, language: 'en' })).status).toBe(200);
    expect(received.length + 1).toBe(smtp.mails.filter((m) => m.to.some((to) => to.replace(/\+[^@]*@/, '@').toLowerCase() === victim)).length);
  });

  it('counts the queued confirmation mails; one the mail server keeps refusing is given up and stops counting', async () => {
    const p = await member(t);
    const address = `failing.${backend}@example.org`;
    smtp.failNext(5);
    // Issue 35: the answer does not wait for the mail server; the mail is queued and tried five times.
    const queued = await p.agent.put('/api/alerts/email').send({ address, language: 'en' });
    expect(queued.status).toBe(200);
    expect(queued.body.confirmationMail).toBe('on_its_way');
    const delivery = t.app.container.get(ALERT_DELIVERY);
    for (let i = 0; i < 4; i++) {
      t.clock.advance(15 * 60_000);
      await delivery.deliverDue();
    }
    expect(mailsTo(address)).toHaveLength(0);
    expect(await t.db('alert_confirmation_mails').where({ user_id: p.id })).toEqual([]);
    for (let i = 0; i < CONFIRMATION_MAILS_PER_ADDRESS; i++) expect((await p.agent.put('/api/alerts/email').send({ address, language: 'en' })).status).toBe(200);
    expect((await p.agent.put('/api/alerts/email').send({ address, language: 'en' })).status).toBe(429);
    expect(mailsTo(address)).toHaveLength(CONFIRMATION_MAILS_PER_ADDRESS);
  });

  it('never puts words people chose into a subject: an alert’s title goes into the body, escaped', async () => {
    const p = await member(t);
    const address = `watcher.${backend}@example.org`;
    await p.agent.put('/api/alerts/preferences').send({ choices: { ...mailOn, reportCleaned: off, areaNew: { push: false, email: true } }, language: 'en' }).expect(200);
    await p.agent.put('/api/alerts/email').send({ address, language: 'en' }).expect(200);
    await t.request().post('/api/alerts/email/confirm').send({ token: linkToken(mailsTo(address)[0]!, '/alerts/confirm') }).expect(200);
    const attack = 'URGENT verify your account at evil.example <a href="https://evil.example">now</a>';
    const alerts = t.app.container.get<AlertsApi>(ALERTS_API);
    await alerts.send(p.id, 'areaNew', `attack-${backend}`, { url: '/events', texts: { en: { title: attack, body: attack }, de: { title: attack, body: attack }, fr: { title: attack, body: attack }, es: { title: attack, body: attack }, it: { title: attack, body: attack }, nl: { title: attack, body: attack }, pl: { title: attack, body: attack }, ar: { title: attack, body: attack } } });
    await t.settle(); // sent in the background
    const mail = mailsTo(address)[1]!;
    expect(mail.subject).toBe('News in your areas');
    expect(mail.text).toContain(attack);
    expect(mail.html).not.toContain('<a href="https://evil.example">');
    expect(mail.html).toContain('&#60;a href=&#34;https://evil.example&#34;&#62;');
  });

  it('an event someone names like a phishing mail reaches the area’s people with the fixed subject', async () => {
    const watcher = await member(t);
    const organiser = await member(t);
    const at = { latitude: 47.5 + (backend === 'postgres' ? 0.5 : 0), longitude: 9.7 };
    const address = `area.${backend}@example.org`;
    await watcher.agent.put('/api/alerts/preferences').send({ choices: { ...mailOn, reportCleaned: off, areaNew: { push: false, email: true } }, language: 'de' }).expect(200);
    await watcher.agent.put('/api/alerts/email').send({ address, language: 'de' }).expect(200);
    await t.request().post('/api/alerts/email/confirm').send({ token: linkToken(mailsTo(address)[0]!, '/alerts/confirm') }).expect(200);
    expect((await watcher.agent.post('/api/areas').send({ name: 'Home', ...at, radiusM: 2000 })).status).toBe(201);
    const startsAt = new Date(t.clock.now().getTime() + 48 * 3_600_000);
    const title = 'URGENT verify your account at evil.example';
    const created = await organiser.agent.post('/api/events').send({ title, ...at, startsAt: startsAt.toISOString(), endsAt: new Date(startsAt.getTime() + 7_200_000).toISOString(), capacity: 20 });
    expect(created.status, created.text).toBe(201);
    await expect.poll(() => mailsTo(address).length).toBe(2);
    expect(mailsTo(address)[1]!.subject).toBe('Neuigkeiten in deinen Gebieten');
    expect(mailsTo(address).map((m) => m.subject).join(' ')).not.toContain('URGENT');
  });

  it('the data export shows the address and choices without tokens; erasure removes them', async () => {
    const p = await member(t);
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
    const t = await createTestApp({ backend: 'pglite', modules: [...manifests('guest'), alertsModule] });
    try {
      expect((await t.request().get('/api/config')).body.alerts).toEqual({ push: true, email: false });
      const p = await member(t);
      const res = await p.agent.put('/api/alerts/email').send({ address: 'ed@example.org', language: 'en' });
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('ALERTS_EMAIL_OFF');
    } finally {
      await t.close();
    }
  });
});
