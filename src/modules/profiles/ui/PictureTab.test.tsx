// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '../../../client/fake-xhr';
import { sampleRegistered } from '../../../client/session/sample-users';
import { getToasts, resetToasts } from '../../../client/toasts/toast-store';
import { renderWithProviders } from '../../../client/test-utils';
import type { CurrentUserDto } from '../../guest/contract';
import { PictureTab } from './PictureTab';
import { pictureFileError } from './picture-file';
import { json } from './test-helpers';
import { stubFetch } from '../../../client/test-fetch';

const user = (patch: Partial<CurrentUserDto> = {}): CurrentUserDto => ({ ...sampleRegistered.user!, ...patch });
const file = (type: string, size: number, name = 'me.png') => new File([new Uint8Array(size)], name, { type });

function choose(f: File) {
  fireEvent.change(screen.getByTestId('picture-input'), { target: { files: [f] } });
}

beforeEach(() => {
  resetToasts();
  stubFetch(({ url }) => (url === '/api/user/convert-avatar-to-profile' ? json({ profileImageUrl: '/api/photos/p2' }) : json({ valid: false })));
});
afterEach(() => {
  vi.unstubAllGlobals();
  FakeXhr.reset();
});

describe('profile picture rules', () => {
  it('accepts JPEG, PNG and WebP up to 5MB', () => {
    expect(pictureFileError({ type: 'image/png', size: 5 * 1024 * 1024 })).toBeNull();
    expect(pictureFileError({ type: 'image/webp', size: 10 })).toBeNull();
    expect(pictureFileError({ type: 'image/jpeg', size: 10 })).toBeNull();
    expect(pictureFileError({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toBe('Please select an image smaller than 5MB.');
    expect(pictureFileError({ type: 'application/pdf', size: 10 })).toBe('Please select an image file (JPEG, PNG, WebP).');
    expect(pictureFileError({ type: 'image/gif', size: 10 })).toBe('Please select an image file (JPEG, PNG, WebP).');
  });
});

describe('PictureTab', () => {
  it('refuses a non-image and a too large image before uploading', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    renderWithProviders(<PictureTab user={user()} />);
    choose(file('text/plain', 10, 'notes.txt'));
    expect(await screen.findByText('Please select an image file (JPEG, PNG, WebP).')).toBeTruthy();
    choose(file('image/png', 5 * 1024 * 1024 + 1));
    expect(await screen.findByText('Please select an image smaller than 5MB.')).toBeTruthy();
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('uploads with progress and says Profile Picture Updated!', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    renderWithProviders(<PictureTab user={user()} />);
    choose(file('image/png', 1000));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const xhr = FakeXhr.sent[0]!;
    expect(xhr.url).toBe('/api/user/upload-profile-picture');
    xhr.progress(50, 100);
    expect(await screen.findByText('Uploading... 50%')).toBeTruthy();
    xhr.respond(200, JSON.stringify({ profileImageUrl: '/api/photos/p1' }));
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Profile Picture Updated!'));
    expect(screen.getByRole('img', { name: 'Your profile picture' }).getAttribute('src')).toBe('/api/photos/p1');
  });

  it('Upload Failed with the server message', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    renderWithProviders(<PictureTab user={user()} />);
    choose(file('image/jpeg', 1000, 'me.jpg'));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    FakeXhr.sent[0]!.respond(415, JSON.stringify({ error: 'Please select an image file (JPEG, PNG, WebP).', code: 'UNSUPPORTED_IMAGE' }));
    await waitFor(() => expect(getToasts()[0]).toMatchObject({ title: 'Upload Failed', description: 'Please select an image file (JPEG, PNG, WebP).' }));
  });

  it('converting needs an avatar; with one it becomes the profile picture', async () => {
    const view = renderWithProviders(<PictureTab user={user({ avatarUrl: null })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Use my avatar' }));
    await waitFor(() => expect(getToasts()[0]).toMatchObject({ title: 'Conversion Failed', description: 'Please generate an AI avatar first before converting it to a profile picture.' }));
    view.unmount();
    renderWithProviders(<PictureTab user={user({ avatarUrl: '/api/photos/a1' })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Use my avatar' }));
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Profile Picture Updated!'));
  });
});
