import { verifyAuthenticationResponse, type AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { CredentialRow } from './models';
import { transportsOf, type RelyingParty } from './webauthn-json';

/**
 * Checks a passkey assertion against the stored credential and the consumed challenge, with user
 * verification: the passkey's new signature counter when it holds, null when it does not (a bad
 * signature, origin, RP id or a response the library refuses). Sign-in and re-authentication share it.
 */
export async function verifiedCounter(rp: RelyingParty, cred: CredentialRow, response: AuthenticationResponseJSON, challenge: string): Promise<number | null> {
  try {
    const verified = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      credential: { id: cred.credential_id, publicKey: new Uint8Array(cred.public_key), counter: Number(cred.counter), transports: transportsOf(cred.transports) },
      requireUserVerification: true,
    });
    return verified.verified ? verified.authenticationInfo.newCounter : null;
  } catch {
    return null;
  }
}
