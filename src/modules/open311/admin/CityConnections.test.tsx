// @vitest-environment jsdom
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch, type RecordedCall } from '../../../client/test-fetch';
import { renderWithProviders } from '../../../client/test-utils';
import type { PartnerDto } from '../../embed/contract';
import type { CityConnectionDto } from '../contract';
import CityFilingsPage from './CityFilingsPage';

configure({ asyncUtilTimeout: 4000 });
afterEach(() => vi.unstubAllGlobals());

const partner: PartnerDto = {
  id: '11111111-2222-4333-8444-555555555555', name: 'City of Halle', allowedOrigins: ['https://halle.example'], center: { latitude: 51.48, longitude: 11.97 },
  zoom: 13, color: null, areaRadiusKm: 3, area: { latitude: 51.48, longitude: 11.97, radiusKm: 3 }, createdAt: '2026-11-22T10:00:00Z',
};
const made: CityConnectionDto = {
  id: '1', partnerId: partner.id, partnerName: partner.name, endpoint: 'https://halle.example/open311/v2/', apiKeyHint: '…9876', jurisdictionId: null,
  hazardServiceCode: 'HAZ-7', litterServiceCode: 'LIT-1', createdAt: '2026-11-29T10:00:00Z', updatedAt: '2026-11-29T10:00:00Z',
};

describe('the cities connected for partners’ areas (issue 42, admin)', () => {
  it('loads the city’s services, lets the admin pick the codes, and shows the key only by its last 4 characters', async () => {
    let connections: CityConnectionDto[] = [];
    const calls = stubFetch({
      'GET /api/admin/open311/city-filings': { cityHost: null, filings: [] },
      'GET /api/admin/open311/city-connections': () => Response.json({ instance: null, connections }),
      'GET /api/admin/embed/partners': { partners: [partner] },
      'POST /api/admin/open311/city-services': {
        services: [
          { code: 'HAZ-7', name: 'Hazardous waste', group: 'Waste' },
          { code: 'LIT-1', name: 'Litter', group: null },
        ],
      },
      'POST /api/admin/open311/city-connections': (req: RecordedCall) => {
        connections = [made];
        return Response.json({ connection: { ...made, ...(req.body as object), apiKeyHint: '…9876' } }, { status: 201 });
      },
    });
    const ue = userEvent.setup();
    renderWithProviders(<CityFilingsPage />);
    expect(await screen.findByText('No city is connected for a partner’s area.')).toBeTruthy();
    await ue.click(await screen.findByRole('button', { name: 'Connect a city' }));
    const form = screen.getByRole('form', { name: 'Connect a city for a partner’s area' });
    await ue.click(within(form).getByRole('combobox', { name: /Partner/ }));
    await ue.click(await screen.findByRole('option', { name: 'City of Halle' }));
    await ue.type(within(form).getByLabelText(/GeoReport v2 address/), 'https://halle.example/open311/v2');
    await ue.type(within(form).getByLabelText(/API key/), 'secret-key-9876');
    await ue.click(within(form).getByRole('button', { name: 'Load services' }));
    expect(await within(form).findByText('Services loaded: pick the codes below.')).toBeTruthy();
    expect(calls.find((c) => c.url.endsWith('/city-services'))!.body).toEqual({ endpoint: 'https://halle.example/open311/v2', jurisdictionId: null });
    await ue.click(within(form).getByRole('combobox', { name: /Service code for hazardous reports/ }));
    await ue.click(await screen.findByRole('option', { name: 'Waste: Hazardous waste (HAZ-7)' }));
    await ue.click(within(form).getByRole('combobox', { name: /Service code for general litter/ }));
    await ue.click(await screen.findByRole('option', { name: 'Litter (LIT-1)' }));
    await ue.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('API key ending in …9876')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST' && c.url.endsWith('/city-connections'))!.body).toEqual({
      partnerId: partner.id, endpoint: 'https://halle.example/open311/v2', apiKey: 'secret-key-9876', jurisdictionId: null, hazardServiceCode: 'HAZ-7', litterServiceCode: 'LIT-1',
    });
    expect(screen.getByText('Hazardous reports: HAZ-7 · General litter: LIT-1')).toBeTruthy();
    expect(document.body.textContent).not.toContain('secret-key-9876');
  });

  it('says clearly when the city is down', async () => {
    stubFetch({
      'GET /api/admin/open311/city-filings': { cityHost: null, filings: [] },
      'GET /api/admin/open311/city-connections': { instance: null, connections: [] },
      'GET /api/admin/embed/partners': { partners: [partner] },
      'POST /api/admin/open311/city-services': () =>
        Response.json({ error: 'The city’s server did not answer in time (it may be down): try again later.', code: 'CITY_SERVICES_UNREACHABLE' }, { status: 502 }),
    });
    const ue = userEvent.setup();
    renderWithProviders(<CityFilingsPage />);
    await ue.click(await screen.findByRole('button', { name: 'Connect a city' }));
    const form = screen.getByRole('form', { name: 'Connect a city for a partner’s area' });
    await ue.type(within(form).getByLabelText(/GeoReport v2 address/), 'https://down.example/');
    await ue.click(within(form).getByRole('button', { name: 'Load services' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('Could not load the services: The city’s server did not answer in time (it may be down): try again later.');
    // Without services the codes are typed.
    expect(within(form).getByRole('textbox', { name: /Service code for hazardous reports/ })).toBeTruthy();
  });
});
