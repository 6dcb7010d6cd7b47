// @vitest-environment jsdom
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToasts, resetToasts } from '../../../client/toasts/toast-store';
import { stubFetch } from '../../../client/test-fetch';
import { renderWithProviders } from '../../../client/test-utils';
import type { ApiKeyInfo, PartnerDto } from '../contract';
import PartnersPage from './PartnersPage';

configure({ asyncUtilTimeout: 4000 });

const city: PartnerDto = {
  id: '11111111-2222-4333-8444-555555555555',
  name: 'City of Halle',
  allowedOrigins: ['https://halle.example'],
  center: { latitude: 51.48, longitude: 11.97 },
  zoom: 13,
  color: null,
  areaRadiusKm: null,
  area: { latitude: 51.48, longitude: 11.97, radiusKm: 3 },
  createdAt: '2026-11-22T10:00:00Z',
};
const KEY = 'cq_Abc123SecretSecretSecretSecretSecretSecret0';
const writes = (calls: ReturnType<typeof stubFetch>) => calls.filter((c) => c.method !== 'GET').map((c) => [c.method, c.url]);

describe('a partner’s API key on the Embed partners page (Open311)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetToasts();
  });

  it('issues a key, shows it once with a copy button, then only its hint', async () => {
    let keys: ApiKeyInfo[] = [];
    const calls = stubFetch({
      'GET /api/admin/embed/partners': () => Response.json({ partners: [city] }),
      'GET /api/admin/embed/api-keys': () => Response.json({ keys }),
      [`POST /api/admin/embed/partners/${city.id}/api-key`]: () => {
        const key = { partnerId: city.id, hint: KEY.slice(0, 9), createdAt: '2026-11-29T09:00:00Z' };
        keys = [key];
        return Response.json({ apiKey: KEY, key }, { status: 201 });
      },
    });
    const ue = userEvent.setup();
    renderWithProviders(<PartnersPage />);
    const card = await screen.findByRole('article', { name: 'City of Halle' });
    const section = within(card).getByRole('region', { name: 'API key (Open311)' });
    expect(await within(section).findByText(/^No API key\./)).toBeTruthy();
    await ue.click(within(section).getByRole('button', { name: 'Issue API key' }));
    const dialog = await screen.findByRole('dialog', { name: 'API key for City of Halle' });
    expect(within(dialog).getByText(KEY)).toBeTruthy();
    expect(within(dialog).getByText(/shown only this once/)).toBeTruthy();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await ue.click(within(dialog).getByRole('button', { name: 'Copy key' }));
    expect(writeText).toHaveBeenCalledWith(KEY);
    await ue.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(section).findByText(new RegExp(`^Key in use: ${KEY.slice(0, 9)}…`))).toBeTruthy();
    expect(screen.queryByText(KEY)).toBeNull();
    expect(writes(calls)).toEqual([['POST', `/api/admin/embed/partners/${city.id}/api-key`]]);
    expect(getToasts().map((x) => x.title)).toEqual(['API key copied']);
  });

  it('asks before replacing or revoking a key in use; cancel sends nothing', async () => {
    let keys: ApiKeyInfo[] = [{ partnerId: city.id, hint: 'cq_Old123', createdAt: '2026-11-20T09:00:00Z' }];
    const calls = stubFetch({
      'GET /api/admin/embed/partners': () => Response.json({ partners: [city] }),
      'GET /api/admin/embed/api-keys': () => Response.json({ keys }),
      [`DELETE /api/admin/embed/partners/${city.id}/api-key`]: () => {
        keys = [];
        return new Response(null, { status: 204 });
      },
    });
    const ue = userEvent.setup();
    renderWithProviders(<PartnersPage />);
    const card = await screen.findByRole('article', { name: 'City of Halle' });
    const section = within(card).getByRole('region', { name: 'API key (Open311)' });
    expect(await within(section).findByText(/^Key in use: cq_Old123…/)).toBeTruthy();
    await ue.click(within(section).getByRole('button', { name: 'Issue new API key' }));
    let dialog = await screen.findByRole('dialog', { name: 'Issue a new API key for City of Halle?' });
    await ue.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await ue.click(within(section).getByRole('button', { name: 'Revoke API key' }));
    dialog = await screen.findByRole('dialog', { name: 'Revoke the API key of City of Halle?' });
    expect(writes(calls)).toEqual([]);
    await ue.click(within(dialog).getByRole('button', { name: 'Revoke API key' }));
    expect(await within(section).findByText(/^No API key\./)).toBeTruthy();
    expect(writes(calls)).toEqual([['DELETE', `/api/admin/embed/partners/${city.id}/api-key`]]);
    expect(getToasts().map((x) => x.title)).toEqual(['API key revoked']);
  });

  it('shows the server’s refusal', async () => {
    stubFetch({
      'GET /api/admin/embed/partners': () => Response.json({ partners: [city] }),
      'GET /api/admin/embed/api-keys': () => Response.json({ keys: [] }),
      [`POST /api/admin/embed/partners/${city.id}/api-key`]: () => Response.json({ error: 'No such partner.', code: 'PARTNER_NOT_FOUND' }, { status: 404 }),
    });
    const ue = userEvent.setup();
    renderWithProviders(<PartnersPage />);
    const card = await screen.findByRole('article', { name: 'City of Halle' });
    await ue.click(await within(card).findByRole('button', { name: 'Issue API key' }));
    expect((await within(card).findByRole('alert')).textContent).toContain('Could not change the API key: No such partner.');
  });
});
