import crypto from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const b64url = (b: Uint8Array | Buffer) => Buffer.from(b).toString('base64url');
const sha256 = (b: Uint8Array | Buffer | string) => crypto.createHash('sha256').update(b).digest();

/**
 * A software WebAuthn authenticator for integration tests: a real P-256 key, 'none' attestation,
 * user presence and verification flags, a signature counter. Builds the JSON a browser would post.
 */
export class SoftAuthenticator {
  readonly credentialId = crypto.randomBytes(16);
  private readonly keys = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' });
  counter = 0;
  userHandle: string | undefined;
  /** Set false to simulate an authenticator that did not verify the user. */
  userVerified = true;

  constructor(
    private readonly rpID = 'localhost',
    private readonly origin = 'http://localhost:3000',
  ) {}

  get id() {
    return b64url(this.credentialId);
  }

  private flags(extra: number) {
    return 0x01 | (this.userVerified ? 0x04 : 0) | extra;
  }

  private counterBytes() {
    const c = Buffer.alloc(4);
    c.writeUInt32BE(this.counter);
    return c;
  }

  private clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin = this.origin) {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** navigator.credentials.create() for these options. */
  register(options: { challenge: string; user: { id: string } }, opts: { origin?: string } = {}) {
    this.userHandle = options.user.id;
    const jwk = this.keys.publicKey.export({ format: 'jwk' });
    const cose = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, new Uint8Array(Buffer.from(jwk.x!, 'base64url'))],
        [-3, new Uint8Array(Buffer.from(jwk.y!, 'base64url'))],
      ]),
    );
    const idLen = Buffer.alloc(2);
    idLen.writeUInt16BE(this.credentialId.length);
    const authData = Buffer.concat([sha256(this.rpID), Buffer.from([this.flags(0x40)]), this.counterBytes(), Buffer.alloc(16), idLen, this.credentialId, Buffer.from(cose)]);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Uint8Array | Map<string, string>>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', new Uint8Array(authData)],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: { clientDataJSON: b64url(this.clientData('webauthn.create', options.challenge, opts.origin)), attestationObject: b64url(attestationObject), transports: ['internal'] },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /** navigator.credentials.get() for these options (discoverable: returns the user handle). */
  assert(options: { challenge: string }, opts: { origin?: string; counter?: number } = {}) {
    this.counter = opts.counter ?? this.counter + 1;
    const authData = Buffer.concat([sha256(this.rpID), Buffer.from([this.flags(0)]), this.counterBytes()]);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, opts.origin);
    const signature = crypto.sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), this.keys.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: { clientDataJSON: b64url(clientDataJSON), authenticatorData: b64url(authData), signature: b64url(signature), userHandle: this.userHandle },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }
}
