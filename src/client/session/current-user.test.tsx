// @vitest-environment jsdom
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { CreateGuestResponse, CurrentUserDto, ValidateResponse } from '../../shared/session';
import { WELCOME_TOAST_MS } from '../../shared/constants';
import { getToasts, resetToasts } from '../toasts/toast-store';
import { stubFetch } from '../test-fetch';
import { renderWithProviders } from '../test-utils';
import { CurrentUserProvider, toCurrentUser, useCurrentUser } from './current-user';
import { SESSION_CREATE_FAILED } from './guest-session';

const user = (over: Partial<CurrentUserDto> = {}): CurrentUserDto => ({
  id: 'u1',
  username: 'guest_abc',
  firstName: 'Guest',
  lastName: null,
  profileImageUrl: null,
  avatarUrl: null,
  level: 2,
  email: null,
  gender: null,
  dateOfBirth: null,
  astrologicalSign: null,
  element: null,
  role: 'cleaner',
  totalCoins: 40,
  currentXP: 120,
  tasksCompleted: 3,
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
  ...over,
});
const session = { id: 's1', expiresAt: '2099-01-01T00:00:00.000Z', remainingTime: 86_400_000 };

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const calls = () => vi.mocked(fetch).mock.calls.map(([url, init]) => `${init?.method} ${String(url)}`);

function Probe() {
  const u = useCurrentUser();
  return (
    <output data-testid="user">
      {u.isLoading ? 'loading' : `${u.userId}|${u.username}|L${u.level}|${u.totalCoins}c|${u.tasksCompleted}t|guest=${u.isGuest}|err=${u.error?.message ?? ''}`}
    </output>
  );
}

function renderSession() {
  return renderWithProviders(
    <StrictMode>
      <CurrentUserProvider>
        <Probe />
      </CurrentUserProvider>
    </StrictMode>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  resetToasts();
});

describe('guest session start', () => {
  it('reuses a valid session without creating one or greeting', async () => {
    stubFetch(() => json({ valid: true, session, user: user() } satisfies ValidateResponse));
    renderSession();
    expect(screen.getByTestId('user').textContent).toBe('loading');
    await waitFor(() => expect(screen.getByTestId('user').textContent).toBe('u1|guest_abc|L2|40c|3t|guest=true|err='));
    expect(calls()).toEqual(['GET /api/guest/validate']);
    expect(vi.mocked(fetch).mock.calls[0]![1]?.credentials).toBe('include');
    expect(getToasts()).toEqual([]);
  });

  it('creates a session (once, even in StrictMode) and welcomes when the session is invalid', async () => {
    stubFetch(({ url }) =>
      url.endsWith('/validate') ? json({ valid: false }) : json({ session, user: user({ id: 'u2' }) } satisfies CreateGuestResponse, 201),
    );
    renderSession();
    await waitFor(() => expect(screen.getByTestId('user').textContent).toContain('u2|'));
    expect(calls()).toEqual(['GET /api/guest/validate', 'POST /api/guest/create']);
    expect(getToasts()).toEqual([
      expect.objectContaining({
        title: 'Welcome to CleanQuest!',
        description:
          'Your 24-hour guest session has started. Any points earned will be donated to environmental causes when your session expires.',
        duration: WELCOME_TOAST_MS,
        variant: 'default',
      }),
    ]);
  });

  it('creates a session when validate answers non-ok', async () => {
    stubFetch(({ url }) => (url.endsWith('/validate') ? json({ error: 'x' }, 500) : json({ session, user: user() }, 201)));
    renderSession();
    await waitFor(() => expect(screen.getByTestId('user').textContent).toContain('u1|'));
    expect(calls()).toEqual(['GET /api/guest/validate', 'POST /api/guest/create']);
  });

  it('creates a session silently after a network failure on validate', async () => {
    stubFetch(({ url }) => {
      if (url.endsWith('/validate')) throw new TypeError('Failed to fetch');
      return json({ session, user: user() }, 201);
    });
    renderSession();
    await waitFor(() => expect(screen.getByTestId('user').textContent).toContain('u1|'));
    expect(calls()).toEqual(['GET /api/guest/validate', 'POST /api/guest/create']);
    expect(getToasts().map((t) => t.title)).toEqual(['Welcome to CleanQuest!']);
  });

  it('stores the error, shows Session Error and stops loading when creation fails', async () => {
    stubFetch(({ url }) => (url.endsWith('/validate') ? json({ valid: false }) : json({ error: 'down' }, 503)));
    renderSession();
    await waitFor(() => expect(screen.getByTestId('user').textContent).toContain(`err=${SESSION_CREATE_FAILED}`));
    // Loading ended; the fallback guest is shown.
    expect(screen.getByTestId('user').textContent).toBe(`guest-user|Guest User|L1|0c|0t|guest=true|err=${SESSION_CREATE_FAILED}`);
    expect(getToasts()).toEqual([
      expect.objectContaining({ title: 'Session Error', description: 'Failed to start guest session. Please refresh the page.', variant: 'destructive' }),
    ]);
    expect(calls()).toEqual(['GET /api/guest/validate', 'POST /api/guest/create']);
  });

  it('shows Session Error when the server refuses guest creation with 429 (rate limit)', async () => {
    stubFetch(({ url }) =>
      url.endsWith('/validate')
        ? json({ valid: false })
        : new Response(JSON.stringify({ error: 'Too many new guest sessions from your network. Please try again later.', code: 'RATE_LIMITED', details: { retryAfterSeconds: 1200 } }), {
            status: 429,
            headers: { 'Content-Type': 'application/json', 'Retry-After': '1200' },
          }),
    );
    renderSession();
    await waitFor(() => expect(screen.getByTestId('user').textContent).toContain(`err=${SESSION_CREATE_FAILED}`));
    expect(getToasts()).toEqual([
      expect.objectContaining({ title: 'Session Error', description: 'Failed to start guest session. Please refresh the page.', variant: 'destructive' }),
    ]);
    // Refused once, not retried (a retry would only count against the limit again).
    expect(calls()).toEqual(['GET /api/guest/validate', 'POST /api/guest/create']);
  });

  it('treats a valid answer without a user as invalid', async () => {
    stubFetch(({ url }) => (url.endsWith('/validate') ? json({ valid: true }) : json({ session, user: user() }, 201)));
    renderSession();
    await waitFor(() => expect(calls()).toContain('POST /api/guest/create'));
  });
});

describe('toCurrentUser', () => {
  it('falls back to the spec guest', () => {
    expect(toCurrentUser(null)).toMatchObject({ userId: 'guest-user', username: 'Guest User', level: 1, totalCoins: 0, currentXP: 0, isGuest: true, sessionExpiresAt: null });
  });
  it('names a registered user by first and last name', () => {
    const u = toCurrentUser(user({ firstName: 'Ada', lastName: 'Green', isGuest: false, email: 'ada@example.org' }), { sessionExpiresAt: session.expiresAt });
    expect(u).toMatchObject({ isGuest: false, displayName: 'Ada Green', email: 'ada@example.org' });
    expect(u.sessionExpiresAt?.toISOString()).toBe(session.expiresAt);
  });
  it('treats first name Guest as a guest', () => {
    expect(toCurrentUser(user({ isGuest: false, firstName: 'Guest' })).isGuest).toBe(true);
  });
});
