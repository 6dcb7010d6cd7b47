// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import { MutationObserver, QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUserDto } from '../../shared/session';
import { apiRequest, reportUnauthorized, sendRequest } from '../api';
import { getToasts, resetToasts } from '../toasts/toast-store';
import { stubFetch, type FetchHandler } from '../test-fetch';
import { renderWithProviders } from '../test-utils';
import { CurrentUserProvider, useCurrentUser } from './current-user';
import { RECOVERY_COOLDOWN_MS, watchSessionEnd } from './session-ended';
import { signOut } from './sign-out';

const user = (id: string, over: Partial<CurrentUserDto> = {}) =>
  ({ id, username: id, firstName: 'Guest', lastName: null, isGuest: true, level: 1, totalCoins: 0, currentXP: 0, tasksCompleted: 0, ...over }) as CurrentUserDto;
const session = (id: string) => ({ id, expiresAt: '2099-01-01T00:00:00.000Z', remainingTime: 86_400_000 });
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const noSession = () => json({ error: 'You need a session for this. Reload the page to start one.', code: 'UNAUTHENTICATED' }, 401);

/**
 * A server whose session for Ada (registered) ends elsewhere when the test says so: from then on
 * every call that needs a session answers 401, validate says invalid and create starts guest n.
 */
function server() {
  const state = { ended: false, guests: 0, hold: null as null | ((res: Response) => void), holdValidate: null as null | Promise<void> };
  const answer: FetchHandler = async ({ url, method }) => {
    if (url === '/api/guest/validate') {
      if (state.holdValidate) await state.holdValidate;
      return state.ended ? json({ valid: false }) : json({ valid: true, session: session('s-ada'), user: user('ada', { firstName: 'Ada', isGuest: false }) });
    }
    if (url === '/api/guest/create') {
      state.guests++;
      return json({ session: session(`s-g${state.guests}`), user: user(`guest-${state.guests}`) }, 201);
    }
    if (url === '/api/auth/signin/recovery-code') return json({ error: 'That username and recovery code do not match.', code: 'RECOVERY_FAILED' }, 401);
    if (url === '/api/slow') return new Promise<Response>((resolve) => (state.hold = resolve));
    if (state.ended) return noSession();
    return json({ ok: true, method });
  };
  return { state, answer, creates: () => vi.mocked(fetch).mock.calls.filter(([u]) => String(u) === '/api/guest/create').length };
}

function Probe() {
  const u = useCurrentUser();
  return <output data-testid="user">{u.isLoading ? 'loading' : u.userId}</output>;
}

async function start(prepare?: (s: ReturnType<typeof server>) => void) {
  const s = server();
  prepare?.(s);
  stubFetch(s.answer);
  const view = renderWithProviders(
    <CurrentUserProvider>
      <Probe />
    </CurrentUserProvider>,
  );
  if (!s.state.holdValidate) await waitFor(() => expect(screen.getByTestId('user').textContent).toBe('ada'));
  return { ...s, ...view };
}

const mutate = (queryClient: ReturnType<typeof renderWithProviders>['queryClient'], url: string) =>
  new MutationObserver(queryClient, { mutationFn: () => apiRequest('POST', url, {}) }).mutate().catch(() => undefined);

beforeEach(() => resetToasts());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetToasts();
});

