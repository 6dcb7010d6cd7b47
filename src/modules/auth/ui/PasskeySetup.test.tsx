// @vitest-environment jsdom
import Dialog from '@mui/material/Dialog';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getToasts, resetToasts } from '../../../client/toasts/toast-store';
import { renderWithProviders } from '../../../client/test-utils';
import PasskeySetup from './PasskeySetup';
import { json, registered } from './test-helpers';
import { stubFetch } from '../../../client/test-fetch';

const webauthn = vi.hoisted(() => ({ supported: true, startRegistration: vi.fn() }));
vi.mock('@simplewebauthn/browser', () => ({
  browserSupportsWebAuthn: () => webauthn.supported,
  startAuthentication: vi.fn(),
  startRegistration: webauthn.startRegistration,
}));

const CODES = Array.from({ length: 10 }, (_, i) => `abcd-efgh-${String(i).padStart(4, '0')}`);
const PASSKEY = { id: 'p1', name: 'Chrome on Linux', createdAt: '2026-05-01T10:00:00.000Z', lastUsedAt: null, backedUp: false };

function setup() {
  const onDone = vi.fn();
  renderWithProviders(
    <Dialog open aria-labelledby="t">
      <PasskeySetup titleId="t" onDone={onDone} />
    </Dialog>,
    { user: registered },
  );
  return { onDone };
}

beforeEach(() => {
  resetToasts();
  webauthn.supported = true;
  webauthn.startRegistration.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

describe('Passkey step after profile creation', () => {
  it('adds a passkey, then shows the recovery codes; Done waits for I have saved them', async () => {
    const calls = stubFetch({
      'POST /api/auth/passkeys/register/options': () => json({ challenge: 'c' }),
      'POST /api/auth/passkeys/register/verify': () => json({ passkey: PASSKEY, recoveryCodes: CODES }, 201),
    });
    webauthn.startRegistration.mockResolvedValue({ id: 'n', rawId: 'n', type: 'public-key', response: {}, clientExtensionResults: {} });
    const { onDone } = setup();
    const dialog = screen.getByRole('dialog', { name: 'Add a passkey' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add a passkey' }));
    await screen.findByRole('dialog', { name: 'Save your recovery codes' });
    expect(screen.getByTestId('recovery-codes').querySelectorAll('li')).toHaveLength(10);
    expect(getToasts()[0]).toMatchObject({ title: 'Passkey added' });
    expect(calls.map((c) => c.url)).toEqual(['/api/auth/passkeys/register/options', '/api/auth/passkeys/register/verify']);
    const done = screen.getByRole('button', { name: 'Done' }) as HTMLButtonElement;
    expect(done.disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('I have saved them'));
    fireEvent.click(done);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('Skip for now finishes without a passkey', () => {
    const calls = stubFetch({});
    const { onDone } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Skip for now' }));
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(calls).toEqual([]);
  });

  it('a passkey already on this device is explained; the step stays', async () => {
    stubFetch({ 'POST /api/auth/passkeys/register/options': () => json({ challenge: 'c' }) });
    webauthn.startRegistration.mockRejectedValue(Object.assign(new Error('exists'), { name: 'InvalidStateError', code: 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' }));
    const { onDone } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Add a passkey' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This device already holds a passkey for your account.');
    expect(onDone).not.toHaveBeenCalled();
    await waitFor(() => expect((screen.getByRole('button', { name: 'Add a passkey' }) as HTMLButtonElement).disabled).toBe(false));
  });

  it('without WebAuthn: explained, only Skip', () => {
    webauthn.supported = false;
    stubFetch({});
    setup();
    expect(screen.getByText(/This browser cannot create passkeys/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Add a passkey' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
