import {
  generateAuthenticationOptions,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import type { Knex } from 'knex';
import { conflict, HttpError } from '../../../server/http/errors';
import type { Clock } from '../../../server/tokens';
import { CHALLENGE_TTL_MS } from '../contract';
import { verifiedCounter } from './assertion';
import type { AttemptLimiter } from './rate-limit';
import type { AuthRepository } from './repository';
import { challengeOf, transportsOf, userIdFromHandle, type RelyingParty } from './webauthn-json';

export const REAUTH_MESSAGES = {
  required: 'Confirm with your passkey first: this change needs a fresh passkey check.',
  expired: 'This passkey check expired or was already used. Please confirm with your passkey again.',
  failed: 'This passkey could not confirm that it is you. Use a passkey of this account.',
  noPasskey: 'This account has no passkey to confirm with. Add a passkey first.',
} as const;

/** Work that uses up the proof; runs inside the transaction of the change it allows. */
export type UseProof = (trx: Knex.Transaction) => Promise<void>;

/**
 * A fresh passkey assertion for sensitive changes of a signed-in account (new recovery codes,
 * removing a passkey, adding a passkey to an account that has one): a session cookie alone is not
 * enough, so a stolen session cannot mint codes, strip passkeys or add its own passkey, all of which
 * outlive 'sign out everywhere'. The challenge (purpose 'reauth') is bound to the account, lives
 * CHALLENGE_TTL_MS and works once; the assertion must come from one of the account's own passkeys,
 * with user verification, and move its signature counter forward. Failed checks are limited per
 * account and per address (RATE_LIMITS.reauth, counted in auth_attempts like sign-in): over the limit
 * every check is 429, a right one too, until the window has passed.
 */
export class Reauthentication {
  constructor(
    private readonly repo: AuthRepository,
    private readonly clock: Clock,
    private readonly rp: RelyingParty,
    private readonly limiter: AttemptLimiter,
  ) {}

  async options(userId: string): Promise<PublicKeyCredentialRequestOptionsJSON> {
    const creds = await this.repo.listCredentials(userId);
    if (creds.length === 0) throw conflict('NO_PASSKEY', REAUTH_MESSAGES.noPasskey);
    const options = await generateAuthenticationOptions({
      rpID: this.rp.rpID,
      userVerification: 'required',
      timeout: 60_000,
      allowCredentials: creds.map((c) => ({ id: c.credential_id, transports: transportsOf(c.transports) })),
    });
    const now = this.clock.now();
    await this.repo.insertChallenge({ challenge: options.challenge, purpose: 'reauth', userId, expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS), now });
    return options;
  }

  /**
   * Checks the assertion (403 REAUTH_REQUIRED without one, REAUTH_EXPIRED for an unknown, used,
   * expired or foreign challenge, REAUTH_FAILED for anything else; 429 RATE_LIMITED after too many
   * failed ones from this account or address) and returns the step that moves the passkey's counter,
   * for the change's transaction. A missing assertion is no attempt; every other is counted.
   */
  async verify(userId: string, ip: string, response: AuthenticationResponseJSON | undefined): Promise<UseProof> {
    if (!response) throw new HttpError(403, 'REAUTH_REQUIRED', REAUTH_MESSAGES.required);
    return this.limiter.attempt(
      'reauth',
      [
        { scope: 'ip', key: ip },
        { scope: 'account', key: userId, userId },
      ],
      () => this.check(userId, response),
    );
  }

  private async check(userId: string, response: AuthenticationResponseJSON): Promise<UseProof> {
    const challenge = challengeOf(response);
    const now = this.clock.now();
    if (!challenge || !(await this.repo.consumeChallenge(challenge, 'reauth', userId, now))) throw new HttpError(403, 'REAUTH_EXPIRED', REAUTH_MESSAGES.expired);
    const cred = await this.repo.findCredential(response.id);
    if (!cred || cred.user_id !== userId) throw new HttpError(403, 'REAUTH_FAILED', REAUTH_MESSAGES.failed);
    const handle = response.response.userHandle;
    if (handle && userIdFromHandle(handle) !== userId) throw new HttpError(403, 'REAUTH_FAILED', REAUTH_MESSAGES.failed);
    const newCounter = await verifiedCounter(this.rp, cred, response, challenge);
    if (newCounter === null) throw new HttpError(403, 'REAUTH_FAILED', REAUTH_MESSAGES.failed);
    return async (trx) => {
      if (!(await this.repo.advanceCounter(trx, cred.id, newCounter, now))) throw new HttpError(403, 'REAUTH_FAILED', REAUTH_MESSAGES.failed);
    };
  }
}
