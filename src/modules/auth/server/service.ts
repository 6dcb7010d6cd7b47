import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Knex } from 'knex';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../../server/http/errors';
import type { Clock, IdempotencyKeysApi } from '../../../server/tokens';
import type { GamificationApi } from '../../gamification/contract';
import type { GuestApi, GuestClaim, SessionUser } from '../../guest/contract';
import { CHALLENGE_TTL_MS, type AuthApi, type GuestPointsChoice, type PasskeysResponse, type RegisterPasskeyResponse, type SignInResponse } from '../contract';
import type { AttemptLimiter } from './rate-limit';
import { verifiedCounter } from './assertion';
import { REAUTH_MESSAGES, Reauthentication } from './reauth';
import { generateRecoveryCodes, hashRecoveryCode, matchRecoveryCode } from './recovery-codes';
import { toPasskey } from './presenter';
import type { AuthRepository } from './repository';
import { challengeOf, transportsOf, userHandle, userIdFromHandle, type RelyingParty } from './webauthn-json';
import type { UnitOfWork } from '../../../server/unit-of-work';

export const AUTH_MESSAGES = {
  signInFailed: 'We could not sign you in with this passkey.',
  recoveryFailed: 'This username and recovery code do not match.',
  challengeExpired: 'This sign-in request expired. Please try again.',
  registrationFailed: 'The passkey could not be registered.',
  registeredOnly: 'Create your profile first: only registered accounts can add passkeys.',
  lastPasskey: 'This is your only passkey. Add another passkey before you remove this one.',
} as const;

export class AuthService implements AuthApi {
  private readonly reauth: Reauthentication;

  constructor(
    private readonly repo: AuthRepository,
    private readonly guests: GuestApi,
    private readonly gamification: GamificationApi,
    private readonly limiter: AttemptLimiter,
    private readonly clock: Clock,
    private readonly rp: RelyingParty,
    private readonly uow: UnitOfWork,
    /** Issue 35: a guest's Idempotency-Keys go with it into the account it signs in to. */
    private readonly idempotencyKeys?: IdempotencyKeysApi,
  ) {
    this.reauth = new Reauthentication(repo, clock, rp, limiter);
  }

  async hasPasskey(userId: string): Promise<boolean> {
    return (await this.repo.listCredentials(userId)).length > 0;
  }

  private async registeredUser(user: SessionUser) {
    const u = await this.guests.getUser(user.id);
    if (!u || user.isGuest || u.isGuest) throw forbidden(AUTH_MESSAGES.registeredOnly, 'REGISTERED_ONLY');
    return u;
  }

  async passkeys(userId: string): Promise<PasskeysResponse> {
    return { passkeys: (await this.repo.listCredentials(userId)).map(toPasskey), recoveryCodesRemaining: await this.repo.countUnusedCodes(userId) };
  }