describe('a session that ended elsewhere', () => {
  it('a 401 to a query and a mutation drops the cached data, starts one fresh guest session and says why', async () => {
    const { state, creates, queryClient } = await start();
    queryClient.setQueryData(['/api/users', 'ada', 'stats'], { coins: 40 });
    state.ended = true;
    await Promise.all([
      queryClient.fetchQuery({ queryKey: ['/api/tasks/my-tasks', 'ada'] }).catch(() => undefined),
      mutate(queryClient, '/api/tasks/t1/accept'),
      mutate(queryClient, '/api/photos/p1/flags'),
    ]);
    await waitFor(() => expect(screen.getByTestId('user').textContent).toBe('guest-1'));
    expect(creates()).toBe(1);
    expect(queryClient.getQueryData(['/api/users', 'ada', 'stats'])).toBeUndefined();
    await waitFor(() =>
      expect(getToasts()).toEqual([
        expect.objectContaining({
          title: 'Signed out',
          description: 'Your session ended on another device or expired. You are now browsing as a guest.',
          variant: 'default',
        }),
      ]),
    );
  });

  it('does not loop: 401s right after a recovery and late 401s of the old session start nothing', async () => {
    const { state, creates, queryClient } = await start();
    // Sent with the old session; its answer comes after the recovery.
    const slow = sendRequest('GET', '/api/slow');
    await waitFor(() => expect(state.hold).not.toBeNull());
    state.ended = true;
    await mutate(queryClient, '/api/tasks/t1/accept');
    await waitFor(() => expect(screen.getByTestId('user').textContent).toBe('guest-1'));
    // The new session fails too (a device that cannot keep the cookie): no second recovery.
    await mutate(queryClient, '/api/tasks/t2/accept');
    await new Promise((r) => setTimeout(r, 50));
    expect(creates()).toBe(1);
    // Past the cool-down, the old session's late 401 still says nothing about the new one.
    const now = performance.now();
    vi.spyOn(performance, 'now').mockReturnValue(now + RECOVERY_COOLDOWN_MS + 1);
    state.hold!(noSession());
    await slow;
    await new Promise((r) => setTimeout(r, 50));
    expect(creates()).toBe(1);
    expect(screen.getByTestId('user').textContent).toBe('guest-1');
    // A new end after the cool-down is handled again.
    await mutate(queryClient, '/api/tasks/t3/accept');
    await waitFor(() => expect(screen.getByTestId('user').textContent).toBe('guest-2'));
    expect(creates()).toBe(2);
  });

  it('leaves a failed sign-in and other 401s that are answers of a flow alone', async () => {
    const { state, creates, queryClient } = await start();
    const res = await sendRequest('POST', '/api/auth/signin/recovery-code', { username: 'ada', code: 'wrong' });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'RECOVERY_FAILED' });
    // Not an /api call.
    state.ended = true;
    expect((await sendRequest('GET', '/embed/map')).status).toBe(401);
    await new Promise((r) => setTimeout(r, 50));
    expect(creates()).toBe(0);
    expect(screen.getByTestId('user').textContent).toBe('ada');
    expect(queryClient.getQueryData(['session'])).toBeTruthy();
    expect(getToasts()).toEqual([]);
  });

  it('leaves sign-out to itself when the session had already ended', async () => {
    const { state, creates, queryClient } = await start();
    state.ended = true;
    await signOut(queryClient);
    await waitFor(() => expect(screen.getByTestId('user').textContent).toBe('guest-1'));
    await new Promise((r) => setTimeout(r, 50));
    expect(creates()).toBe(1);
    expect(getToasts().map((t) => t.title)).not.toContain('Signed out');
  });

  it('does nothing while the client has no session yet', async () => {
    let release!: () => void;
    const { state, creates } = await start((s) => (s.state.holdValidate = new Promise<void>((resolve) => (release = resolve))));
    state.ended = true;
    await sendRequest('POST', '/api/tasks/t1/accept', {});
    await new Promise((r) => setTimeout(r, 50));
    state.ended = false;
    release();
    await waitFor(() => expect(screen.getByTestId('user').textContent).toBe('ada'));
    expect(creates()).toBe(0);
    expect(getToasts()).toEqual([]);
  });

  it('tells the person in German when the app is in German', async () => {
    const { state, i18n, queryClient } = await start();
    await act(() => i18n.changeLanguage('de'));
    state.ended = true;
    await mutate(queryClient, '/api/tasks/t1/accept');
    await waitFor(() =>
      expect(getToasts()).toEqual([
        expect.objectContaining({
          title: 'Abgemeldet',
          description: 'Deine Sitzung wurde auf einem anderen Gerät beendet oder ist abgelaufen. Du bist jetzt als Gast unterwegs.',
        }),
      ]),
    );
  });
});

describe('watchSessionEnd', () => {
  it('runs one recovery at a time: a 401 of the old session that arrives as the new one is ready starts nothing', async () => {
    const queryClient = new QueryClient();
    let sessions = 0;
    const observer = new QueryObserver(queryClient, { queryKey: ['session'], queryFn: async () => ({ n: ++sessions }), staleTime: Infinity });
    const stop = observer.subscribe(() => undefined);
    await waitFor(() => expect(queryClient.getQueryData(['session'])).toEqual({ n: 1 }));
    const startedBefore = performance.now();
    const body = JSON.stringify({ error: 'no session', code: 'UNAUTHENTICATED' });
    const notify = vi.fn(() => reportUnauthorized('GET', '/api/tasks/my-tasks/ada', body, startedBefore));
    const unwatch = watchSessionEnd(queryClient, notify);
    try {
      reportUnauthorized('GET', '/api/tasks/my-tasks/ada', body, startedBefore);
      await waitFor(() => expect(notify).toHaveBeenCalledTimes(1));
      await new Promise((r) => setTimeout(r, 20));
      expect(sessions).toBe(2);
      expect(notify).toHaveBeenCalledTimes(1);
    } finally {
      unwatch();
      stop();
    }
  });
});
