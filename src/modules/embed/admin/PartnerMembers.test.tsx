// @vitest-environment jsdom
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetToasts } from '../../../client/toasts/toast-store';
import { stubFetch, type RecordedCall } from '../../../client/test-fetch';
import { renderWithProviders } from '../../../client/test-utils';
import type { PartnerDto, PartnerMemberDto } from '../contract';
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
const ANNA: PartnerMemberDto = { userId: 'aaaaaaaa-2222-4333-8444-555555555555', username: 'anna_city', addedAt: '2026-12-01T09:00:00Z' };

describe('the people of a partner on the Embed partners page (issue 33)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetToasts();
  });

  it('adds a person by username, shows the refusal for an unknown one, and removes a person', async () => {
    let members: PartnerMemberDto[] = [];
    const calls = stubFetch({
      'GET /api/admin/embed/partners': () => Response.json({ partners: [city] }),
      'GET /api/admin/embed/api-keys': () => Response.json({ keys: [] }),
      [`GET /api/admin/embed/partners/${city.id}/members`]: () => Response.json({ members }),
      [`POST /api/admin/embed/partners/${city.id}/members`]: (req: RecordedCall) => {
        const { username } = req.body as { username: string };
        if (username !== 'anna_city') return Response.json({ error: 'No registered person with this username.', code: 'USER_NOT_FOUND' }, { status: 404 });
        members = [ANNA];
        return Response.json({ member: ANNA }, { status: 201 });
      },
      [`DELETE /api/admin/embed/partners/${city.id}/members/${ANNA.userId}`]: () => {
        members = [];
        return new Response(null, { status: 204 });
      },
    });
    const ue = userEvent.setup();
    renderWithProviders(<PartnersPage />);
    const card = await screen.findByRole('article', { name: 'City of Halle' });
    const section = within(card).getByRole('region', { name: 'People of this partner' });
    expect(await within(section).findByText('Nobody yet.')).toBeTruthy();

    await ue.type(within(section).getByLabelText('Username'), 'nobody');
    await ue.click(within(section).getByRole('button', { name: 'Add person' }));
    expect((await within(section).findByRole('alert')).textContent).toMatch(/^Could not change the people: .*No registered person with this username\./);

    await ue.clear(within(section).getByLabelText('Username'));
    await ue.type(within(section).getByLabelText('Username'), ' anna_city ');
    await ue.click(within(section).getByRole('button', { name: 'Add person' }));
    expect(await within(section).findByText('anna_city')).toBeTruthy();
    expect((within(section).getByLabelText('Username') as HTMLInputElement).value).toBe('');
    const post = calls.filter((c) => c.method === 'POST').at(-1)!;
    expect(post.body).toEqual({ username: 'anna_city' });

    await ue.click(within(section).getByRole('button', { name: 'Remove anna_city' }));
    expect(await within(section).findByText('Nobody yet.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE' && c.url.endsWith(`/members/${ANNA.userId}`))).toBe(true);
  });
});