  async registrationOptions(user: SessionUser): Promise<PublicKeyCredentialCreationOptionsJSON> {
    const u = await this.registeredUser(user);
    const existing = await this.repo.listCredentials(user.id);
    const options = await generateRegistrationOptions({
      rpName: this.rp.rpName,
      rpID: this.rp.rpID,
      userName: u.username ?? user.id,
      userDisplayName: [u.firstName, u.lastName].filter(Boolean).join(' ') || (u.username ?? ''),
      userID: userHandle(user.id),
      attestationType: 'none',
      excludeCredentials: existing.map((c) => ({ id: c.credential_id, transports: transportsOf(c.transports) })),
      authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'required' },
      timeout: 60_000,
    });
    const now = this.clock.now();
    await this.repo.insertChallenge({ challenge: options.challenge, purpose: 'register', userId: user.id, expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS), now });
    return options;
  }

  /**
   * Adds the passkey the browser made. An account that already has a passkey needs a fresh check by
   * one of them (`reauth`, issue 33): otherwise a stolen session cookie could add its own passkey,
   * which outlives 'sign out everywhere'. The first passkey needs none (there is nothing to check with).
   */
  async verifyRegistration(user: SessionUser, ip: string, response: RegistrationResponseJSON, name?: string, reauth?: AuthenticationResponseJSON): Promise<RegisterPasskeyResponse> {
    await this.registeredUser(user);
    const hadPasskey = (await this.repo.listCredentials(user.id)).length > 0;
    const useProof = hadPasskey ? await this.reauth.verify(user.id, ip, reauth) : null;
    const challenge = challengeOf(response);
    const now = this.clock.now();
    if (!challenge || !(await this.repo.consumeChallenge(challenge, 'register', user.id, now))) throw badRequest('CHALLENGE_EXPIRED', AUTH_MESSAGES.challengeExpired);
    let verified;
    try {
      verified = await verifyRegistrationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: this.rp.origin,
        expectedRPID: this.rp.rpID,
        requireUserVerification: true,
      });
    } catch (err) {
      throw badRequest('PASSKEY_INVALID', AUTH_MESSAGES.registrationFailed, { reason: (err as Error).message });
    }
    if (!verified.verified) throw badRequest('PASSKEY_INVALID', AUTH_MESSAGES.registrationFailed);
    const { credential, credentialDeviceType, credentialBackedUp } = verified.registrationInfo;
    if (await this.repo.findCredential(credential.id)) throw new HttpError(409, 'PASSKEY_EXISTS', 'This passkey is already registered.');
    const row = await this.uow.run(async (_, trx) => {
      // A passkey added meanwhile (by a concurrent request of this session) needs the check too.
      const ids = await this.repo.lockCredentialIds(trx, user.id);
      if (useProof) await useProof(trx);
      else if (ids.length > 0) throw new HttpError(403, 'REAUTH_REQUIRED', REAUTH_MESSAGES.required);
      return this.repo.insertCredential(trx, {
        credential_id: credential.id,
        user_id: user.id,
        public_key: Buffer.from(credential.publicKey),
        counter: credential.counter,
        transports: (credential.transports ?? []).join(','),
        device_type: credentialDeviceType,
        backed_up: credentialBackedUp,
        name: name || null,
        created_at: now,
      });
    });
    const result: RegisterPasskeyResponse = { passkey: toPasskey(row) };
    if (!(await this.repo.hasAnyCodes(user.id))) result.recoveryCodes = await this.uow.run((_, trx) => this.newRecoveryCodes(trx, user.id));
    return result;
  }

  /** Options for the fresh passkey assertion that new recovery codes, passkey removal and a further passkey need. */
  reauthOptions(user: SessionUser): Promise<PublicKeyCredentialRequestOptionsJSON> {
    return this.reauth.options(user.id);
  }

  /**
   * Removes one of the account's passkeys after a fresh assertion by one of them. The last passkey
   * stays (409 LAST_PASSKEY): without one the account could neither confirm such changes again nor
   * sign in except with recovery codes; add another passkey first, then remove this one.
   */
  async deletePasskey(userId: string, ip: string, id: string, proof: AuthenticationResponseJSON | undefined): Promise<void> {
    const useProof = await this.reauth.verify(userId, ip, proof);
    await this.uow.run(async (_, trx) => {
      await useProof(trx);
      const ids = await this.repo.lockCredentialIds(trx, userId);
      if (!ids.includes(id)) throw notFound('Passkey not found.', 'PASSKEY_NOT_FOUND');
      if (ids.length === 1) throw conflict('LAST_PASSKEY', AUTH_MESSAGES.lastPasskey);
      await this.repo.deleteCredential(trx, userId, id);
    });
  }

  /** Replaces every recovery code of the account after a fresh passkey assertion; the new ones are returned once. */
  async regenerateRecoveryCodes(user: SessionUser, ip: string, proof: AuthenticationResponseJSON | undefined): Promise<string[]> {
    await this.registeredUser(user);
    const useProof = await this.reauth.verify(user.id, ip, proof);
    return this.uow.run(async (_, trx) => {
      await useProof(trx);
      return this.newRecoveryCodes(trx, user.id);
    });
  }

  private async newRecoveryCodes(trx: Knex.Transaction, userId: string): Promise<string[]> {
    const codes = generateRecoveryCodes();
    await this.repo.replaceCodes(trx, userId, codes.map((c) => hashRecoveryCode(userId, c)), this.clock.now());
    return codes;
  }

  async signInOptions(): Promise<PublicKeyCredentialRequestOptionsJSON> {
    const options = await generateAuthenticationOptions({ rpID: this.rp.rpID, userVerification: 'required', timeout: 60_000 });
    const now = this.clock.now();
    await this.repo.insertChallenge({ challenge: options.challenge, purpose: 'signin', userId: null, expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS), now });
    return options;
  }

  /** Discoverable sign-in: the credential names the account. */
  async signInWithPasskey(
    ip: string,
    current: SessionUser | undefined,
    response: AuthenticationResponseJSON,
    guestPoints: GuestPointsChoice | undefined,
    userAgent: string | null,
  ): Promise<SignInResponse & { token: string }> {
    const attempts = [await this.limiter.begin('signin', 'ip', ip)];
    try {
      const challenge = challengeOf(response);
      const now = this.clock.now();
      if (!challenge || !(await this.repo.consumeChallenge(challenge, 'signin', null, now))) throw badRequest('CHALLENGE_EXPIRED', AUTH_MESSAGES.challengeExpired);
      const cred = await this.repo.findCredential(response.id);
      if (!cred) throw new HttpError(401, 'SIGNIN_FAILED', AUTH_MESSAGES.signInFailed);
      attempts.push(await this.limiter.begin('signin', 'account', cred.user_id, cred.user_id));
      const handle = response.response.userHandle;
      if (handle && userIdFromHandle(handle) !== cred.user_id) throw new HttpError(401, 'SIGNIN_FAILED', AUTH_MESSAGES.signInFailed);
      const newCounter = await verifiedCounter(this.rp, cred, response, challenge);
      if (newCounter === null) throw new HttpError(401, 'SIGNIN_FAILED', AUTH_MESSAGES.signInFailed);
      const result = await this.startSession(cred.user_id, current, guestPoints, userAgent, async (trx) => {
        if (!(await this.repo.advanceCounter(trx, cred.id, newCounter, now))) {
          throw new HttpError(401, 'SIGNIN_FAILED', AUTH_MESSAGES.signInFailed);
        }
      });
      await this.limiter.finish(attempts, 'succeeded');
      return result;
    } catch (err) {
      if (!(err instanceof HttpError && err.status === 429)) await this.limiter.finish(attempts, 'failed');
      throw err;
    }
  }

  async signInWithRecoveryCode(
    ip: string,
    current: SessionUser | undefined,
    input: { username: string; code: string; guestPoints?: GuestPointsChoice },
    userAgent: string | null,
  ): Promise<SignInResponse & { token: string }> {
    const attempts = [await this.limiter.begin('recovery', 'ip', ip)];
    try {
      const user = await this.guests.findRegisteredByUsername(input.username);
      if (!user) {
        matchRecoveryCode('00000000-0000-0000-0000-000000000000', input.code, []);
        throw new HttpError(401, 'RECOVERY_FAILED', AUTH_MESSAGES.recoveryFailed);
      }
      attempts.push(await this.limiter.begin('recovery', 'account', user.id, user.id));
      const match = matchRecoveryCode(user.id, input.code, await this.repo.unusedCodes(user.id));
      if (!match) throw new HttpError(401, 'RECOVERY_FAILED', AUTH_MESSAGES.recoveryFailed);
      const now = this.clock.now();
      const result = await this.startSession(user.id, current, input.guestPoints, userAgent, async (trx) => {
        if (!(await this.repo.useCode(trx, match.id, now))) throw new HttpError(401, 'RECOVERY_FAILED', AUTH_MESSAGES.recoveryFailed);
      });
      await this.limiter.finish(attempts, 'succeeded');
      return { ...result, recoveryCodesRemaining: await this.repo.countUnusedCodes(user.id) };
    } catch (err) {
      if (!(err instanceof HttpError && err.status === 429)) await this.limiter.finish(attempts, 'failed');
      throw err;
    }
  }

  /**
   * One transaction: the proof is used up (counter, code), the device's current session ends (the
   * token rotates), a guest is merged (what it earned for verified work is carried: ledger
   * 'guest_merge', reference = guest id) or its points donated when asked, and a new registered
   * session starts.
   */
  private async startSession(
    userId: string,
    current: SessionUser | undefined,
    guestPoints: GuestPointsChoice | undefined,
    userAgent: string | null,
    useProof: (trx: Knex.Transaction) => Promise<void>,
  ): Promise<SignInResponse & { token: string }> {
    const { token, session, claim } = await this.uow.run(async (unit, trx) => {
      await useProof(trx);
      let claim: GuestClaim | null = null;
      if (current) {
        await this.guests.revokeSession(current.id, current.sessionId, unit);
        // Whatever the guest's points do: the guest's offline queue on this device moves to the account
        // (the client's use-sign-in), and the writes it already sent are answered once under it.
        if (current.isGuest && current.id !== userId) await this.idempotencyKeys?.handOver(current.id, userId, unit);
        if (current.isGuest && guestPoints && current.id !== userId) {
          claim = await this.guests.claimGuestPoints(current.id, guestPoints, userId, unit);
          if (claim) {
            // A merge carries only the guest's verified work (the gamification module decides what that is).
            if (claim.action === 'merge') {
              const carried = await this.gamification.mergeGuest(current.id, userId, unit);
              claim = { ...claim, coins: carried.coins, xp: carried.xp };
            }
            await this.guests.revokeSessions(current.id, {}, unit);
          }
        }
      }
      const created = await this.guests.createSession(userId, 'user', { userAgent }, unit);
      return { ...created, claim };
    });
    const user = await this.guests.getUser(userId);
    return { token, session, user: user!, guestPoints: claim };
  }
}

