// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { lazy } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ModuleSlotsContext, type SlotProps } from '../../../client/module-slots';
import { SAMPLE_SESSION_EXPIRES_AT, sampleGuest } from '../../../client/session/sample-users';
import { getToasts, resetToasts } from '../../../client/toasts/toast-store';
import { renderWithProviders } from '../../../client/test-utils';
import type { CurrentUserDto } from '../../guest/contract';
import CreateProfileDialog from './CreateProfileDialog';
import { json, pickOption } from './test-helpers';
import { stubFetch, type RecordedCall } from '../../../client/test-fetch';

const TODAY = new Date('2026-05-10T12:00:00Z');
/** The calls the dialog sent (their bodies are all JSON objects). */
let calls: (RecordedCall & { body: Record<string, unknown> | undefined })[] = [];

function serve(createProfile: (body: Record<string, unknown>) => Response | Promise<Response>) {
  calls = stubFetch(({ url, body }) => {
    if (url.endsWith('/create-profile')) return createProfile(body as Record<string, unknown>);
    if (url === '/api/avatars/generate') return json({ success: true, avatarUrl: '/api/photos/a', isFallback: true, avatarLevel: 1 });
    if (url === '/api/guest/validate') return json({ valid: false });
    return json({ error: 'not found' }, 404);
  }) as typeof calls;
}

const registered = (body: Record<string, unknown>): CurrentUserDto => ({ ...sampleGuest.user!, ...body, isGuest: false, astrologicalSign: 'Leo', element: 'Fire' }) as CurrentUserDto;

function setup() {
  const onClose = vi.fn();
  const view = renderWithProviders(<CreateProfileDialog open onClose={onClose} today={TODAY} />, { user: sampleGuest });
  const dialog = screen.getByRole('dialog', { name: 'Complete Your Profile' });
  const submit = () => within(dialog).getByRole('button', { name: /Create Profile|Creating Profile/ }) as HTMLButtonElement;
  return { ...view, dialog, onClose, submit };
}

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function fillAll({ year = '2000', day = '5' } = {}) {
  type(/^First name/, 'Ada');
  type(/^Username/, 'ada_green');
  await pickOption(/^Gender/, 'Female');
  await pickOption(/^Month/, 'August');
  await pickOption(/^Year/, year);
  await pickOption(/^Day/, day);
}

beforeEach(() => resetToasts());
afterEach(() => vi.unstubAllGlobals());

