import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONSENT_API, CONSENT_VERSION, type ConsentApi, type ConsentStatusDto } from '../../src/modules/consent/contract';
import { CONSENT_POLICY, CONSENT_REPO } from '../../src/modules/consent/server/container';
import { consentModule } from '../../src/modules/consent/server';
import { consentPersonalData } from '../../src/modules/consent/server/personal-data';
import { guestModule } from '../../src/modules/guest/server';
import { nextUtcDate } from '../support/moments';
import { guest } from '../support/people';
import { backends, createTestApp, type TestApp } from '../support/test-app';
import { inUnit } from '../support/units';

const DAY = 24 * 60 * 60 * 1000;
const UA = 'Mozilla/5.0 (X11; Linux x86_64) CleanQuestTest/1.0';
const OTHER_ID = '00000000-0000-4000-8000-000000000000';

type Agent = ReturnType<TestApp['agent']>;

/** A browser with a guest session (started with the UA above): the subject of its consent records. */
const visitor = (t: TestApp) => guest(t, { headers: { 'User-Agent': UA } });

const all = (analytics: boolean, performance: boolean) => [
  { categoryId: 'essential', consented: true },
  { categoryId: 'analytics', consented: analytics },
  { categoryId: 'performance', consented: performance },
];

const isLeapYear = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

