// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toCurrentUser, type CurrentUser } from '../../../client/session/current-user';
import { stubFetch, type RecordedCall } from '../../../client/test-fetch';
import { getToasts, resetToasts } from '../../../client/toasts/toast-store';
import { renderWithProviders } from '../../../client/test-utils';
import { setLanguage } from '../../../client/ui-slice';
import type { CurrentUserDto } from '../../guest/contract';
import { WithdrawPhotoLicence } from './WithdrawPhotoLicence';

const visitor: CurrentUser = toCurrentUser({ id: '6f1c2b9e-4a3d-4e5f-9a8b-7c6d5e4f3a2b', firstName: 'Guest', isGuest: true, level: 1 } as CurrentUserDto);
const URL = '/api/photos/licence-withdrawal';
const posts = (calls: RecordedCall[]) => calls.filter((c) => c.method === 'POST' && c.url === URL);

beforeEach(() => resetToasts());
afterEach(() => vi.unstubAllGlobals());

describe('WithdrawPhotoLicence', () => {
  it('asks first, saying what happens and that downloaded copies cannot be recalled; Cancel and Escape send nothing', async () => {
    const net = stubFetch({ [`POST ${URL}`]: { withdrawn: 2, withdrawnAt: '2026-11-29T08:00:00.000Z' } });
    renderWithProviders(<WithdrawPhotoLicence />, { user: visitor });
    const open = screen.getByRole('button', { name: 'Withdraw the open licence of my photos' });
    expect(open.getAttribute('aria-haspopup')).toBe('dialog');
    await userEvent.click(open);
    const dialog = screen.getByRole('dialog', { name: 'Withdraw the open licence of your photos?' });
    // The dialog's description is the whole explanation (screen readers read it when it opens).
    const description = document.getElementById(dialog.getAttribute('aria-describedby')!)!;
    expect(description.textContent).toContain('the open-data exports (GeoJSON, CSV) and Open311 stop listing them');
    expect(description.textContent).toContain('within about an hour');
    expect(description.textContent).toContain('Inside CleanQuest your photos stay visible');
    expect(description.textContent).toContain('Copies that someone already downloaded cannot be recalled');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(open);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(net)).toHaveLength(0);
  });

  it('withdraws by keyboard alone, shows it is working, then announces and toasts the outcome', async () => {
    let release!: () => void;
    const answered = new Promise<void>((r) => (release = r));
    const net = stubFetch({
      [`POST ${URL}`]: async () => {
        await answered;
        return Response.json({ withdrawn: 2, withdrawnAt: '2026-11-29T08:00:00.000Z' });
      },
    });
    renderWithProviders(<WithdrawPhotoLicence />, { user: visitor });
    screen.getByRole('button', { name: 'Withdraw the open licence of my photos' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Withdraw licence' });
    confirm.focus();
    await userEvent.keyboard('{Enter}');
    const working = await within(dialog).findByRole('button', { name: 'Withdrawing…' });
    expect((working as HTMLButtonElement).disabled).toBe(true);
    expect(working.getAttribute('aria-busy')).toBe('true');
    // Not closable while it runs.
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeTruthy();
    release();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('status').textContent).toBe('2 photos no longer carry the open licence.');
    expect(getToasts().map((t) => [t.title, t.description])).toEqual([['Open licence withdrawn', '2 photos no longer carry the open licence.']]);
    expect(posts(net)).toHaveLength(1);
  });

  it('shows a failure inside the dialog and lets the person try again', async () => {
    let fail = true;
    const net = stubFetch({
      [`POST ${URL}`]: () =>
        fail ? Response.json({ error: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' }, { status: 500 }) : Response.json({ withdrawn: 1, withdrawnAt: '2026-11-29T08:00:00.000Z' }),
    });
    renderWithProviders(<WithdrawPhotoLicence />, { user: visitor });
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw the open licence of my photos' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw licence' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('The licence could not be withdrawn. Please try again.');
    fail = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw licence' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('status').textContent).toBe('1 photo no longer carries the open licence.');
    expect(posts(net)).toHaveLength(2);
  });

  it('speaks German', async () => {
    stubFetch({});
    const { store } = renderWithProviders(<WithdrawPhotoLicence />, { user: visitor });
    act(() => void store.dispatch(setLanguage('de')));
    await userEvent.click(await screen.findByRole('button', { name: 'Offene Lizenz meiner Fotos zurückziehen' }));
    expect(screen.getByRole('dialog', { name: 'Offene Lizenz deiner Fotos zurückziehen?' }).textContent).toContain('lassen sich nicht zurückholen');
  });
});
