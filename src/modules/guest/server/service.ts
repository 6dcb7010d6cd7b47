import crypto from 'node:crypto';
import type { Outbox } from '../../../server/outbox';
import { conflict, HttpError, notFound } from '../../../server/http/errors';
import type { Clock } from '../../../server/tokens';
import { GUEST_FIRST_NAME, GUEST_SESSION_MS, type Role } from '../../../shared/constants';
import { ErrorCodes } from '../../../shared/errors';
import { astroProfile } from '../../astro/contract';
import { GuestEvents, NO_BALANCES } from '../contract';
import type {
  AdminUserDto, BalanceSource, CreateGuestResponse, CreateProfileResponse, CurrentUserDto, DonationDto, GuestApi,
  GuestClaim, ProfileFields, ProfileSource, PublicUserDto, SessionDto, SessionInfoDto, SessionKind, SessionUser, UserBalances, UserSearch, ValidateResponse,
} from '../contract';
import { ageOnDate, PROFILE_MESSAGES, type CreateProfileInput } from '../schemas';
import type { GuestAdminRepository } from './admin-repository';
import { describeDevice } from './device';
import { NO_PROFILE, toAdminUser, toCurrentUser, toDonation, toPublicNames, toPublicUser, type UserFacts } from './presenters';
import type { GuestRepository, SessionRow, UserRow } from './repository';
import { hashToken, newSessionToken, registeredExpiry } from './session-tokens';
import { UserAdmin } from './user-admin';
import { trxOf, type Unit, type UnitOfWork } from '../../../server/unit-of-work';

const TOUCH_EVERY_MS = 5 * 60 * 1000;

export class GuestService implements GuestApi {
  constructor(
    private readonly repo: GuestRepository,
    /** User administration's queries (roles, disabling, search, donations). */
    adminRepo: GuestAdminRepository,
    private readonly clock: Clock,
    /** This module's events go through the outbox: gamification's listing and tasks' held tasks must not miss one. */
    private readonly outbox: Outbox,
    private readonly uow: UnitOfWork,
    /** The balances shown with a user; without a module that keeps them, everyone has none. */
    private readonly balances?: BalanceSource,
    /** The profile shown with a user; without a module that keeps it, everyone's is empty. */
    private readonly profiles?: ProfileSource,
  ) {
    this.users = new UserAdmin({ adminRepo, clock, outbox, uow, profiles, admin: (u, unit) => this.admin(u, unit), factsOf: (ids) => this.factsOf(ids) });
  }

  /** User administration (user-admin.ts). */
  private readonly users: UserAdmin;

  private async balancesOf(ids: readonly string[], unit?: Unit): Promise<Map<string, UserBalances>> {
    return ids.length > 0 && this.balances ? this.balances.balancesOf(ids, unit) : new Map();
  }

  /** What the other modules keep about these users (balances, profile), for showing them. */
  private async factsOf(ids: readonly string[], unit?: Unit): Promise<(id: string) => UserFacts> {
    const [balances, profiles] = [await this.balancesOf(ids, unit), ids.length > 0 && this.profiles ? await this.profiles.profilesOf(ids, unit) : new Map<string, ProfileFields>()];
    return (id) => ({ balances: balances.get(id), profile: profiles.get(id) });
  }

  private async current(u: UserRow): Promise<CurrentUserDto> {
    return toCurrentUser(u, (await this.factsOf([u.id]))(u.id));
  }

  private async admin(u: UserRow, unit?: Unit): Promise<AdminUserDto> {
    return toAdminUser(u, (await this.factsOf([u.id], unit))(u.id));
  }

  private sessionDto(s: SessionRow): SessionDto {
    const expiresAt = new Date(s.expires_at);
    return { id: s.id, expiresAt: expiresAt.toISOString(), remainingTime: Math.max(0, expiresAt.getTime() - this.clock.now().getTime()) };
  }

  /** POST /api/guest/create: a new guest user with a 24-hour session. */
  async createGuest(userAgent?: string | null): Promise<CreateGuestResponse & { token: string }> {
    const now = this.clock.now();
    const token = newSessionToken();
    const { user, session } = await this.uow.run(async (unit, trx) => {
      // 48 random bits per name; on the rare clash (undone by the insert's savepoint) another name is tried.
      let user: UserRow | undefined;
      for (let attempt = 0; !user; attempt++) {
        const username = `guest_${crypto.randomBytes(6).toString('hex')}`;
        try {
          user = await this.repo.insertGuestUser(trx, username);
        } catch (err) {
          if (attempt >= 2) throw err;
        }
      }
      await this.balances?.open(user.id, unit);
      await this.profiles?.open(user.id, { firstName: GUEST_FIRST_NAME }, unit);
      const session = await this.repo.insertSession(trx, {
        tokenHash: hashToken(token),
        userId: user.id,
        kind: 'guest',
        expiresAt: new Date(now.getTime() + GUEST_SESSION_MS),
        now,
        userAgent,
      });
      return { user, session };
    });
    // A new guest has no balances yet and the profile just opened: nothing to read back.
    const profile = this.profiles ? { ...NO_PROFILE, firstName: GUEST_FIRST_NAME } : undefined;
    return { token, session: this.sessionDto(session), user: toCurrentUser(user, { profile }) };
  }

