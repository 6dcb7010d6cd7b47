import type { CurrentUserDto } from '../../guest/contract';
import { SAMPLE_SESSION_EXPIRES_AT, sampleGuest } from '../../../client/session/sample-users';
import { toCurrentUser } from '../../../client/session/current-user';

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

export const accountUser: CurrentUserDto = {
  ...sampleGuest.user!,
  id: '11111111-2222-4333-8444-555555555555',
  username: 'ada_green',
  firstName: 'Ada',
  lastName: 'Green',
  isGuest: false,
  totalCoins: 120,
  currentXP: 300,
};
export const registered = toCurrentUser(accountUser);

export const signInResult = (extra: Record<string, unknown> = {}) => ({
  user: accountUser,
  session: { id: 's-new', expiresAt: SAMPLE_SESSION_EXPIRES_AT, remainingTime: 1000 },
  guestPoints: null,
  ...extra,
});
