// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../client/api';
import { sampleRegistered } from '../../../client/session/sample-users';
import { getToasts, resetToasts } from '../../../client/toasts/toast-store';
import { renderWithProviders } from '../../../client/test-utils';
import type { CurrentUserDto } from '../../guest/contract';
import type { AvatarResponse } from '../../astro/contract';
import { AvatarTab } from './AvatarTab';
import { stubFetch } from '../../../client/test-fetch';

const user = (patch: Partial<CurrentUserDto> = {}): CurrentUserDto => ({ ...sampleRegistered.user!, gender: 'Female', dateOfBirth: '2000-08-05', astrologicalSign: 'Leo', element: 'Fire', ...patch });

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const bar = () => screen.getByRole('progressbar', { name: 'Avatar generation progress' });
const tick = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

beforeEach(() => {
  resetToasts();
  vi.useFakeTimers();
  stubFetch(() => new Response(JSON.stringify({ valid: false }), { status: 200 }));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('AvatarTab', () => {
  it('climbs by 10 every 300 ms up to 90, then 100 on success; shows the local-avatar note', async () => {
    const pending = deferred<AvatarResponse>();
    const generate = vi.fn(() => pending.promise);
    renderWithProviders(<AvatarTab user={user()} generate={generate} />);
    fireEvent.click(screen.getByRole('button', { name: 'Generate Avatar' }));
    expect(bar().getAttribute('aria-valuenow')).toBe('0');
    await tick(300);
    expect(bar().getAttribute('aria-valuenow')).toBe('10');
    await tick(600);
    expect(bar().getAttribute('aria-valuenow')).toBe('30');
    await tick(3000);
    expect(bar().getAttribute('aria-valuenow')).toBe('90');
    expect(generate).toHaveBeenCalledWith({ style: 'illustrated', colorPalette: 'element', complexity: 'balanced', symbolism: '' });
    await act(async () => pending.resolve({ success: true, avatarUrl: '/api/photos/av1', isFallback: true, avatarLevel: 7 }));
    expect(bar().getAttribute('aria-valuenow')).toBe('100');
    expect(screen.getByRole('img', { name: 'Your avatar' }).getAttribute('src')).toBe('/api/photos/av1');
    expect(screen.getByText('Local avatar (no AI)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Regenerate Avatar' })).toBeTruthy();
  });

  it('Avatar Generation Failed with the server message and the fallback note', async () => {
    const generate = vi.fn(() => Promise.reject(new ApiError(503, '', JSON.stringify({ error: 'The image service is busy.', code: 'X' }))));
    renderWithProviders(<AvatarTab user={user()} generate={generate} />);
    fireEvent.click(screen.getByRole('button', { name: 'Generate Avatar' }));
    await tick(0);
    expect(getToasts()[0]).toMatchObject({ title: 'Avatar Generation Failed', variant: 'destructive' });
    expect(getToasts()[0]?.description).toBe('The image service is busy. If this keeps happening, a locally generated avatar is used instead.');
    expect(screen.queryByRole('progressbar', { name: 'Avatar generation progress' })).toBeNull();
  });

  it("without a server message: 'Failed to generate avatar'", async () => {
    renderWithProviders(<AvatarTab user={user()} generate={() => Promise.reject(new TypeError('Failed to fetch'))} />);
    fireEvent.click(screen.getByRole('button', { name: 'Generate Avatar' }));
    await tick(0);
    expect(getToasts()[0]?.description).toBe('Failed to generate avatar. If this keeps happening, a locally generated avatar is used instead.');
  });

  it('download needs an avatar; a failed download says Could not download avatar', async () => {
    const view = renderWithProviders(<AvatarTab user={user({ avatarUrl: null })} generate={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(getToasts()[0]).toMatchObject({ title: 'Download Failed', description: 'Please generate an avatar first' });
    view.unmount();
    const download = vi.fn(() => Promise.reject(new Error('network')));
    renderWithProviders(<AvatarTab user={user({ avatarUrl: '/api/photos/av1' })} generate={vi.fn()} download={download} />);
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    await tick(0);
    expect(download).toHaveBeenCalledWith('/api/photos/av1');
    expect(getToasts()[0]).toMatchObject({ title: 'Download Failed', description: 'Could not download avatar' });
  });
});