  /**
   * POST /api/users/{userId}/create-profile: the guest becomes a registered user (same row, so coins,
   * XP, tasks and achievements stay); sign and element are computed here; the session token rotates.
   */
  async createProfile(userId: string, input: CreateProfileInput, userAgent?: string | null): Promise<CreateProfileResponse & { token: string }> {
    const now = this.clock.now();
    const age = ageOnDate(input.dateOfBirth, now);
    if (age === null) throw new HttpError(400, 'VALIDATION_FAILED', PROFILE_MESSAGES.invalidDate);
    if (age < 13) throw new HttpError(400, 'UNDER_AGE', PROFILE_MESSAGES.underAge, { title: PROFILE_MESSAGES.ageTitle });
    if (await this.repo.usernameTaken(input.username, userId)) throw conflict('USERNAME_TAKEN', PROFILE_MESSAGES.usernameTaken);
    const { astrologicalSign, element } = astroProfile(input.dateOfBirth);
    const token = newSessionToken();
    let result;
    try {
      result = await this.uow.run(async (unit, trx) => {
        const user = await this.repo.registerGuest(trx, userId, input.username, now);
        if (!user) throw conflict('PROFILE_EXISTS', PROFILE_MESSAGES.alreadyRegistered);
        await this.profiles?.register(
          userId,
          { firstName: input.firstName, lastName: input.lastName ?? null, gender: input.gender, dateOfBirth: input.dateOfBirth, astrologicalSign, element },
          unit,
        );
        await this.repo.revokeSessions(trx, userId, now);
        const session = await this.repo.insertSession(trx, {
          tokenHash: hashToken(token),
          userId,
          kind: 'user',
          expiresAt: registeredExpiry(now, now),
          now,
          userAgent,
        });
        await this.outbox.publish(unit, GuestEvents.profileCreated, { userId });
        return { user, session };
      });
    } catch (err) {
      // Two people racing for the same username: the unique index decides.
      if ((err as { code?: string }).code === '23505') throw conflict('USERNAME_TAKEN', PROFILE_MESSAGES.usernameTaken);
      throw err;
    }
    return { success: true, token, user: await this.current(result.user), session: this.sessionDto(result.session) };
  }

  /** GET /api/guest/validate */
  async validate(token: string | undefined): Promise<ValidateResponse> {
    if (!token) return { valid: false };
    const found = await this.repo.findLiveSession(hashToken(token), this.clock.now());
    if (!found) return { valid: false };
    return { valid: true, session: this.sessionDto(found.session), user: await this.current(found.user) };
  }

  async resolveSession(token: string): Promise<SessionUser | null> {
    const now = this.clock.now();
    const found = await this.repo.findLiveSession(hashToken(token), now);
    if (!found) return null;
    const { session, user } = found;
    let extended = false;
    if (now.getTime() - new Date(session.last_used_at).getTime() > TOUCH_EVERY_MS) {
      // Registered sessions slide: 30 days from this use, at most 90 days after sign-in.
      const slid = session.kind === 'user' ? registeredExpiry(new Date(session.created_at), now) : undefined;
      extended = !!slid && slid.getTime() > new Date(session.expires_at).getTime();
      await this.repo.touchSession(session.id, now, extended ? slid : undefined);
      if (extended) session.expires_at = slid!;
    }
    return {
      id: user.id,
      role: user.role,
      isGuest: user.is_guest,
      sessionId: session.id,
      sessionKind: session.kind,
      expiresAt: new Date(session.expires_at),
      ...(extended ? { extended } : {}),
    };
  }

  async createSession(userId: string, kind: SessionKind, opts: { userAgent?: string | null } = {}, unit?: Unit): Promise<{ token: string; session: SessionDto }> {
    const now = this.clock.now();
    const token = newSessionToken();
    const row = await this.uow.run(async (_, t) => {
      const row = await this.repo.insertSession(t, {
        tokenHash: hashToken(token),
        userId,
        kind,
        expiresAt: kind === 'user' ? registeredExpiry(now, now) : new Date(now.getTime() + GUEST_SESSION_MS),
        now,
        userAgent: opts.userAgent,
      });
      if (kind === 'user') await this.repo.setLastLogin(t, userId, now);
      return row;
    }, unit);
    return { token, session: this.sessionDto(row) };
  }