describe.each(backends())('consent API (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ backend, modules: [guestModule, consentModule] });
  });
  afterAll(() => t.close());

  it('lists the categories: essential required, each with purposes and a retention period', async () => {
    const res = await t.request().get('/api/security/consent/categories');
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const cats = res.body.categories as { categoryId: string; required: boolean; consented: boolean; purposes: string[]; retentionPeriod: string; name: string; description: string }[];
    expect(cats.map((c) => c.categoryId)).toEqual(['essential', 'analytics', 'performance']);
    expect(cats.find((c) => c.categoryId === 'essential')).toMatchObject({ required: true, consented: true });
    for (const c of cats) {
      expect(c.name).toBeTruthy();
      expect(c.description).toBeTruthy();
      expect(c.purposes.length).toBeGreaterThan(0);
      expect(c.retentionPeriod).toBeTruthy();
      if (c.categoryId !== 'essential') expect(c).toMatchObject({ required: false, consented: false });
    }
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('categories reflect the session user\'s decisions', async () => {
    const { id, agent: browser } = await visitor(t);
    await browser.post('/api/security/consent/record').send({ userId: id, consentCategories: all(true, false), source: 'banner' }).expect(201);
    const res = await browser.get('/api/security/consent/categories').expect(200);
    expect(Object.fromEntries(res.body.categories.map((c: { categoryId: string; consented: boolean }) => [c.categoryId, c.consented]))).toEqual({
      essential: true,
      analytics: true,
      performance: false,
    });
  });

  it('status without any decision: renewal required (no_consent)', async () => {
    const { id, agent: browser } = await visitor(t);
    const res = await browser.get(`/api/security/consent/status/${id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      consentStatus: {
        hasConsent: false,
        lastUpdated: null,
        version: null,
        currentVersion: CONSENT_VERSION,
        consents: { essential: true, analytics: false, performance: false },
        renewal: { required: true, reason: 'no_consent', daysUntilExpiry: 0 },
      },
    });
  });

  it('records a decision with policy version, source, time, truncated IP and a hash of the user agent', async () => {
    const { id, agent: browser } = await visitor(t);
    const res = await browser
      .post('/api/security/consent/record')
      .set('User-Agent', UA)
      .send({ userId: id, consentCategories: all(true, false), source: 'preferences' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, error: null, consentId: expect.any(String) });
    expect(res.body.consentStatus).toMatchObject({ hasConsent: true, version: CONSENT_VERSION, consents: { essential: true, analytics: true, performance: false } });

    const rows = await t.db('consent_records').where({ user_id: id });
    expect(rows).toHaveLength(1);
    const row = rows[0];
    expect(row.policy_version).toBe(CONSENT_VERSION);
    expect(row.source).toBe('preferences');
    expect(row.action).toBe('record');
    expect(row.decisions).toEqual({ essential: true, analytics: true, performance: false });
    expect(new Date(row.created_at).toISOString()).toBe(t.clock.now().toISOString());
    // supertest connects over loopback: 127.0.0.1 (or ::ffff:127.0.0.1) is stored as 127.0.0.0, or ::1 as 0:0:0::
    expect(['127.0.0.0', '0:0:0::']).toContain(row.ip_truncated);
    expect(row.user_agent_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain('CleanQuestTest');

    const status = await browser.get(`/api/security/consent/status/${id}`).expect(200);
    expect(status.body.consentStatus).toMatchObject({
      hasConsent: true,
      lastUpdated: t.clock.now().toISOString(),
      version: CONSENT_VERSION,
      renewal: { required: false, reason: null, daysUntilExpiry: 365 },
    });
  });

  it("refuses to disable a required category: 400 'Cannot disable required cookies'", async () => {
    const { id, agent: browser } = await visitor(t);
    const rec = await browser.post('/api/security/consent/record').send({ userId: id, consentCategories: [{ categoryId: 'essential', consented: false }], source: 'preferences' });
    expect(rec.status).toBe(400);
    expect(rec.body).toEqual({ success: false, error: 'Cannot disable required cookies', code: 'CONSENT_REQUIRED_CATEGORY' });
    const wd = await browser.post('/api/security/consent/withdraw').send({ userId: id, categoryIds: ['analytics', 'essential'] });
    expect(wd.status).toBe(400);
    expect(wd.body).toEqual({ success: false, error: 'Cannot disable required cookies', code: 'CONSENT_REQUIRED_CATEGORY' });
    expect(await t.db('consent_records').where({ user_id: id })).toHaveLength(0);
  });

  it('validates bodies and answers {success: false, error, code, details}', async () => {
    const { id, agent: browser } = await visitor(t);
    const res = await browser.post('/api/security/consent/record').send({ userId: id, consentCategories: [{ categoryId: 'marketing', consented: true }] });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED', error: expect.stringContaining('Consent category must be one of') });
    expect(res.body.details.fields[0].field).toBe('consentCategories[0].categoryId');
    const empty = await browser.post('/api/security/consent/withdraw').send({ userId: id, categoryIds: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.success).toBe(false);
  });

  it('keeps an append-only history: withdrawal adds an entry, the proof reflects it', async () => {
    const { id, agent: browser } = await visitor(t);
    await browser.post('/api/security/consent/record').send({ userId: id, consentCategories: all(true, true), source: 'banner' }).expect(201);
    t.clock.advance(60_000);
    const wd = await browser.post('/api/security/consent/withdraw').send({ userId: id, categoryIds: ['analytics'] });
    expect(wd.status).toBe(201);
    expect(wd.body.consentStatus.consents).toEqual({ essential: true, analytics: false, performance: true });
    const withdrawnAt = t.clock.now().toISOString();
    t.clock.advance(60_000);
    // A record that only names one category keeps the others as they were.
    await browser.post('/api/security/consent/record').send({ userId: id, consentCategories: [{ categoryId: 'performance', consented: false }] }).expect(201);

    const rows = await t.db('consent_records').where({ user_id: id }).orderBy('seq');
    expect(rows.map((r) => [r.action, r.decisions])).toEqual([
      ['record', { essential: true, analytics: true, performance: true }],
      ['withdraw', { essential: true, analytics: false, performance: true }],
      ['record', { essential: true, analytics: false, performance: false }],
    ]);

    const res = await browser.get(`/api/security/consent/proof/${id}`);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const proof = res.body.proof;
    expect(proof.consentHistory).toHaveLength(3);
    // Newest first.
    expect(proof.consentHistory[0]).toMatchObject({ action: 'record', source: 'preferences', withdrawalDate: null, granularConsents: { analytics: false, performance: false } });
    expect(proof.consentHistory[1]).toMatchObject({
      action: 'withdraw',
      withdrawalDate: withdrawnAt,
      withdrawnCategories: ['analytics'],
      consentVersion: CONSENT_VERSION,
      granularConsents: { essential: true, analytics: false, performance: true },
    });
    expect(proof.consentHistory[2]).toMatchObject({ action: 'record', source: 'banner', granularConsents: { analytics: true } });
    for (const e of proof.consentHistory) {
      expect(e.consentId).toEqual(expect.any(String));
      expect(e.ipAddress).toMatch(/\.0$|::$/);
      expect(e).toHaveProperty('timestamp');
    }
    expect(proof.currentStatus.consents).toEqual({ essential: true, analytics: false, performance: false });
    expect(proof.legalValidation).toEqual({ gdprCompliant: true, validConsent: true, withdrawalRights: true, auditTrail: true });
  });

  it('the database refuses UPDATE, DELETE and TRUNCATE of consent records', async () => {
    const { id, agent: browser } = await visitor(t);
    await browser.post('/api/security/consent/record').send({ userId: id, consentCategories: all(false, false), source: 'banner' }).expect(201);
    await expect(t.db('consent_records').where({ user_id: id }).update({ source: 'preferences' })).rejects.toThrow(/append-only/);
    await expect(t.db('consent_records').where({ user_id: id }).delete()).rejects.toThrow(/append-only/);
    await expect(t.db.raw('truncate consent_records')).rejects.toThrow(/append-only/);
    expect(await t.db('consent_records').where({ user_id: id })).toHaveLength(1);
  });

  it('transparency report: totals, active consents, validity score, categories', async () => {
    const { id, agent: browser } = await visitor(t);
    const none = await browser.get(`/api/security/consent/transparency/report?userId=${id}`).expect(200);
    expect(none.body.report.consentMetrics).toMatchObject({ totalConsents: 0, activeConsents: 0 });
    expect(none.body.report.complianceStatus.consentValidityScore).toBe(0);

    await browser.post('/api/security/consent/record').send({ userId: id, consentCategories: all(true, true), source: 'banner' }).expect(201);
    await browser.post('/api/security/consent/withdraw').send({ userId: id, categoryIds: ['performance'] }).expect(201);
    const res = await browser.get(`/api/security/consent/transparency/report?userId=${id}`);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const report = res.body.report;
    expect(report.consentMetrics).toEqual({
      totalConsents: 2,
      activeConsents: 2,
      withdrawals: 1,
      categoryBreakdown: {
        essential: { granted: 2, denied: 0, active: true },
        analytics: { granted: 2, denied: 0, active: true },
        performance: { granted: 1, denied: 1, active: false },
      },
    });
    expect(report.complianceStatus).toEqual({ consentValidityScore: 100, renewalRequired: false, policyVersion: CONSENT_VERSION });
    expect(report.dataRights).toMatchObject({ responseTime: 'Within 1 month', cost: 'Free of charge' });
  });

  it('requires renewal after 12 months, with daysUntilExpiry counting down', async () => {
    // 22 November of a year Y whose next 12 months have no 29 February (365 days) and whose renewal
    // a year later spans one (Y + 2 is a leap year: 366 days).
    let at = nextUtcDate(t.clock.now(), 11, 22, 10);
    while (!isLeapYear(at.getUTCFullYear() + 2)) at = nextUtcDate(at, 11, 22, 10);
    t.clock.advanceTo(at);
    // A guest session lasts 24 hours, so months later the status is read through the module's Api.
    const { id, agent: browser } = await visitor(t);
    const api = t.app.container.get<ConsentApi>(CONSENT_API);
    await browser.post('/api/security/consent/record').send({ userId: id, consentCategories: all(true, false), source: 'banner' }).expect(201);
    t.clock.advance(300 * DAY);
    expect((await api.status(id)).renewal).toEqual({ required: false, reason: null, daysUntilExpiry: 65 });
    t.clock.advance(50 * DAY);
    expect((await api.status(id)).renewal).toEqual({ required: false, reason: 'expiring_soon', daysUntilExpiry: 15 });
    t.clock.advance(15 * DAY);
    expect((await api.status(id)).renewal).toEqual({ required: true, reason: 'expired', daysUntilExpiry: 0 });
    const report = await api.transparencyReport(id);
    expect(report.complianceStatus).toMatchObject({ consentValidityScore: 75, renewalRequired: true });
    expect((await api.proof(id)).legalValidation).toMatchObject({ validConsent: false, gdprCompliant: false, auditTrail: true });
    // Renewing (a new session of the same person) starts a new 12 months.
    const again = await visitor(t);
    await t.db('sessions').where({ user_id: again.id }).update({ user_id: id });
    await again.agent.post('/api/security/consent/record').send({ userId: id, consentCategories: all(true, false), source: 'renewal' }).expect(201);
    const status = (await again.agent.get(`/api/security/consent/status/${id}`).expect(200)).body.consentStatus as ConsentStatusDto;
    // 12 calendar months from 22 Nov Y + 1 span 29 Feb Y + 2.
    expect(status.renewal).toEqual({ required: false, reason: null, daysUntilExpiry: 366 });
  });

  it('requires renewal when the policy version changes', async () => {
    const { id, agent: browser } = await visitor(t);
    await browser.post('/api/security/consent/record').send({ userId: id, consentCategories: all(false, false), source: 'simple_banner' }).expect(201);
    const policy = t.app.container.get(CONSENT_POLICY);
    const next = `${CONSENT_VERSION}.1`;
    const spy = vi.spyOn(policy, 'currentVersion').mockReturnValue(next);
    try {
      const s = (await browser.get(`/api/security/consent/status/${id}`).expect(200)).body.consentStatus;
      expect(s).toMatchObject({ version: CONSENT_VERSION, currentVersion: next, renewal: { required: true, reason: 'policy_updated' } });
      const report = (await browser.get(`/api/security/consent/transparency/report?userId=${id}`).expect(200)).body.report;
      expect(report.complianceStatus).toMatchObject({ consentValidityScore: 75, policyVersion: next });
      await browser.post('/api/security/consent/record').send({ userId: id, consentCategories: all(false, false), source: 'renewal' }).expect(201);
      const renewed = (await browser.get(`/api/security/consent/status/${id}`).expect(200)).body.consentStatus;
      expect(renewed).toMatchObject({ version: next, renewal: { required: false } });
      const proof = (await browser.get(`/api/security/consent/proof/${id}`).expect(200)).body.proof;
      expect(proof.consentHistory.map((e: { consentVersion: string }) => e.consentVersion)).toEqual([next, CONSENT_VERSION]);
    } finally {
      spy.mockRestore();
    }
  });

  it('asks again whoever accepted policy 1.0, before photos went to the AI service (issue 33)', async () => {
    const { id, agent: browser } = await visitor(t);
    // A choice recorded while the policy in force was 1.0.
    const policy = t.app.container.get(CONSENT_POLICY);
    const spy = vi.spyOn(policy, 'currentVersion').mockReturnValue('1.0');
    try {
      await browser.post('/api/security/consent/record').send({ userId: id, consentCategories: all(true, true), source: 'banner' }).expect(201);
    } finally {
      spy.mockRestore();
    }
    expect(CONSENT_VERSION).not.toBe('1.0');
    const s = (await browser.get(`/api/security/consent/status/${id}`).expect(200)).body.consentStatus as ConsentStatusDto;
    expect(s).toMatchObject({ hasConsent: true, version: '1.0', currentVersion: CONSENT_VERSION, renewal: { required: true, reason: 'policy_updated' } });
    const proof = (await browser.get(`/api/security/consent/proof/${id}`).expect(200)).body.proof;
    expect(proof.legalValidation).toMatchObject({ validConsent: false, gdprCompliant: false });
  });

  it('records the policy version of the latest decision on the user (users.consent_version)', async () => {
    const { id, agent: browser } = await visitor(t);
    const consentVersion = async () => ({
      api: (await browser.get('/api/guest/validate').expect(200)).body.user.consentVersion,
      row: (await t.db('users').where({ id }).first('consent_version')).consent_version,
    });
    expect(await consentVersion()).toEqual({ api: null, row: null });
    await browser.post('/api/security/consent/record').send({ userId: id, consentCategories: all(true, false), source: 'banner' }).expect(201);
    expect(await consentVersion()).toEqual({ api: CONSENT_VERSION, row: CONSENT_VERSION });
    const spy = vi.spyOn(t.app.container.get(CONSENT_POLICY), 'currentVersion').mockReturnValue('9.9');
    try {
      await browser.post('/api/security/consent/withdraw').send({ userId: id, categoryIds: ['analytics'], source: 'renewal' }).expect(201);
      expect(await consentVersion()).toEqual({ api: '9.9', row: '9.9' });
    } finally {
      spy.mockRestore();
    }
  });

  it('answers 401 without a session and 403 for someone else\'s userId', async () => {
    const anon = t.request();
    const { id, agent: browser } = await visitor(t);
    const calls = (userId: string) => [
      (a: Agent | ReturnType<TestApp['request']>) => a.get(`/api/security/consent/status/${userId}`),
      (a: Agent | ReturnType<TestApp['request']>) => a.get(`/api/security/consent/proof/${userId}`),
      (a: Agent | ReturnType<TestApp['request']>) => a.get(`/api/security/consent/transparency/report?userId=${userId}`),
      (a: Agent | ReturnType<TestApp['request']>) => a.post('/api/security/consent/record').send({ userId, consentCategories: all(true, true), source: 'banner' }),
      (a: Agent | ReturnType<TestApp['request']>) => a.post('/api/security/consent/withdraw').send({ userId, categoryIds: ['analytics'] }),
    ];
    for (const call of calls(id)) {
      const res = await call(anon);
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ success: false, code: 'UNAUTHENTICATED', error: expect.any(String) });
    }
    const other = await visitor(t);
    for (const userId of [other.id, OTHER_ID]) {
      for (const call of calls(userId)) {
        const res = await call(browser);
        expect(res.status).toBe(403);
        expect(res.body).toMatchObject({ success: false, code: 'FORBIDDEN' });
      }
    }
    expect(await t.db('consent_records').whereIn('user_id', [id, other.id, OTHER_ID])).toHaveLength(0);
  });

  it('parallel decisions of one subject each build on the previous entry', async () => {
    const { id } = await visitor(t);
    const api = t.app.container.get<ConsentApi>(CONSENT_API);
    const req = { ip: '198.51.100.23', userAgent: UA };
    await Promise.all([
      api.record(id, { consentCategories: [{ categoryId: 'analytics', consented: true }], source: 'preferences' }, req),
      api.record(id, { consentCategories: [{ categoryId: 'performance', consented: true }], source: 'preferences' }, req),
    ]);
    expect((await api.status(id)).consents).toEqual({ essential: true, analytics: true, performance: true });
    const history = await api.history(id);
    expect(history).toHaveLength(2);
    expect(history.every((e) => e.ipAddress === '198.51.100.0')).toBe(true);
  });

  it('data rights: the export holds the whole history; erasure keeps it as proof', async () => {
    const { id, agent: browser } = await visitor(t);
    await browser.post('/api/security/consent/record').send({ userId: id, consentCategories: all(true, true), source: 'banner' }).expect(201);
    await browser.post('/api/security/consent/withdraw').send({ userId: id, categoryIds: ['analytics'] }).expect(201);
    const handler = consentPersonalData(t.app.container.get(CONSENT_REPO));
    expect(handler.tables).toEqual(['consent_records']);
    const exported = await inUnit(t, (unit) => handler.export(id, unit));
    expect((exported.consentHistory as { action: string }[]).map((e) => e.action)).toEqual(['record', 'withdraw']);
    await inUnit(t, (unit) => handler.erase(id, unit));
    expect(await t.db('consent_records').where({ user_id: id })).toHaveLength(2);
  });
});
