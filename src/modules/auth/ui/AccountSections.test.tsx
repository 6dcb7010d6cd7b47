// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SAMPLE_SESSION_EXPIRES_AT, sampleGuest } from '../../../client/session/sample-users';
import { SESSION_QUERY_KEY, type GuestSession } from '../../../client/session/guest-session';
import { getToasts, resetToasts } from '../../../client/toasts/toast-store';
import { renderWithProviders } from '../../../client/test-utils';
import type { PasskeyDto } from '../contract';
import AccountSections from './AccountSections';
import { json, registered } from './test-helpers';
import { stubFetch, type FetchHandler } from '../../../client/test-fetch';

const webauthn = vi.hoisted(() => ({ supported: true, startRegistration: vi.fn(), startAuthentication: vi.fn() }));
vi.mock('@simplewebauthn/browser', () => ({
  browserSupportsWebAuthn: () => webauthn.supported,
  startAuthentication: webauthn.startAuthentication,
  startRegistration: webauthn.startRegistration,
}));

const PASSKEY = { id: 'aaaaaaaa-0000-4000-8000-000000000001', name: 'Chrome on Linux', createdAt: '2026-05-01T10:00:00.000Z', lastUsedAt: '2026-05-03T08:30:00.000Z', backedUp: false };
const PHONE = { ...PASSKEY, id: 'aaaaaaaa-0000-4000-8000-000000000002', name: 'Safari on iOS', lastUsedAt: null };
const REAUTH_OPTIONS = { challenge: 'fresh', allowCredentials: [{ id: 'cred-1' }], userVerification: 'required' };
const ASSERTION = { id: 'cred-1', rawId: 'cred-1', type: 'public-key', response: { clientDataJSON: 'x' }, clientExtensionResults: {} };
const SESSIONS = [
  { id: 'bbbbbbbb-0000-4000-8000-000000000001', kind: 'user', device: 'Firefox on Android', createdAt: '2026-05-01T10:00:00.000Z', lastUsedAt: '2026-05-04T10:00:00.000Z', expiresAt: '2026-06-01T10:00:00.000Z', current: true },
  { id: 'bbbbbbbb-0000-4000-8000-000000000002', kind: 'user', device: null, createdAt: '2026-04-01T10:00:00.000Z', lastUsedAt: '2026-04-02T10:00:00.000Z', expiresAt: '2026-05-20T10:00:00.000Z', current: false },
];
const CODES = Array.from({ length: 10 }, (_, i) => `code-${String(i).padStart(4, '0')}-abcd`);

let passkeys: PasskeyDto[] = [];
let remaining = 10;
let sessions = [...SESSIONS];

function serveAccount(extra: Record<string, FetchHandler> = {}) {
  return stubFetch({
    'GET /api/auth/passkeys': () => json({ passkeys, recoveryCodesRemaining: remaining }),
    'GET /api/auth/sessions': () => json({ sessions }),
    ...extra,
  });
}

function setup(user = registered) {
  return renderWithProviders(<AccountSections />, { user, route: '/account' });
}

const section = (name: string) => screen.getByRole('region', { name });

beforeEach(() => {
  resetToasts();
  passkeys = [PASSKEY];
  remaining = 10;
  sessions = [...SESSIONS];
  webauthn.supported = true;
  webauthn.startRegistration.mockReset();
  webauthn.startAuthentication.mockReset();
  webauthn.startAuthentication.mockResolvedValue(ASSERTION);
});
afterEach(() => vi.unstubAllGlobals());

