import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authModule } from '../../src/modules/auth/server';
import { CHALLENGE_TTL_MS, RATE_LIMITS } from '../../src/modules/auth/contract';
import { GAMIFICATION_API, type GamificationApi } from '../../src/modules/gamification/contract';
import { gamificationModule } from '../../src/modules/gamification/server';
import { guestModule } from '../../src/modules/guest/server';
import { SoftAuthenticator } from '../support/soft-authenticator';
import { guest as newGuest, register } from '../support/people';
import { backends, createTestApp, type TestApp } from '../support/test-app';

const DAY = 86_400_000;
type Agent = ReturnType<TestApp['agent']>;

describe.each(backends())('accounts: passkeys, recovery codes, sessions (%s)', (backend) => {
  let t: TestApp;
  let rewards: GamificationApi;
  beforeAll(async () => {
    t = await createTestApp({ backend, modules: [guestModule, gamificationModule, authModule] });
    rewards = t.app.container.get<GamificationApi>(GAMIFICATION_API);
  });
  afterAll(() => t.close());

  /** A guest in a desktop Chrome (the sessions list names the device), with `coins` earned. */
  const guest = async (coins = 0) => {
    const g = await newGuest(t, { agent: t.agent().set('User-Agent', 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36') });
    if (coins) await rewards.credit({ userId: g.id, reason: 'task_completed', reference: `test:${g.id}`, coins, xp: coins * 2, verifiedBy: { kind: 'photo_check' } });
    return g;
  };

  const registered = async (coins = 0) => {
    const g = await guest(coins);
    const username = `ada_${g.id.slice(0, 8)}`;
    await register(t, g, { firstName: 'Ada', lastName: 'Green', username, gender: 'Female', dateOfBirth: '1990-08-01' });
    return { ...g, username };
  };

  /** Adds a passkey; a further one (issue 33) is confirmed by `confirmWith`, one of the account's passkeys. */
  const addPasskey = async (agent: Agent, auth = new SoftAuthenticator(), confirmWith?: SoftAuthenticator) => {
    const proof = confirmWith ? { reauth: await reauth(agent, confirmWith) } : {};
    const options = await agent.post('/api/auth/passkeys/register/options');
    expect(options.status).toBe(200);
    const res = await agent.post('/api/auth/passkeys/register/verify').send({ response: auth.register(options.body), name: 'Laptop', ...proof });
    return { auth, res, options: options.body };
  };

  const signIn = async (agent: Agent, auth: SoftAuthenticator, body: Record<string, unknown> = {}, opts: { counter?: number } = {}) => {
    const options = await agent.post('/api/auth/signin/options');
    expect(options.body.userVerification).toBe('required');
    expect(options.body.allowCredentials ?? []).toEqual([]);
    return agent.post('/api/auth/signin/passkey').send({ response: auth.assert(options.body, opts), ...body });
  };

  /** A fresh assertion for the sensitive change: options for the session's account, signed by `auth`. */
  const reauth = async (agent: Agent, auth: SoftAuthenticator, opts: { counter?: number } = {}) => {
    const options = await agent.post('/api/auth/reauth/options');
    expect(options.status).toBe(200);
    return auth.assert(options.body, opts);
  };
  const codeHashes = async (userId: string) => (await t.db('recovery_codes').where({ user_id: userId }).orderBy('code_hash').select('code_hash')).map((r) => r.code_hash as string);

  it('registers a passkey (registered users only) and shows ten recovery codes once', async () => {
    const g = await guest();
    expect((await g.agent.post('/api/auth/passkeys/register/options')).status).toBe(403);

    const u = await registered();
    const { res, options, auth: first } = await addPasskey(u.agent);
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'required' });
    expect(options.rp.id).toBe('localhost');
    expect(res.status).toBe(201);
    expect(res.body.passkey).toMatchObject({ name: 'Laptop', lastUsedAt: null });
    const codes = res.body.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    codes.forEach((c) => expect(c.replace(/-/g, '')).toMatch(/^[a-z2-9]{12}$/));
    // Stored hashed only.
    const stored = await t.db('recovery_codes').where({ user_id: u.id });
    expect(stored).toHaveLength(10);
    expect(stored.some((r) => codes.includes(r.code_hash))).toBe(false);

    // A second passkey (confirmed by the first): no new codes.
    const second = await addPasskey(u.agent, new SoftAuthenticator(), first);
    expect(second.res.status).toBe(201);
    expect(second.res.body.recoveryCodes).toBeUndefined();
    const list = await u.agent.get('/api/auth/passkeys');
    expect(list.body.passkeys).toHaveLength(2);
    expect(list.body.recoveryCodesRemaining).toBe(10);
  });

  it('refuses a reused or foreign challenge, a wrong origin and an unverified user', async () => {
    const u = await registered();
    const auth = new SoftAuthenticator();
    const options = (await u.agent.post('/api/auth/passkeys/register/options')).body;
    const response = auth.register(options);
    expect((await u.agent.post('/api/auth/passkeys/register/verify').send({ response })).status).toBe(201);
    const replay = await u.agent.post('/api/auth/passkeys/register/verify').send({ response, reauth: await reauth(u.agent, auth) });
    expect(replay.status).toBe(400);
    expect(replay.body.code).toBe('CHALLENGE_EXPIRED');

    const wrongOrigin = (await u.agent.post('/api/auth/passkeys/register/options')).body;
    const bad = await u.agent
      .post('/api/auth/passkeys/register/verify')
      .send({ response: new SoftAuthenticator().register(wrongOrigin, { origin: 'https://evil.example' }), reauth: await reauth(u.agent, auth) });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('PASSKEY_INVALID');

    const noUv = new SoftAuthenticator();
    noUv.userVerified = false;
    const o3 = (await u.agent.post('/api/auth/passkeys/register/options')).body;
    expect((await u.agent.post('/api/auth/passkeys/register/verify').send({ response: noUv.register(o3), reauth: await reauth(u.agent, auth) })).status).toBe(400);

    // An expired challenge (5 minutes).
    const o4 = (await u.agent.post('/api/auth/passkeys/register/options')).body;
    t.clock.advance(5 * 60_000 + 1);
    const late = await u.agent.post('/api/auth/passkeys/register/verify').send({ response: new SoftAuthenticator().register(o4), reauth: await reauth(u.agent, auth) });
    expect(late.body.code).toBe('CHALLENGE_EXPIRED');
  });

  it('signs a guest in with a discoverable passkey, rotates the token and merges the guest points once', async () => {
    const u = await registered(20);
    const { auth } = await addPasskey(u.agent);
    const device = await guest(15);
    const before = await device.agent.get('/api/guest/validate');
    expect(before.body.user.id).toBe(device.id);

    const res = await signIn(device.agent, auth, { guestPoints: 'merge' });
    expect(res.status).toBe(200);
    expect(res.body.user.id).toBe(u.id);
    expect(res.body.guestPoints).toMatchObject({ guestId: device.id, action: 'merge', coins: 15, xp: 30 });
    expect(res.body.user.totalCoins).toBeGreaterThanOrEqual(35);
    expect(String(res.headers['set-cookie'])).toMatch(/cq_session=[A-Za-z0-9_-]{43}/);
    const after = await device.agent.get('/api/guest/validate');
    expect(after.body.user.id).toBe(u.id);
    // The guest's session is gone; it is marked merged, so the sweep never donates it.
    expect(await t.db('sessions').where({ user_id: device.id }).whereNull('revoked_at')).toHaveLength(0);
    expect((await t.db('users').where({ id: device.id }).first()).merged_into).toBe(u.id);
    expect(await t.db('reward_ledger').where({ reason: 'guest_merge', reference: device.id })).toHaveLength(1);

    // A replayed counter (a cloned authenticator) is refused.
    const replay = await signIn(t.agent(), auth, {}, { counter: auth.counter });
    expect(replay.status).toBe(401);
    const p = (await t.db('passkey_credentials').where({ credential_id: auth.id }).first());
    expect(Number(p.counter)).toBe(1);
    expect(p.last_used_at).not.toBeNull();
  });

  it('refuses an unknown passkey and a reused sign-in challenge', async () => {
    const stranger = new SoftAuthenticator();
    expect((await signIn(t.agent(), stranger)).status).toBe(401);
    const u = await registered();
    const { auth } = await addPasskey(u.agent);
    const agent = t.agent();
    const options = (await agent.post('/api/auth/signin/options')).body;
    const response = auth.assert(options);
    expect((await agent.post('/api/auth/signin/passkey').send({ response })).status).toBe(200);
    const again = await t.agent().post('/api/auth/signin/passkey').send({ response });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('CHALLENGE_EXPIRED');
  });

  it('signs in with a recovery code once per code and can donate the guest points', async () => {
    const u = await registered();
    const { res, auth } = await addPasskey(u.agent);
    const [code, other] = res.body.recoveryCodes as string[];
    const device = await guest(12);
    const ok = await device.agent.post('/api/auth/signin/recovery-code').send({ username: u.username.toUpperCase(), code: code!.toUpperCase().replace(/-/g, ' '), guestPoints: 'donate' });
    expect(ok.status).toBe(200);
    expect(ok.body.user.id).toBe(u.id);
    expect(ok.body.recoveryCodesRemaining).toBe(9);
    expect(ok.body.guestPoints).toMatchObject({ action: 'donate', coins: 12 });
    expect(await t.db('guest_donations').where({ user_id: device.id })).toHaveLength(1);

    const reused = await t.agent().post('/api/auth/signin/recovery-code').send({ username: u.username, code });
    expect(reused.status).toBe(401);
    expect(reused.body.code).toBe('RECOVERY_FAILED');
    expect((await t.agent().post('/api/auth/signin/recovery-code').send({ username: 'nobody_here', code: other })).status).toBe(401);

    // New codes (after a fresh passkey check) replace the old ones.
    const fresh = await u.agent.post('/api/auth/recovery-codes').send({ reauth: await reauth(u.agent, auth) });
    expect(fresh.body.recoveryCodes).toHaveLength(10);
    expect((await t.agent().post('/api/auth/signin/recovery-code').send({ username: u.username, code: other })).status).toBe(401);
  });

  it('slides registered sessions for 30 days up to 90 days after sign-in', async () => {
    const u = await registered();
    const start = t.clock.now().getTime();
    for (let day = 25; day <= 75; day += 25) {
      t.clock.advance(25 * DAY);
      const res = await u.agent.get('/api/auth/sessions');
      expect(res.status).toBe(200);
      expect(new Date(res.body.sessions[0].expiresAt).getTime()).toBe(Math.min(t.clock.now().getTime() + 30 * DAY, start + 90 * DAY));
      // The cookie follows the slide.
      if (day === 25) expect(String(res.headers['set-cookie'])).toMatch(/cq_session=.*expires=/i);
    }
    t.clock.advance(15 * DAY); // day 90: the absolute limit
    expect((await u.agent.get('/api/auth/sessions')).status).toBe(401);

    // Unused for 30 days: gone too.
    const v = await registered();
    t.clock.advance(30 * DAY + 1000);
    expect((await v.agent.get('/api/auth/sessions')).status).toBe(401);
  });

  it('lists sessions with device and last use; signs out one or everywhere', async () => {
    const u = await registered();
    const { auth } = await addPasskey(u.agent);
    const phone = t.agent().set('User-Agent', 'Mozilla/5.0 (Linux; Android 14) Firefox/130.0');
    expect((await signIn(phone, auth)).status).toBe(200);
    const tablet = t.agent();
    expect((await signIn(tablet, auth)).status).toBe(200);

    const list = (await u.agent.get('/api/auth/sessions')).body.sessions as { id: string; device: string; current: boolean; lastUsedAt: string }[];
    expect(list).toHaveLength(3);
    expect(list.filter((s) => s.current)).toHaveLength(1);
    expect(list.map((s) => s.device)).toEqual(expect.arrayContaining(['Chrome on Linux', 'Firefox on Android']));
    list.forEach((s) => expect(s.lastUsedAt).toBeTruthy());

    // Sign out one other session.
    const phoneSession = list.find((s) => s.device === 'Firefox on Android')!;
    expect((await u.agent.delete(`/api/auth/sessions/${phoneSession.id}`)).status).toBe(204);
    expect((await phone.get('/api/auth/sessions')).status).toBe(401);
    expect((await u.agent.delete(`/api/auth/sessions/${phoneSession.id}`)).status).toBe(404);

    // Sign out (this device).
    const laptop = t.agent();
    await signIn(laptop, auth);
    expect((await laptop.post('/api/auth/signout')).status).toBe(204);
    expect((await laptop.get('/api/auth/sessions')).status).toBe(401);

    // Everywhere: this session and the tablet's end.
    const all = await u.agent.post('/api/auth/signout-everywhere');
    expect(all.status).toBe(200);
    expect(all.body.revoked).toBe(2);
    expect(String(all.headers['set-cookie'])).toMatch(/cq_session=;/);
    expect((await tablet.get('/api/auth/sessions')).status).toBe(401);
    expect((await u.agent.get('/api/auth/sessions')).status).toBe(401);
  });

  it('rate limits recovery codes per account and sign-in per IP with 429 and Retry-After', async () => {
    t.clock.advance(DAY); // a fresh window
    const u = await registered();
    const { res } = await addPasskey(u.agent);
    const good = (res.body.recoveryCodes as string[])[0]!;
    for (let i = 0; i < RATE_LIMITS.recovery.account; i++) {
      expect((await t.agent().post('/api/auth/signin/recovery-code').send({ username: u.username, code: 'wrong-code-0000' })).status).toBe(401);
    }
    const limited = await t.agent().post('/api/auth/signin/recovery-code').send({ username: u.username, code: good });
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBe(15 * 60);
    t.clock.advance(5 * 60_000);
    const later = await t.agent().post('/api/auth/signin/recovery-code').send({ username: u.username, code: good });
    expect(Number(later.headers['retry-after'])).toBe(10 * 60);
    t.clock.advance(10 * 60_000 + 1000);
    expect((await t.agent().post('/api/auth/signin/recovery-code').send({ username: u.username, code: good })).status).toBe(200);

    // Per IP: unknown passkeys from one address.
    t.clock.advance(DAY);
    for (let i = 0; i < RATE_LIMITS.signin.ip; i++) expect((await signIn(t.agent(), new SoftAuthenticator())).status).toBe(401);
    const ipLimited = await signIn(t.agent(), new SoftAuthenticator());
    expect(ipLimited.status).toBe(429);
    expect(Number(ipLimited.headers['retry-after'])).toBeGreaterThan(0);
    // Attempt state lives in the database (shared by every process).
    expect(Number((await t.db('auth_attempts').where({ scope: 'ip', outcome: 'failed' }).count('* as n'))[0]!.n)).toBeGreaterThanOrEqual(RATE_LIMITS.signin.ip);
  });

  it('issues new recovery codes only after a fresh assertion by one of the account\'s own passkeys', async () => {
    t.clock.advance(DAY); // sign-in attempts of earlier tests leave the rate limit window
    const u = await registered();
    const { auth, res } = await addPasskey(u.agent);
    const [oldCode] = res.body.recoveryCodes as string[];
    const before = await codeHashes(u.id);
    const other = await registered();
    const { auth: otherAuth } = await addPasskey(other.agent);
    const expectRefused = async (body: Record<string, unknown>, code: string) => {
      const r = await u.agent.post('/api/auth/recovery-codes').send(body);
      expect([r.status, r.body.code]).toEqual([403, code]);
      expect(r.body.recoveryCodes).toBeUndefined();
    };

    // The session cookie alone is not enough.
    await expectRefused({}, 'REAUTH_REQUIRED');
    const german = await u.agent.post('/api/auth/recovery-codes').set('Accept-Language', 'de');
    expect(german.body.error).toBe('Bestätige zuerst mit deinem Passkey: Für diese Änderung ist eine neue Passkey-Prüfung nötig.');
    // The options name the account's passkeys and ask for user verification.
    const options = (await u.agent.post('/api/auth/reauth/options')).body;
    expect(options.userVerification).toBe('required');
    expect(options.allowCredentials.map((c: { id: string }) => c.id)).toEqual([auth.id]);
    // Another account's passkey, another account's challenge, a sign-in challenge: refused.
    await expectRefused({ reauth: otherAuth.assert(options) }, 'REAUTH_FAILED');
    await expectRefused({ reauth: auth.assert((await other.agent.post('/api/auth/reauth/options')).body) }, 'REAUTH_EXPIRED');
    await expectRefused({ reauth: auth.assert((await u.agent.post('/api/auth/signin/options')).body) }, 'REAUTH_EXPIRED');
    // Without user verification.
    auth.userVerified = false;
    await expectRefused({ reauth: await reauth(u.agent, auth) }, 'REAUTH_FAILED');
    auth.userVerified = true;
    // After the five minutes a challenge lives.
    const late = (await u.agent.post('/api/auth/reauth/options')).body;
    t.clock.advance(CHALLENGE_TTL_MS + 1000);
    await expectRefused({ reauth: auth.assert(late) }, 'REAUTH_EXPIRED');
    expect(await codeHashes(u.id)).toEqual(before);

    // A fresh assertion by the account's passkey: ten new codes; the old ones stop working.
    const proof = await reauth(u.agent, auth);
    const ok = await u.agent.post('/api/auth/recovery-codes').send({ reauth: proof });
    expect(ok.status).toBe(200);
    expect(ok.body.recoveryCodes).toHaveLength(10);
    expect(await codeHashes(u.id)).not.toEqual(before);
    expect((await t.agent().post('/api/auth/signin/recovery-code').send({ username: u.username, code: oldCode })).status).toBe(401);
    expect((await t.agent().post('/api/auth/signin/recovery-code').send({ username: u.username, code: ok.body.recoveryCodes[0] })).status).toBe(200);
    // The proof works once; a new challenge signed with a replayed counter (a cloned authenticator) fails.
    const after = await codeHashes(u.id);
    await expectRefused({ reauth: proof }, 'REAUTH_EXPIRED');
    await expectRefused({ reauth: await reauth(u.agent, auth, { counter: auth.counter }) }, 'REAUTH_FAILED');
    expect(await codeHashes(u.id)).toEqual(after);
  });

  it('removes a passkey only after a fresh assertion, and never the last one', async () => {
    t.clock.advance(DAY); // sign-in attempts of earlier tests leave the rate limit window
    const u = await registered();
    const { auth: laptop, res: first } = await addPasskey(u.agent);
    const { auth: phone, res: second } = await addPasskey(u.agent, new SoftAuthenticator(), laptop);
    const phoneId = second.body.passkey.id as string;
    const laptopId = first.body.passkey.id as string;
    const other = await registered();
    const { auth: otherAuth, res: otherRes } = await addPasskey(other.agent);
    const count = async () => (await u.agent.get('/api/auth/passkeys')).body.passkeys.length as number;
    const remove = (id: string, body: Record<string, unknown> = {}) => u.agent.delete(`/api/auth/passkeys/${id}`).send(body);

    expect([(await remove(phoneId)).status, (await remove(phoneId)).body.code]).toEqual([403, 'REAUTH_REQUIRED']);
    expect((await remove(phoneId, { reauth: otherAuth.assert((await u.agent.post('/api/auth/reauth/options')).body) })).body.code).toBe('REAUTH_FAILED');
    const late = (await u.agent.post('/api/auth/reauth/options')).body;
    t.clock.advance(CHALLENGE_TTL_MS + 1000);
    expect((await remove(phoneId, { reauth: laptop.assert(late) })).body.code).toBe('REAUTH_EXPIRED');
    // Another account's passkey cannot be named.
    expect((await remove(otherRes.body.passkey.id, { reauth: await reauth(u.agent, laptop) })).status).toBe(404);
    expect(await count()).toBe(2);

    const proof = await reauth(u.agent, laptop);
    expect((await remove(phoneId, { reauth: proof })).status).toBe(204);
    expect(await count()).toBe(1);
    expect((await signIn(t.agent(), phone)).status).toBe(401);
    expect((await remove(laptopId, { reauth: proof })).body.code).toBe('REAUTH_EXPIRED');

    // The last passkey stays, even with a fresh assertion by it.
    const last = await remove(laptopId, { reauth: await reauth(u.agent, laptop) });
    expect([last.status, last.body.code]).toEqual([409, 'LAST_PASSKEY']);
    expect(await count()).toBe(1);
    expect((await signIn(t.agent(), laptop)).status).toBe(200);
  });

  it('a stolen session cannot add its own passkey, which would outlive sign out everywhere (issue 33)', async () => {
    t.clock.advance(DAY); // failed checks of earlier tests leave the rate limit window
    const u = await registered();
    const { auth: owner } = await addPasskey(u.agent);
    // The owner signs in on a second device; that session's cookie is stolen.
    const device = t.agent();
    const signedIn = await signIn(device, owner);
    expect(signedIn.status).toBe(200);
    const token = /cq_session=([^;]+)/.exec(String(signedIn.headers['set-cookie']))![1]!;
    const thief = t.agent().set('Cookie', `cq_session=${token}`);
    expect((await thief.get('/api/auth/passkeys')).status).toBe(200);

    // The session alone: refused.
    const evil = new SoftAuthenticator();
    const bare = await addPasskey(thief, evil);
    expect([bare.res.status, bare.res.body.code]).toEqual([403, 'REAUTH_REQUIRED']);
    // Confirmed by the thief's own passkey (not one of the account's): refused too.
    const own = await addPasskey(thief, evil, evil);
    expect([own.res.status, own.res.body.code]).toEqual([403, 'REAUTH_FAILED']);
    expect(await t.db('passkey_credentials').where({ user_id: u.id })).toHaveLength(1);

    // Sign out everywhere: the thief is out and has no passkey to come back with.
    expect((await device.post('/api/auth/signout-everywhere')).status).toBe(200);
    expect((await thief.get('/api/auth/passkeys')).status).toBe(401);
    expect((await signIn(t.agent(), evil)).status).toBe(401);

    // The owner, with a fresh check by their passkey, adds a second one; it signs in.
    const back = t.agent();
    expect((await signIn(back, owner)).status).toBe(200);
    const phone = await addPasskey(back, new SoftAuthenticator(), owner);
    expect(phone.res.status, phone.res.text).toBe(201);
    expect(phone.res.body.recoveryCodes).toBeUndefined();
    expect((await signIn(t.agent(), phone.auth)).status).toBe(200);
  });

  it('limits failed passkey checks per account and per address: 429 even for a right one until the window ends (issue 33)', async () => {
    t.clock.advance(DAY); // a fresh window
    const u = await registered();
    const { auth } = await addPasskey(u.agent);
    const stranger = new SoftAuthenticator();
    const before = await codeHashes(u.id);
    const newCodes = (agent: Agent, body: Record<string, unknown>) => agent.post('/api/auth/recovery-codes').send(body);

    for (let i = 0; i < RATE_LIMITS.reauth.account; i++) expect((await newCodes(u.agent, { reauth: await reauth(u.agent, stranger) })).body.code).toBe('REAUTH_FAILED');
    // A missing check is no attempt: still 403, not counted.
    expect((await newCodes(u.agent, {})).body.code).toBe('REAUTH_REQUIRED');
    // Now even the account's own passkey is refused, for every change it would confirm.
    const right = await newCodes(u.agent, { reauth: await reauth(u.agent, auth) });
    expect([right.status, right.body.code]).toEqual([429, 'RATE_LIMITED']);
    expect(right.body.error).toBe('Too many failed passkey checks. Please wait a moment and try again.');
    expect(Number(right.headers['retry-after'])).toBe(RATE_LIMITS.reauth.windowMs / 1000);
    const german = await newCodes(u.agent, { reauth: await reauth(u.agent, auth) }).set('Accept-Language', 'de');
    expect(german.body.error).toBe('Zu viele fehlgeschlagene Passkey-Prüfungen. Bitte warte einen Moment und versuche es erneut.');
    expect((await addPasskey(u.agent, new SoftAuthenticator(), auth)).res.status).toBe(429);
    expect(await codeHashes(u.id)).toEqual(before);
    // The count lives in the database.
    expect(Number((await t.db('auth_attempts').where({ action: 'reauth', scope: 'account', key: u.id, outcome: 'failed' }).count('* as n'))[0]!.n)).toBe(RATE_LIMITS.reauth.account);

    // When the window has passed, the right check works again.
    t.clock.advance(RATE_LIMITS.reauth.windowMs + 1000);
    const ok = await newCodes(u.agent, { reauth: await reauth(u.agent, auth) });
    expect(ok.status, ok.text).toBe(200);
    expect(await codeHashes(u.id)).not.toEqual(before);

    // Per address: failed checks on several accounts from one address stop every account there.
    t.clock.advance(RATE_LIMITS.reauth.windowMs + 1000);
    let failed = 0;
    while (failed < RATE_LIMITS.reauth.ip) {
      const v = await registered();
      await addPasskey(v.agent);
      for (let i = 0; i < RATE_LIMITS.reauth.account && failed < RATE_LIMITS.reauth.ip; i++, failed++) {
        expect((await newCodes(v.agent, { reauth: await reauth(v.agent, stranger) })).body.code).toBe('REAUTH_FAILED');
      }
    }
    const fresh = await registered();
    const { auth: freshAuth } = await addPasskey(fresh.agent);
    const limited = await newCodes(fresh.agent, { reauth: await reauth(fresh.agent, freshAuth) });
    expect([limited.status, limited.body.details?.scope]).toEqual([429, 'ip']);
    t.clock.advance(RATE_LIMITS.reauth.windowMs + 1000);
    expect((await newCodes(fresh.agent, { reauth: await reauth(fresh.agent, freshAuth) })).status).toBe(200);
  });

  it('an account without a passkey has nothing to confirm with', async () => {
    const u = await registered();
    const options = await u.agent.post('/api/auth/reauth/options');
    expect([options.status, options.body.code]).toEqual([409, 'NO_PASSKEY']);
    expect((await u.agent.post('/api/auth/recovery-codes')).body.code).toBe('REAUTH_REQUIRED');
    expect((await t.agent().post('/api/auth/reauth/options')).status).toBe(401);
    const g = await guest();
    expect((await g.agent.post('/api/auth/recovery-codes')).body.code).toBe('REGISTERED_ONLY');
  });
});
