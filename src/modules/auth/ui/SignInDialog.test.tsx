// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SAMPLE_SESSION_EXPIRES_AT, sampleGuest } from '../../../client/session/sample-users';
import { toCurrentUser } from '../../../client/session/current-user';
import { SESSION_QUERY_KEY, type GuestSession } from '../../../client/session/guest-session';
import { getToasts, resetToasts } from '../../../client/toasts/toast-store';
import { renderWithProviders } from '../../../client/test-utils';
import { setLanguage } from '../../../client/ui-slice';
import SignInDialog from './SignInDialog';
import { accountUser, json, signInResult } from './test-helpers';
import { stubFetch } from '../../../client/test-fetch';

const webauthn = vi.hoisted(() => ({
  supported: true,
  startAuthentication: vi.fn(),
}));
vi.mock('@simplewebauthn/browser', () => ({
  browserSupportsWebAuthn: () => webauthn.supported,
  startAuthentication: webauthn.startAuthentication,
  startRegistration: vi.fn(),
}));

const OPTIONS = { challenge: 'c1', rpId: 'localhost', userVerification: 'required', timeout: 60000 };
const ASSERTION = { id: 'cred-1', rawId: 'cred-1', type: 'public-key', response: { clientDataJSON: 'x', authenticatorData: 'y', signature: 'z', userHandle: 'u' }, clientExtensionResults: {} };
const guestWithPoints = toCurrentUser({ ...sampleGuest.user!, totalCoins: 25, currentXP: 40 });

function setup(user = sampleGuest) {
  const onClose = vi.fn();
  const view = renderWithProviders(<SignInDialog open onClose={onClose} />, { user });
  const dialog = screen.getByRole('dialog', { name: 'Sign in' });
  return { ...view, dialog, onClose };
}

