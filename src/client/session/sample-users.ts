import type { CurrentUserDto } from '../../shared/session';
import { toCurrentUser, type CurrentUser } from './current-user';

/** Example users for stories. */
const base: CurrentUserDto = {
  id: 'u-sample',
  username: 'guest_3f9a1c',
  firstName: 'Guest',
  lastName: null,
  profileImageUrl: null,
  avatarUrl: null,
  level: 1,
  email: null,
  gender: null,
  dateOfBirth: null,
  astrologicalSign: null,
  element: null,
  role: 'cleaner',
  totalCoins: 0,
  currentXP: 0,
  tasksCompleted: 0,
  rating: 0,
  isActive: true,
  isEmailVerified: false,
  isGuest: true,
  avatarLevel: null,
  championName: null,
  consentVersion: null,
  marketingOptOut: false,
  profilingOptOut: false,
  lastLogin: null,
};

/**
 * A session expiry for sample answers: always 30 days after the moment the tests start, so a session
 * is never 'expired' (which makes the ['session'] query refetch) on whatever date the tests run.
 */
export const SAMPLE_SESSION_EXPIRES_AT = new Date(Date.now() + 30 * 86_400_000).toISOString();

export const sampleGuest: CurrentUser = toCurrentUser(base, { sessionExpiresAt: '2030-01-01T12:00:00.000Z' });

export const sampleRegistered: CurrentUser = toCurrentUser({
  ...base,
  id: 'u-ada',
  username: 'ada_green',
  firstName: 'Ada',
  lastName: 'Green',
  email: 'ada.green@example.org',
  isGuest: false,
  level: 7,
  totalCoins: 1240,
  currentXP: 430,
  tasksCompleted: 23,
});

export const sampleLoading: CurrentUser = { ...toCurrentUser(null), isLoading: true };