describe('Create Profile dialog', () => {
  it('lists the four benefits; Create Profile stays disabled until the four required fields are filled', async () => {
    serve(() => json({}));
    const { dialog, submit } = setup();
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(4);
    expect(within(dialog).getByText('An AI-generated avatar based on your zodiac sign')).toBeTruthy();
    expect(submit().disabled).toBe(true);
    type(/^First name/, 'Ada');
    type(/^Username/, 'ada_green');
    await pickOption(/^Gender/, 'Female');
    expect(submit().disabled).toBe(true);
    await pickOption(/^Month/, 'August');
    await pickOption(/^Year/, '2000');
    expect(submit().disabled).toBe(true);
    await pickOption(/^Day/, '5');
    expect(submit().disabled).toBe(false);
    // The sign and element the date gives.
    expect(screen.getByTestId('astro-preview').textContent).toBe('Your sign: Leo · Element: Fire');
    type(/^First name/, '   ');
    expect(submit().disabled).toBe(true);
  });

  it('creates the profile: Creating Profile..., the payload, Profile Created!, the modal closes and an avatar is generated', async () => {
    let release!: () => void;
    serve(async (body) => {
      await new Promise<void>((r) => (release = r));
      return json({ success: true, user: registered(body), session: { id: 's2', expiresAt: SAMPLE_SESSION_EXPIRES_AT, remainingTime: 1 } });
    });
    const { submit, onClose } = setup();
    await fillAll();
    fireEvent.click(submit());
    await waitFor(() => expect(submit().textContent).toBe('Creating Profile...'));
    expect(submit().disabled).toBe(true);
    release();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const create = calls.find((c) => c.url.endsWith('/create-profile'))!;
    expect(create.url).toBe(`/api/users/${sampleGuest.userId}/create-profile`);
    expect(create.body).toEqual({ firstName: 'Ada', lastName: '', username: 'ada_green', gender: 'Female', dateOfBirth: '2000-08-05', astrologicalSign: 'Leo', element: 'Fire' });
    expect(getToasts()[0]).toMatchObject({ title: 'Profile Created!', description: 'Your profile has been created successfully. Your personalized avatar is being generated!' });
    await waitFor(() => expect(calls.some((c) => c.url === '/api/avatars/generate' && c.body?.isLevelUpRegeneration === false)).toBe(true));
  });

  it('409: shows the server message in the toast and under the username, stays open and keeps the data', async () => {
    serve(() => json({ error: 'This username is already taken. Please choose another one.', code: 'USERNAME_TAKEN' }, 409));
    const { submit, onClose, dialog } = setup();
    await fillAll();
    fireEvent.click(submit());
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Profile Creation Failed'));
    expect(getToasts()[0]).toMatchObject({ description: 'This username is already taken. Please choose another one.', variant: 'destructive' });
    expect(within(dialog).getByText('This username is already taken. Please choose another one.')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect((screen.getByLabelText(/^First name/) as HTMLInputElement).value).toBe('Ada');
    expect((screen.getByLabelText(/^Username/) as HTMLInputElement).value).toBe('ada_green');
    expect(submit().disabled).toBe(false);
  });

  it('a failure without a server message says Failed to create profile. Please try again.', async () => {
    serve(() => {
      throw new TypeError('Failed to fetch');
    });
    const { submit, onClose } = setup();
    await fillAll();
    fireEvent.click(submit());
    await waitFor(() => expect(getToasts()[0]).toMatchObject({ title: 'Profile Creation Failed', description: 'Failed to create profile. Please try again.' }));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('under 13: Age Requirement toast, nothing sent', async () => {
    serve(() => json({}));
    const { submit } = setup();
    await fillAll({ year: '2013', day: '11' }); // 11 August 2013: 12 years old on 10 May 2026
    expect(screen.getAllByText('You must be at least 13 years old to use this app.').length).toBeGreaterThan(0);
    fireEvent.click(submit());
    await waitFor(() => expect(getToasts()[0]).toMatchObject({ title: 'Age Requirement', description: 'You must be at least 13 years old to use this app.' }));
    expect(calls.some((c) => c.url.endsWith('/create-profile'))).toBe(false);
  });

  it('Missing Information when submitted without the required fields (Enter in a field)', async () => {
    serve(() => json({}));
    setup();
    type(/^First name/, 'Ada');
    fireEvent.submit(screen.getByLabelText(/^First name/).closest('form')!);
    await waitFor(() => expect(getToasts()[0]).toMatchObject({ title: 'Missing Information', description: 'Please fill in all required fields.' }));
  });

  it('a username the shared schema refuses is shown without calling the server', async () => {
    serve(() => json({}));
    const { submit } = setup();
    await fillAll();
    type(/^Username/, 'a b');
    fireEvent.click(submit());
    await screen.findAllByText('Usernames use 3 to 30 letters, numbers, dots, dashes or underscores.');
    expect(calls.some((c) => c.url.endsWith('/create-profile'))).toBe(false);
  });

  it('with a passkeySetup slot (auth module), the step follows a successful creation in the same dialog; its onDone closes', async () => {
    serve((body) => json({ success: true, user: registered(body), session: { id: 's2', expiresAt: SAMPLE_SESSION_EXPIRES_AT, remainingTime: 1 } }));
    const Step = ({ titleId, onDone }: SlotProps<'passkeySetup'>) => (
      <>
        <h2 id={titleId}>Add a passkey</h2>
        <button onClick={onDone}>Skip for now</button>
      </>
    );
    const passkeySetup = lazy(async () => ({ default: Step }));
    const onClose = vi.fn();
    renderWithProviders(
      <ModuleSlotsContext.Provider value={{ passkeySetup }}>
        <CreateProfileDialog open onClose={onClose} today={TODAY} />
      </ModuleSlotsContext.Provider>,
      { user: sampleGuest },
    );
    await fillAll();
    fireEvent.click(screen.getByRole('button', { name: 'Create Profile' }));
    const step = await screen.findByRole('dialog', { name: 'Add a passkey' });
    expect(onClose).not.toHaveBeenCalled();
    expect(getToasts()[0]).toMatchObject({ title: 'Profile Created!' });
    fireEvent.click(within(step).getByRole('button', { name: 'Skip for now' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
