import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { serverModules } from '../../src/modules/server';
import { CITY_FILER } from '../../src/modules/open311/server/container';
import { FILING_RETRY_MAX_MS } from '../../src/modules/open311/server/city/filer';
import { scene } from '../support/images';
import { guest, member, type Person } from '../support/people';
import { startGeoReportStandIn, type GeoReportStandIn } from '../support/georeport-standin';
import { startSmtpStandIn, type SmtpStandIn } from '../support/smtp-stand-in';
import { backends, createTestApp, type TestApp } from '../support/test-app';

/** The GeoReport v2 fields a filing sends when nothing personal goes with it. */
const BASE_FIELDS = ['address_string', 'api_key', 'description', 'jurisdiction_id', 'lat', 'long', 'service_code'];

/**
 * Issue 42: "Nothing personal goes to the city unless the reporter chose to share an e-mail for
 * follow-ups." A registered reporter whose account's address is verified may tick the choice on a
 * report; the filing then sends that account's address, read when it is sent, as GeoReport v2's
 * `email` (nothing else of the person). Guests and unverified addresses never; the address is
 * never taken from the request; it never shows in a public answer. The account's verified e-mail is
 * set by no flow of the app yet, so the address the app does confirm counts too: the alerts address,
 * confirmed by the link mailed to it (used when the account has no verified e-mail).
 */
