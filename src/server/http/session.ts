import type { Role } from '../../shared/constants';

/** A guest's session or a registered person's. */
export type SessionKind = 'guest' | 'user';

/**
 * What the module that owns sessions puts on ctx.state.user (from its manifest's `middleware` hook)
 * for every request with a live session. The core's guards (`auth.ts`) read it; modules get it from
 * `sessionUser(ctx)`.
 */
export interface SessionUser {
  id: string;
  role: Role;
  isGuest: boolean;
  sessionId: string;
  sessionKind: SessionKind;
  expiresAt: Date;
  /** True when this request slid a registered session's expiry (the cookie is re-sent with it). */
  extended?: boolean;
}