  async listSessions(userId: string, currentSessionId?: string): Promise<SessionInfoDto[]> {
    const rows = await this.repo.listLiveSessions(userId, this.clock.now());
    return rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      device: describeDevice(r.user_agent),
      createdAt: new Date(r.created_at).toISOString(),
      lastUsedAt: new Date(r.last_used_at).toISOString(),
      expiresAt: new Date(r.expires_at).toISOString(),
      current: r.id === currentSessionId,
    }));
  }

  revokeSession(userId: string, sessionId: string, unit?: Unit): Promise<boolean> {
    return this.repo.revokeSession(unit ? trxOf(unit) : this.repo.db, userId, sessionId, this.clock.now());
  }

  revokeSessions(userId: string, opts: { exceptSessionId?: string } = {}, unit?: Unit): Promise<number> {
    return this.repo.revokeLiveSessions(unit ? trxOf(unit) : this.repo.db, userId, this.clock.now(), opts.exceptSessionId);
  }

  async findRegisteredByUsername(username: string): Promise<CurrentUserDto | null> {
    const u = await this.repo.findRegisteredByUsername(username);
    return u ? this.current(u) : null;
  }

  async claimGuestPoints(guestId: string, action: 'merge' | 'donate', intoUserId: string, unit: Unit): Promise<GuestClaim | null> {
    const now = this.clock.now();
    const trx = trxOf(unit);
    if (action === 'merge') {
      const row = await this.repo.markGuestMerged(trx, guestId, intoUserId, now);
      if (!row) return null;
      const b = (await this.balancesOf([guestId], unit)).get(guestId) ?? NO_BALANCES;
      return { guestId, action, coins: b.totalCoins, xp: b.currentXP };
    }
    const b = (await this.balancesOf([guestId], unit)).get(guestId) ?? NO_BALANCES;
    if (b.totalCoins === 0 && b.currentXP === 0) return null;
    const row = await this.repo.donateGuestNow(trx, guestId, { coins: b.totalCoins, xp: b.currentXP }, now);
    return row ? { guestId, action, coins: row.coins, xp: row.xp } : null;
  }

  async accountOf(userId: string): Promise<string | null> {
    const user = await this.repo.findUser(userId);
    const owner = user?.merged_into ? await this.repo.findUser(user.merged_into) : user;
    return owner && !owner.deleted_at ? owner.id : null;
  }

  async getUser(id: string): Promise<CurrentUserDto | null> {
    const u = await this.repo.findUser(id);
    return u ? this.current(u) : null;
  }

  /** GET /api/user/{id}: a disabled account is not shown (issue 33), as an erased one. */
  async getPublicUser(id: string): Promise<PublicUserDto> {
    const u = await this.repo.findUser(id);
    if (!u || u.deleted_at || !u.is_active) throw notFound('User not found.', ErrorCodes.USER_NOT_FOUND);
    return toPublicUser(u, (await this.factsOf([u.id]))(u.id));
  }

  async publicNames(ids: readonly string[]): Promise<Map<string, string>> {
    return toPublicNames(await this.repo.findPublicUsers([...new Set(ids)]));
  }

  async getPublicUsers(ids: string[]): Promise<PublicUserDto[]> {
    const rows = await this.repo.findPublicUsers([...new Set(ids)]);
    const facts = await this.factsOf(rows.map((r) => r.id));
    return rows.map((r) => toPublicUser(r, facts(r.id)));
  }

  async setConsentVersion(userId: string, version: string, unit: Unit): Promise<void> {
    if (!(await this.repo.setConsentVersion(trxOf(unit), userId, version))) throw notFound('User not found.', ErrorCodes.USER_NOT_FOUND);
  }

  async sweepExpiredGuests(): Promise<DonationDto[]> {
    const now = this.clock.now();
    const rows = await this.uow.run(async (unit, trx) => {
      const rows = await this.repo.insertDonationsForExpiredGuests(trx, now, (ids) => this.balancesOf(ids, unit));
      // Each guest's row is written once (by one sweep in one process), so each guest is announced once.
      if (rows.length > 0) await this.outbox.publish(unit, GuestEvents.expired, { userIds: rows.map((r) => r.user_id) });
      return rows;
    });
    return rows.map(toDonation);
  }

  // User administration: user-admin.ts.
  setRole(userId: string, role: Role, unit: Unit) {
    return this.users.setRole(userId, role, unit);
  }
  setActive(userId: string, active: boolean, unit: Unit) {
    return this.users.setActive(userId, active, unit);
  }
  searchUsers(q: UserSearch) {
    return this.users.searchUsers(q);
  }
  findUserByUsername(username: string, unit?: Unit) {
    return this.users.findUserByUsername(username, unit);
  }
  listDonations(limit: number) {
    return this.users.listDonations(limit);
  }
}
