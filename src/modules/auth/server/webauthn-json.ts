/** Small readers of the WebAuthn JSON a browser posts (the library's verification checks all of it again). */

/** Who the passkeys are for: PUBLIC_URL's host name (RP ID) and origin. */
export interface RelyingParty {
  rpID: string;
  rpName: string;
  origin: string;
}

/** The challenge a browser signed, read from clientDataJSON. */
export function challengeOf(response: { response?: { clientDataJSON?: unknown } }): string | null {
  try {
    const json = JSON.parse(Buffer.from(String(response.response?.clientDataJSON ?? ''), 'base64url').toString('utf8')) as { challenge?: unknown };
    return typeof json.challenge === 'string' && json.challenge.length <= 200 ? json.challenge : null;
  } catch {
    return null;
  }
}

/** A uuid as its 16 bytes: the WebAuthn user handle. */
export const userHandle = (userId: string) => new Uint8Array(Buffer.from(userId.replace(/-/g, ''), 'hex'));

export const userIdFromHandle = (handle: string) => {
  const hex = Buffer.from(handle, 'base64url').toString('hex');
  return hex.length === 32 ? `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}` : null;
};

/** A stored comma-separated transports list as the library wants it. */
export const transportsOf = (stored: string) => (stored ? stored.split(',') : undefined);