describe('Account Settings: passkeys, recovery codes, sessions', () => {
  it('lists passkeys (name, added, last used), the codes left and the sessions with This device', async () => {
    passkeys = [PASSKEY, PHONE];
    serveAccount();
    setup();
    const keys = await screen.findByRole('list', { name: 'Your passkeys' });
    expect(within(keys).getByText('Chrome on Linux')).toBeTruthy();
    expect(within(keys).getByText(/^Added .*2026.* · last used .*2026/)).toBeTruthy();
    expect(within(keys).getByRole('button', { name: 'Remove passkey Chrome on Linux' })).toBeTruthy();
    expect(within(keys).getByRole('button', { name: 'Remove passkey Safari on iOS' })).toBeTruthy();
    expect(await within(section('Recovery codes')).findByText('10 of 10 codes left')).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Your active sessions' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Firefox on Android')).toBeTruthy();
    expect(within(items[0]!).getByText('This device')).toBeTruthy();
    expect(within(items[1]!).getByText('Unknown device')).toBeTruthy();
    expect(within(items[1]!).queryByText('This device')).toBeNull();
    // Headings: each part is its own section with an h2.
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Passkeys', 'Recovery codes', 'Active sessions']);
  });

  it('empty passkey list and few codes left are explained', async () => {
    passkeys = [];
    remaining = 2;
    serveAccount();
    setup();
    expect(await screen.findByText('You have no passkey yet. Add one so you can sign in again on any device.')).toBeTruthy();
    expect(await screen.findByText('2 of 10 codes left')).toBeTruthy();
    expect(screen.getByText('You are running out of recovery codes. Create new ones.')).toBeTruthy();
  });

  it('a failed load shows an error with Retry, which loads again', async () => {
    let fail = true;
    serveAccount({ 'GET /api/auth/passkeys': () => (fail ? json({ error: 'boom', code: 'INTERNAL' }, 500) : json({ passkeys, recoveryCodesRemaining: remaining })) });
    setup();
    const passkeysSection = section('Passkeys');
    expect(await within(passkeysSection).findByText('Your passkeys could not be loaded.')).toBeTruthy();
    fail = false;
    fireEvent.click(within(passkeysSection).getByRole('button', { name: 'Retry' }));
    expect(await within(passkeysSection).findByText('Chrome on Linux')).toBeTruthy();
  });

  it('adds a passkey; the first one shows the recovery codes once, closable only after I have saved them', async () => {
    passkeys = [];
    const options = { challenge: 'c', rp: { id: 'localhost', name: 'CleanQuest' } };
    const attestation = { id: 'n', rawId: 'n', type: 'public-key', response: {}, clientExtensionResults: {} };
    const calls = serveAccount({
      'POST /api/auth/passkeys/register/options': () => json(options),
      'POST /api/auth/passkeys/register/verify': () => {
        passkeys = [PASSKEY];
        return json({ passkey: PASSKEY, recoveryCodes: CODES }, 201);
      },
    });
    webauthn.startRegistration.mockResolvedValue(attestation);
    setup();
    await screen.findByText(/You have no passkey yet/);
    fireEvent.click(within(section('Passkeys')).getByRole('button', { name: 'Add a passkey' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save your recovery codes' });
    expect(webauthn.startRegistration).toHaveBeenCalledWith({ optionsJSON: options });
    expect(calls.find((c) => c.url === '/api/auth/passkeys/register/verify')!.body).toMatchObject({ response: attestation });
    expect(within(dialog).getAllByRole('listitem').map((li) => li.textContent)).toEqual(CODES);
    const done = within(dialog).getByRole('button', { name: 'Done' }) as HTMLButtonElement;
    expect(done.disabled).toBe(true);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'Save your recovery codes' })).toBeTruthy();
    fireEvent.click(within(dialog).getByLabelText('I have saved them'));
    expect(done.disabled).toBe(false);
    fireEvent.click(done);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(section('Passkeys')).findByText('Chrome on Linux')).toBeTruthy();
    expect(getToasts().some((t) => t.title === 'Passkey added')).toBe(true);
  });

  it('copy and download of the codes', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const createObjectURL = vi.fn(() => 'blob:codes');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    serveAccount({ 'POST /api/auth/reauth/options': () => json(REAUTH_OPTIONS), 'POST /api/auth/recovery-codes': () => json({ recoveryCodes: CODES }) });
    setup();
    await screen.findByText('10 of 10 codes left');
    await screen.findByText('Chrome on Linux');
    fireEvent.click(within(section('Recovery codes')).getByRole('button', { name: 'Create new codes' }));
    const confirm = await screen.findByRole('dialog', { name: 'Create new recovery codes?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Create new codes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save your recovery codes' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy codes' }));
    await waitFor(() => expect(writeText).toHaveBeenCalled());
    const copied = (writeText.mock.calls[0] as unknown as [string])[0];
    expect(copied.split('\n')).toEqual(expect.arrayContaining(['CleanQuest recovery codes for ada_green', ...CODES]));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Download' }));
    expect(clicked).toEqual(['cleanquest-recovery-codes.txt']);
    click.mockRestore();
  });

  it('removes a passkey after confirmation and a fresh passkey check sent with the removal', async () => {
    passkeys = [PASSKEY, PHONE];
    const calls = serveAccount({
      'POST /api/auth/reauth/options': () => json(REAUTH_OPTIONS),
      [`DELETE /api/auth/passkeys/${PHONE.id}`]: () => {
        passkeys = [PASSKEY];
        return json(null, 204);
      },
    });
    setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove passkey Safari on iOS' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this passkey?' });
    expect(within(dialog).getByText(/You confirm with one of your passkeys first/)).toBeTruthy();
    expect(webauthn.startAuthentication).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(getToasts()[0]).toMatchObject({ title: 'Passkey removed' }));
    expect(webauthn.startAuthentication).toHaveBeenCalledWith({ optionsJSON: REAUTH_OPTIONS });
    const sent = calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.url}`);
    expect(sent).toEqual(['POST /api/auth/reauth/options', `DELETE /api/auth/passkeys/${PHONE.id}`]);
    expect(calls.find((c) => c.method === 'DELETE')!.body).toEqual({ reauth: ASSERTION });
    // One passkey left: it cannot be removed, and the section says why.
    expect(await screen.findByText('This is your only passkey, so it cannot be removed. To replace it, add another passkey first.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Remove passkey/ })).toBeNull();
  });

  it('creates new recovery codes only with a fresh passkey check, sent with the request', async () => {
    const calls = serveAccount({ 'POST /api/auth/reauth/options': () => json(REAUTH_OPTIONS), 'POST /api/auth/recovery-codes': () => json({ recoveryCodes: CODES }) });
    setup();
    await screen.findByText('10 of 10 codes left');
    await screen.findByText('Chrome on Linux');
    fireEvent.click(within(section('Recovery codes')).getByRole('button', { name: 'Create new codes' }));
    const confirm = await screen.findByRole('dialog', { name: 'Create new recovery codes?' });
    expect(within(confirm).getByText(/You confirm with your passkey first/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Create new codes' }));
    await screen.findByRole('dialog', { name: 'Save your recovery codes' });
    expect(webauthn.startAuthentication).toHaveBeenCalledWith({ optionsJSON: REAUTH_OPTIONS });
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/api/auth/reauth/options', '/api/auth/recovery-codes']);
    expect(calls.find((c) => c.url === '/api/auth/recovery-codes')!.body).toEqual({ reauth: ASSERTION });
  });

  it('a closed passkey prompt sends nothing; refusals and browsers without passkeys are explained', async () => {
    let refusal: { code: string; status: number } | null = null;
    const calls = serveAccount({
      'POST /api/auth/reauth/options': () => json(REAUTH_OPTIONS),
      'POST /api/auth/recovery-codes': () => (refusal ? json({ error: 'no', code: refusal.code }, refusal.status) : json({ recoveryCodes: CODES })),
    });
    setup();
    await screen.findByText('Chrome on Linux');
    const attempt = async () => {
      fireEvent.click(within(section('Recovery codes')).getByRole('button', { name: 'Create new codes' }));
      fireEvent.click(within(await screen.findByRole('dialog', { name: 'Create new recovery codes?' })).getByRole('button', { name: 'Create new codes' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      return (await within(section('Recovery codes')).findByRole('alert')).textContent;
    };

    webauthn.startAuthentication.mockRejectedValueOnce(Object.assign(new Error('not allowed'), { name: 'NotAllowedError' }));
    expect(await attempt()).toBe('The passkey prompt was closed or timed out. Please try again.');
    expect(calls.some((c) => c.url === '/api/auth/recovery-codes')).toBe(false);

    refusal = { code: 'REAUTH_FAILED', status: 403 };
    expect(await attempt()).toBe('This passkey could not confirm that it is you. Use one of the passkeys listed in your account.');
    refusal = { code: 'REAUTH_EXPIRED', status: 403 };
    expect(await attempt()).toBe('The passkey check took too long or was already used. Please try again.');
    refusal = { code: 'REAUTH_REQUIRED', status: 403 };
    expect(await attempt()).toBe('Confirm with your passkey to make this change.');

    webauthn.supported = false;
    expect(await attempt()).toBe('This browser cannot use passkeys. Make this change in a browser that can use one of your passkeys.');
  });

  it('without a passkey, new recovery codes cannot be created and the section says why', async () => {
    passkeys = [];
    remaining = 4;
    serveAccount();
    setup();
    expect(await screen.findByText('Add a passkey first: new recovery codes need a confirmation with one of your passkeys.')).toBeTruthy();
    expect((within(section('Recovery codes')).getByRole('button', { name: 'Create new codes' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('adds a further passkey only with a passkey check first, which goes with the new passkey', async () => {
    const options = { challenge: 'c', rp: { id: 'localhost', name: 'CleanQuest' } };
    const attestation = { id: 'n', rawId: 'n', type: 'public-key', response: {}, clientExtensionResults: {} };
    const calls = serveAccount({
      'POST /api/auth/reauth/options': () => json(REAUTH_OPTIONS),
      'POST /api/auth/passkeys/register/options': () => json(options),
      'POST /api/auth/passkeys/register/verify': () => {
        passkeys = [PASSKEY, PHONE];
        return json({ passkey: PHONE }, 201);
      },
    });
    webauthn.startRegistration.mockResolvedValue(attestation);
    setup();
    await screen.findByText('Chrome on Linux');
    expect(within(section('Passkeys')).getByText('You confirm with one of your passkeys first, then create the new one.')).toBeTruthy();
    fireEvent.click(within(section('Passkeys')).getByRole('button', { name: 'Add a passkey' }));
    expect(await within(section('Passkeys')).findByText('Safari on iOS')).toBeTruthy();
    expect(webauthn.startAuthentication).toHaveBeenCalledWith({ optionsJSON: REAUTH_OPTIONS });
    const posts = calls.filter((c) => c.method === 'POST').map((c) => c.url);
    expect(posts).toEqual(['/api/auth/reauth/options', '/api/auth/passkeys/register/options', '/api/auth/passkeys/register/verify']);
    expect(calls.find((c) => c.url === '/api/auth/passkeys/register/verify')!.body).toMatchObject({ response: attestation, reauth: ASSERTION });
    // No recovery codes for a further passkey.
    expect(screen.queryByRole('dialog', { name: 'Save your recovery codes' })).toBeNull();
  });

  it('a cancelled passkey prompt while adding is explained', async () => {
    serveAccount({ 'POST /api/auth/reauth/options': () => json(REAUTH_OPTIONS), 'POST /api/auth/passkeys/register/options': () => json({ challenge: 'c' }) });
    webauthn.startRegistration.mockRejectedValue(Object.assign(new Error('not allowed'), { name: 'NotAllowedError' }));
    setup();
    await screen.findByText('Chrome on Linux');
    fireEvent.click(within(section('Passkeys')).getByRole('button', { name: 'Add a passkey' }));
    expect((await within(section('Passkeys')).findByRole('alert')).textContent).toBe('The passkey prompt was closed or timed out. Please try again.');
  });

  it('signs out another session; the list reloads', async () => {
    const other = SESSIONS[1]!;
    const calls = serveAccount({
      [`DELETE /api/auth/sessions/${other.id}`]: () => {
        sessions = [SESSIONS[0]!];
        return json(null, 204);
      },
    });
    setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out Unknown device' }));
    await waitFor(() => expect(getToasts()[0]).toMatchObject({ title: 'Session ended', description: 'Unknown device was signed out.' }));
    expect(calls.some((c) => c.method === 'DELETE' && c.url === `/api/auth/sessions/${other.id}`)).toBe(true);
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Your active sessions' })).getAllByRole('listitem')).toHaveLength(1));
  });

  it('Sign out everywhere asks first, then ends every session and starts a fresh guest session', async () => {
    const calls = serveAccount({
      'POST /api/auth/signout-everywhere': () => json({ revoked: 2 }),
      'GET /api/guest/validate': () => json({ valid: false }),
      'POST /api/guest/create': () => json({ session: { id: 'g', expiresAt: SAMPLE_SESSION_EXPIRES_AT, remainingTime: 1 }, user: sampleGuest.user }),
    });
    const { queryClient } = setup();
    queryClient.setQueryData<GuestSession>(SESSION_QUERY_KEY, { session: { id: 's', expiresAt: SAMPLE_SESSION_EXPIRES_AT, remainingTime: 1 }, user: registered.user!, created: false });
    await screen.findByText('Firefox on Android');
    fireEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out everywhere?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.url === '/api/auth/signout-everywhere')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Sign out everywhere?' })).getByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(getToasts()[0]).toMatchObject({ title: 'Signed out everywhere' }));
    expect(calls.filter((c) => c.url === '/api/auth/signout-everywhere')).toHaveLength(1);
    // The account's cached answers are gone and the session query starts over (a new guest session).
    expect(queryClient.getQueryData(SESSION_QUERY_KEY)).toBeUndefined();
    expect(queryClient.getQueryData(['/api/auth/passkeys'])).toBeUndefined();
  });

  it('a guest is told to create a profile first and nothing is fetched', () => {
    const calls = serveAccount();
    setup(sampleGuest);
    expect(screen.getByRole('heading', { name: 'Sign-in and devices' })).toBeTruthy();
    expect(screen.getByText(/Create a profile to add passkeys/)).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