beforeEach(() => {
  resetToasts();
  webauthn.supported = true;
  webauthn.startAuthentication.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

describe('Sign in dialog: passkey', () => {
  it('signs in with a discoverable passkey: options, the prompt, verify; the session cache shows the account; toast', async () => {
    const calls = stubFetch({
      'POST /api/auth/signin/options': () => json(OPTIONS),
      'POST /api/auth/signin/passkey': () => json(signInResult()),
    });
    webauthn.startAuthentication.mockResolvedValue(ASSERTION);
    const { dialog, onClose, queryClient } = setup();
    queryClient.setQueryData<GuestSession>(SESSION_QUERY_KEY, { session: { id: 'old', expiresAt: SAMPLE_SESSION_EXPIRES_AT, remainingTime: 1 }, user: sampleGuest.user!, created: false });
    queryClient.setQueryData(['/api/tasks/my-tasks'], ['stale']);
    // No points on this device: no question.
    expect(within(dialog).queryByRole('radiogroup')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign in with a passkey' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(webauthn.startAuthentication).toHaveBeenCalledWith({ optionsJSON: OPTIONS });
    expect(calls.find((c) => c.url === '/api/auth/signin/passkey')!.body).toEqual({ response: ASSERTION });
    expect(queryClient.getQueryData<GuestSession>(SESSION_QUERY_KEY)!.user.id).toBe(accountUser.id);
    expect(queryClient.getQueryData(['/api/tasks/my-tasks'])).toBeUndefined();
    expect(getToasts()[0]).toMatchObject({ title: 'Signed in', description: 'Welcome back, Ada Green!' });
  });

  it('a guest with points on this device chooses: donate is sent as guestPoints and confirmed', async () => {
    const calls = stubFetch({
      'POST /api/auth/signin/options': () => json(OPTIONS),
      'POST /api/auth/signin/passkey': () => json(signInResult({ guestPoints: { guestId: 'g', action: 'donate', coins: 25, xp: 40 } })),
    });
    webauthn.startAuthentication.mockResolvedValue(ASSERTION);
    const { dialog, onClose } = setup(guestWithPoints);
    const group = within(dialog).getByRole('radiogroup');
    expect(within(dialog).getByText('You have 25 coins and 40 XP as a guest on this device. What should happen to them?')).toBeTruthy();
    expect((within(group).getByLabelText('Add them to my account') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(group).getByLabelText('Donate them to environmental causes'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign in with a passkey' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((c) => c.url === '/api/auth/signin/passkey')!.body).toEqual({ response: ASSERTION, guestPoints: 'donate' });
    expect(getToasts()[0]!.description).toBe('Welcome back, Ada Green! 25 coins and 40 XP from this device were donated to environmental causes.');
  });

  it('merge is the default choice', async () => {
    const calls = stubFetch({
      'POST /api/auth/signin/options': () => json(OPTIONS),
      'POST /api/auth/signin/passkey': () => json(signInResult({ guestPoints: { guestId: 'g', action: 'merge', coins: 25, xp: 40 } })),
    });
    webauthn.startAuthentication.mockResolvedValue(ASSERTION);
    const { dialog, onClose } = setup(guestWithPoints);
    // What a merge carries is said before the choice (only earnings for verified work).
    expect(within(dialog).getByRole('radiogroup').getAttribute('aria-describedby')).toBeTruthy();
    const note = document.getElementById(within(dialog).getByRole('radiogroup').getAttribute('aria-describedby')!);
    expect(note?.textContent).toBe(
      'Only what cleanups and approved actions earned moves to your account (it counts towards your achievements there); achievement and level bonuses stay with the guest. Reports from this device count for your account once someone has cleaned them up.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign in with a passkey' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((c) => c.url === '/api/auth/signin/passkey')!.body).toMatchObject({ guestPoints: 'merge' });
    expect(getToasts()[0]!.description).toContain('25 coins and 40 XP from this device were added to your account.');
  });

  it('a cancelled passkey prompt says so, points to the recovery code, and sends nothing to verify', async () => {
    const calls = stubFetch({ 'POST /api/auth/signin/options': () => json(OPTIONS) });
    webauthn.startAuthentication.mockRejectedValue(Object.assign(new Error('The operation either timed out or was not allowed.'), { name: 'NotAllowedError' }));
    const { dialog, onClose } = setup();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign in with a passkey' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('The passkey prompt was closed or timed out. Please try again.');
    expect(alert.textContent).toContain('You can also sign in with your username and a recovery code below.');
    expect(calls.some((c) => c.url === '/api/auth/signin/passkey')).toBe(false);
    expect(onClose).not.toHaveBeenCalled();
    expect((within(dialog).getByRole('button', { name: 'Sign in with a passkey' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('an unknown passkey (401 SIGNIN_FAILED) is explained', async () => {
    stubFetch({
      'POST /api/auth/signin/options': () => json(OPTIONS),
      'POST /api/auth/signin/passkey': () => json({ error: 'We could not sign you in with this passkey.', code: 'SIGNIN_FAILED' }, 401),
    });
    webauthn.startAuthentication.mockResolvedValue(ASSERTION);
    const { dialog } = setup();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign in with a passkey' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('This passkey is not known here.');
  });

  it('429 on the passkey route says when to try again (Retry-After)', async () => {
    stubFetch({
      'POST /api/auth/signin/options': () => json(OPTIONS),
      'POST /api/auth/signin/passkey': () => json({ error: 'Too many attempts', code: 'RATE_LIMITED' }, 429, { 'Retry-After': '61' }),
    });
    webauthn.startAuthentication.mockResolvedValue(ASSERTION);
    const { dialog } = setup();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign in with a passkey' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Too many attempts. Please try again in 2 minutes.');
  });

  it('a browser without WebAuthn offers only the recovery code path', () => {
    webauthn.supported = false;
    stubFetch({});
    const { dialog } = setup();
    expect(within(dialog).queryByRole('button', { name: 'Sign in with a passkey' })).toBeNull();
    expect(within(dialog).getByText('This browser cannot use passkeys. Sign in with your username and a recovery code instead.')).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Username'));
  });
});

describe('Sign in dialog: recovery code', () => {
  const fill = (dialog: HTMLElement, username: string, code: string) => {
    fireEvent.change(within(dialog).getByLabelText('Username'), { target: { value: username } });
    fireEvent.change(within(dialog).getByLabelText(/^Recovery code/), { target: { value: code } });
  };
  const submit = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Sign in with recovery code' }) as HTMLButtonElement;

  it('is disabled until both fields are filled; signs in and says how many codes are left', async () => {
    const calls = stubFetch({ 'POST /api/auth/signin/recovery-code': () => json(signInResult({ recoveryCodesRemaining: 9 })) });
    const { dialog, onClose } = setup();
    expect(submit(dialog).disabled).toBe(true);
    fill(dialog, ' ada_green ', 'abcd-efgh-jkmn');
    expect(submit(dialog).disabled).toBe(false);
    fireEvent.click(submit(dialog));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/auth/signin/recovery-code', body: { username: 'ada_green', code: 'abcd-efgh-jkmn' } });
    expect(getToasts()[0]).toMatchObject({ title: 'Signed in', description: 'Welcome back, Ada Green! You have 9 recovery codes left.' });
  });

  it('a wrong code is explained; the typed username stays', async () => {
    stubFetch({ 'POST /api/auth/signin/recovery-code': () => json({ error: 'This username and recovery code do not match.', code: 'RECOVERY_FAILED' }, 401) });
    const { dialog, onClose } = setup();
    fill(dialog, 'ada_green', 'zzzz-zzzz-zzzz');
    fireEvent.click(submit(dialog));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('This username and recovery code do not match.');
    expect((within(dialog).getByLabelText('Username') as HTMLInputElement).value).toBe('ada_green');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('429 with Retry-After: try again in N minutes', async () => {
    stubFetch({ 'POST /api/auth/signin/recovery-code': () => json({ error: 'Too many attempts', code: 'RATE_LIMITED', details: { retryAfterSeconds: 900 } }, 429, { 'Retry-After': '900' }) });
    const { dialog } = setup();
    fill(dialog, 'ada_green', 'zzzz-zzzz-zzzz');
    fireEvent.click(submit(dialog));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Too many attempts. Please try again in 15 minutes.');
  });

  it('a network failure is explained', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const { dialog } = setup();
    fill(dialog, 'ada_green', 'zzzz-zzzz-zzzz');
    fireEvent.click(submit(dialog));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('No connection to CleanQuest. Check your internet connection and try again.');
  });

  it('German texts', async () => {
    stubFetch({});
    const { dialog, store } = setup();
    act(() => void store.dispatch(setLanguage('de')));
    await within(dialog).findByRole('button', { name: 'Mit Passkey anmelden' });
    await waitFor(() => expect(within(dialog).getByLabelText('Benutzername')).toBeTruthy());
    expect(within(dialog).getByRole('button', { name: 'Mit Wiederherstellungscode anmelden' })).toBeTruthy();
  });
});