describe.each(backends())('the reporter’s e-mail shared with the city (%s)', (backend) => {
  let t: TestApp;
  let city: GeoReportStandIn;
  let smtp: SmtpStandIn;
  let photo: Buffer;
  let spot = 0;
  let people = 0;

  const filer = () => t.app.container.get(CITY_FILER);
  /** A hazardous report at a spot of its own (POST /api/reports, multipart, as the form sends it). */
  const report = async (who: Person, fields: Record<string, string> = {}) => {
    let req = who.agent
      .post('/api/reports')
      .field('userId', who.id)
      .field('location', 'Hafenstraße 3')
      .field('latitude', String(51.3 + ++spot * 0.01))
      .field('longitude', '11.97')
      .field('description', 'Syringes by the bench')
      .field('notDuplicate', 'true')
      .field('hazards', '["sharps"]');
    for (const [k, v] of Object.entries(fields)) req = req.field(k, v);
    const res = await req.attach('image', photo, 'photo.jpg');
    expect(res.status, res.text).toBe(201);
    await t.settle();
    return { taskId: res.body.task.id as string, reportId: res.body.report.id as string };
  };
  /** What the city took for this task (its reference is in the description). */
  const sentFor = (taskId: string) => {
    const found = city.requests.filter((r) => r.description.includes(taskId));
    expect(found).toHaveLength(1);
    return found[0]!;
  };
  /** A registered person; `email` set on the account, verified or not (no flow of the app sets these yet: see the report). */
  const person = async (email: string | null, verified: boolean) => {
    const p = await member(t, { username: `mail_reporter${++people}`, firstName: 'Mara', lastName: 'Lindqvist' });
    await t.db('users').where({ id: p.id }).update({ email, is_email_verified: verified });
    return p;
  };

  /** The person's alerts address (PUT /api/alerts/email), confirmed by the link in its mail when `confirm`. */
  const alertsAddress = async (p: Person, address: string, confirm: boolean) => {
    await p.agent.put('/api/alerts/email').send({ address, language: 'en' }).expect(200);
    await t.settle();
    if (!confirm) return;
    const mail = smtp.mails.find((m) => m.to.includes(address));
    const token = /\/alerts\/confirm\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
    expect(token, `no confirmation link mailed to ${address}`).toBeDefined();
    await t.request().post('/api/alerts/email/confirm').send({ token }).expect(200);
    expect((await p.agent.get('/api/alerts/preferences').expect(200)).body.email).toEqual({ address, confirmed: true });
  };

  beforeAll(async () => {
    photo = await scene({ litter: 60, seed: 42 });
    city = await startGeoReportStandIn();
    smtp = await startSmtpStandIn();
    t = await createTestApp({ backend, modules: serverModules, env: { ...city.env, SMTP_URL: smtp.url, SMTP_FROM: 'CleanQuest <alerts@cleanquest.test>' } });
  });
  afterAll(async () => {
    await t?.close();
    await city?.close();
    await smtp?.close();
  });
  beforeEach(() => {
    city.up();
    city.requireEmail(false);
  });

  it('sends exactly the verified address of the reporter who opted in, and nothing else of them', async () => {
    const mara = await person('mara.lindqvist@example.org', true);
    const { taskId, reportId } = await report(mara, { shareEmailWithCity: 'true' });
    const sent = sentFor(taskId);
    expect(Object.keys(sent.fields).sort()).toEqual([...BASE_FIELDS, 'email'].sort());
    expect(sent.fields.email).toBe('mara.lindqvist@example.org');
    expect(JSON.stringify(sent.fields)).not.toMatch(/Mara|Lindqvist|mail_reporter/);
    expect(await t.db('reports').where({ id: reportId }).first()).toMatchObject({ share_email_with_city: true });

    // The export lists the choice with the report.
    const exported = JSON.parse((await mara.agent.get('/api/account/export').expect(200)).text);
    expect(exported.reports).toContainEqual(expect.objectContaining({ id: reportId, shareEmailWithCity: true }));
  });

  it('sends no e-mail (and no name) when the verified reporter did not opt in', async () => {
    const p = await person('not.shared@example.org', true);
    const { taskId } = await report(p);
    const sent = sentFor(taskId);
    expect(Object.keys(sent.fields).sort()).toEqual(BASE_FIELDS);
    expect(JSON.stringify(sent.fields)).not.toMatch(/not\.shared|Mara|Lindqvist|@/);
  });

  it('refuses a choice that is not true or false with a 400 naming the field, in the language asked for', async () => {
    const p = await person('bad.choice@example.org', true);
    const res = await p.agent
      .post('/api/reports')
      .set('Accept-Language', 'de')
      .field('userId', p.id)
      .field('location', 'Hafenstraße 3')
      .field('latitude', '51.9')
      .field('longitude', '11.97')
      .field('description', 'Syringes by the bench')
      .field('notDuplicate', 'true')
      .field('hazards', '["sharps"]')
      .field('shareEmailWithCity', 'yes please')
      .attach('image', photo, 'photo.jpg');
    expect(res.status, res.text).toBe(400);
    expect(res.body.details.fields).toContainEqual({ field: 'shareEmailWithCity', message: 'shareEmailWithCity muss true oder false sein' });
  });

  it('ignores the choice from a guest and from an unverified address, even when sent (the report still goes through)', async () => {
    const g = await guest(t);
    await t.db('users').where({ id: g.id }).update({ email: 'guest.mail@example.org', is_email_verified: true });
    // A confirmed alerts address too (the API refuses one to a guest; written here as if it slipped through).
    const now = t.clock.now();
    await t.db('alert_emails').insert({ user_id: g.id, address: `guest.alerts.${backend}@example.org`, confirmed_at: now, unsubscribe_token: `guest-${backend}-${g.id}`, created_at: now });
    const fromGuest = await report(g, { shareEmailWithCity: 'true' });
    const unverified = await person('unverified@example.org', false);
    const fromUnverified = await report(unverified, { shareEmailWithCity: 'true' });
    for (const r of [fromGuest, fromUnverified]) {
      expect(Object.keys(sentFor(r.taskId).fields).sort()).toEqual(BASE_FIELDS);
      expect(await t.db('reports').where({ id: r.reportId }).first()).toMatchObject({ share_email_with_city: false });
    }
    // Verified later: the choice made while unverified was not kept, so still nothing goes.
    await t.db('users').where({ id: unverified.id }).update({ is_email_verified: true });
    expect(city.requests.filter((r) => r.fields.email !== undefined && /unverified|guest\.mail|guest\.alerts/.test(r.fields.email))).toEqual([]);
  });

  it('reads the address when the filing is sent: a changed address goes, an erased account sends none', async () => {
    const changer = await person('old.address@example.org', true);
    const leaver = await person('leaver@example.org', true);
    city.down();
    const changed = await report(changer, { shareEmailWithCity: 'true' });
    const erased = await report(leaver, { shareEmailWithCity: 'true' });
    await t.db('users').where({ id: changer.id }).update({ email: 'new.address@example.org' });
    expect((await leaver.agent.delete('/api/account').send({ confirm: 'DELETE' })).status).toBe(200);

    city.up();
    t.clock.advance(FILING_RETRY_MAX_MS);
    await filer().fileDue();
    expect(sentFor(changed.taskId).fields.email).toBe('new.address@example.org');
    expect(Object.keys(sentFor(erased.taskId).fields).sort()).toEqual(BASE_FIELDS);
    expect(JSON.stringify(city.requests.map((r) => r.fields))).not.toContain('leaver@');
    // The erasure withdrew the choice itself too.
    expect(await t.db('reports').where({ id: erased.reportId }).first()).toMatchObject({ share_email_with_city: false });
  });

  it('sends the confirmed alerts address of a reporter who has no verified account e-mail and opted in', async () => {
    const p = await person(null, false);
    const address = `alerts.only.${backend}@example.org`;
    await alertsAddress(p, address, true);
    const { taskId, reportId } = await report(p, { shareEmailWithCity: 'true' });
    const sent = sentFor(taskId);
    expect(Object.keys(sent.fields).sort()).toEqual([...BASE_FIELDS, 'email'].sort());
    expect(sent.fields.email).toBe(address);
    expect(await t.db('reports').where({ id: reportId }).first()).toMatchObject({ share_email_with_city: true });
  });

  it('prefers the verified account e-mail over the alerts address', async () => {
    const p = await person(`account.${backend}@example.org`, true);
    await alertsAddress(p, `alerts.second.${backend}@example.org`, true);
    const { taskId } = await report(p, { shareEmailWithCity: 'true' });
    expect(sentFor(taskId).fields.email).toBe(`account.${backend}@example.org`);
  });

  it('an alerts address still waiting for its confirmation is not shared, and the choice is not kept', async () => {
    const p = await person(null, false);
    const address = `unconfirmed.${backend}@example.org`;
    await alertsAddress(p, address, false);
    const { taskId, reportId } = await report(p, { shareEmailWithCity: 'true' });
    expect(Object.keys(sentFor(taskId).fields).sort()).toEqual(BASE_FIELDS);
    expect(await t.db('reports').where({ id: reportId }).first()).toMatchObject({ share_email_with_city: false });
  });

  it('an alerts address removed (or unsubscribed) before the filing is sent sends nothing', async () => {
    const remover = await person(null, false);
    const unsubscriber = await person(null, false);
    const removed = `removed.${backend}@example.org`;
    const unsubscribed = `unsubscribed.${backend}@example.org`;
    await alertsAddress(remover, removed, true);
    await alertsAddress(unsubscriber, unsubscribed, true);
    city.down();
    const a = await report(remover, { shareEmailWithCity: 'true' });
    const b = await report(unsubscriber, { shareEmailWithCity: 'true' });
    await remover.agent.delete('/api/alerts/email').expect(200);
    const { unsubscribe_token: token } = await t.db('alert_emails').where({ user_id: unsubscriber.id }).first();
    await t.request().post('/api/alerts/email/unsubscribe').send({ token }).expect(200);

    city.up();
    t.clock.advance(FILING_RETRY_MAX_MS);
    await filer().fileDue();
    for (const r of [a, b]) expect(Object.keys(sentFor(r.taskId).fields).sort()).toEqual(BASE_FIELDS);
    expect(JSON.stringify(city.requests.map((r) => r.fields))).not.toMatch(/removed\.|unsubscribed\./);
  });

  it('a city that requires an e-mail refuses a filing without one; it stays pending and visible, the address is never made up', async () => {
    city.requireEmail(true);
    const p = await person('not.opted@example.org', true);
    const { taskId } = await report(p);
    const row = await t.db('city_filings').where({ task_id: taskId }).first();
    expect(row).toMatchObject({ state: 'pending' });
    expect(row.last_error).toMatch(/HTTP 400: email is required/);
  });

  it('never shows the shared address in a public answer: the Open311 server, the task list, the open-data export', async () => {
    const p = await person('public.never@example.org', true);
    const { taskId } = await report(p, { shareEmailWithCity: 'true' });
    expect(sentFor(taskId).fields.email).toBe('public.never@example.org');
    const anon = { get: (path: string) => t.request().get(path) };
    const answers = {
      open311: await anon.get('/open311/v2/requests.json').expect(200),
      available: await anon.get('/api/tasks/available?limit=10000').expect(200),
      reported: await p.agent.get(`/api/tasks/user/${p.id}`).expect(200),
      geojson: await anon.get('/api/open-data/tasks.geojson').expect(200),
      csv: await anon.get('/api/open-data/tasks.csv').expect(200),
    };
    // The task is in the public list (so the check below looks at it), without the address.
    expect(answers.available.text).toContain(taskId);
    for (const [name, a] of Object.entries(answers)) expect(a.text, name).not.toContain('public.never');
  });
});
