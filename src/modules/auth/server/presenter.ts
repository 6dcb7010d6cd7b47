import type { PasskeyDto } from '../contract';
import type { AuthRepository } from './repository';
import type { CredentialRow } from './models';

const iso = (d: Date | string | null) => (d == null ? null : new Date(d).toISOString());

/** A passkey as the account page shows it. */
export const toPasskey = (r: CredentialRow): PasskeyDto => ({
  id: r.id,
  name: r.name,
  createdAt: new Date(r.created_at).toISOString(),
  lastUsedAt: r.last_used_at ? new Date(r.last_used_at).toISOString() : null,
  backedUp: r.backed_up,
});

type AuthData = Awaited<ReturnType<AuthRepository['personalData']>>;

/** The person's auth data as their export shows it: passkey names and times, how many recovery codes exist and were used, sign-in attempts. */
export function toAuthExport({ passkeys, codes, attempts }: AuthData) {
  return {
    passkeys: passkeys.map((p) => ({ id: p.id, name: p.name, transports: p.transports ? p.transports.split(',') : [], backedUp: p.backed_up, createdAt: iso(p.created_at), lastUsedAt: iso(p.last_used_at) })),
    recoveryCodes: { total: codes.length, used: codes.filter((c) => c.used_at).length },
    signInAttempts: attempts.map((a) => ({ action: a.action, outcome: a.outcome, at: iso(a.created_at) })),
  };
}
