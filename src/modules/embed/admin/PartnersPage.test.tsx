// @vitest-environment jsdom
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToasts, resetToasts } from '../../../client/toasts/toast-store';
import { stubFetch as stubApi } from '../../../client/test-fetch';
import { renderWithProviders } from '../../../client/test-utils';
import type { PartnerDto } from '../contract';
import PartnersPage from './PartnersPage';

configure({ asyncUtilTimeout: 4000 });

const ngo: PartnerDto = {
  id: '11111111-2222-4333-8444-555555555555',
  name: 'Green NGO',
  allowedOrigins: ['https://ngo.example', 'https://www.ngo.example'],
  center: { latitude: 52.52, longitude: 13.405 },
  zoom: 12,
  color: '#0d47a1',
  areaRadiusKm: null,
  area: { latitude: 52.52, longitude: 13.405, radiusKm: 6 },
  createdAt: '2026-11-22T10:00:00Z',
};
/** Types by pasting (per-key typing through MUI in jsdom is slow). */
async function fill(ue: ReturnType<typeof userEvent.setup>, el: HTMLElement, text: string) {
  await ue.clear(el);
  await ue.paste(text);
}
const titles = () => getToasts().map((x) => x.title);
const writes = (calls: ReturnType<typeof stubApi>) => calls.filter((c) => c.method !== 'GET').map((c) => [c.method, c.url, c.body]);

describe('PartnersPage (embed admin plugin)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetToasts();
  });

  it('lists partners with their origins, centre and the snippet to paste', async () => {
    stubApi({ 'GET /api/admin/embed/partners': () => Response.json({ partners: [ngo] }) });
    renderWithProviders(<PartnersPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Embed partners' })).toBeTruthy();
    const card = await screen.findByRole('article', { name: 'Green NGO' });
    expect(within(card).getByText('https://www.ngo.example')).toBeTruthy();
    expect(within(card).getByText('Default centre: 52.52, 13.405 · zoom 12')).toBeTruthy();
    expect(within(card).getByText('Colour: #0d47a1')).toBeTruthy();
    expect(within(card).getByText('Area: 6 km around the centre (from the zoom; set a radius to change it)')).toBeTruthy();
    expect(within(card).getByText(`<script src="${window.location.origin}/widget.js" data-partner="${ngo.id}" data-lang="en" async></script>`)).toBeTruthy();
  });

  it('registers a partner: validates with the shared schema, then posts the typed values', async () => {
    let partners: PartnerDto[] = [];
    const calls = stubApi({
      'GET /api/admin/embed/partners': () => Response.json({ partners }),
      'POST /api/admin/embed/partners': ({ body }: { body: unknown }) => {
        const b = body as { name: string; allowedOrigins: string[]; centerLatitude: number; centerLongitude: number; zoom: number; color: string | null };
        const created = { id: '99999999-2222-4333-8444-555555555555', name: b.name, allowedOrigins: b.allowedOrigins, center: { latitude: b.centerLatitude, longitude: b.centerLongitude }, zoom: b.zoom, color: b.color, areaRadiusKm: null, area: { latitude: b.centerLatitude, longitude: b.centerLongitude, radiusKm: 1.5 }, createdAt: '2026-11-22T11:00:00Z' };
        partners = [created];
        return Response.json({ partner: created }, { status: 201 });
      },
    });
    const ue = userEvent.setup();
    renderWithProviders(<PartnersPage />);
    expect(await screen.findByText('No partners yet. Register the first one to give it a snippet.')).toBeTruthy();
    await ue.click(screen.getByRole('button', { name: 'Register a partner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Register a partner' });

    await fill(ue, within(dialog).getByRole('textbox', { name: 'Name' }), 'River Town');
    await fill(ue, within(dialog).getByRole('textbox', { name: 'Origin 1' }), 'https://town.example/path');
    await ue.click(within(dialog).getByRole('button', { name: 'Add origin' }));
    await fill(ue, within(dialog).getByRole('textbox', { name: 'Origin 2' }), 'javascript:alert(1)');
    await fill(ue, within(dialog).getByRole('textbox', { name: 'Default centre latitude' }), '95');
    await ue.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findAllByText('Each allowed origin must look like https://example.org (scheme, host and optional port only)')).toHaveLength(2);
    expect(within(dialog).getByText('Latitude must be between -90 and 90')).toBeTruthy();
    expect(within(dialog).getByText('Longitude is required')).toBeTruthy();
    expect(writes(calls)).toEqual([]);

    const origin1 = within(dialog).getByRole('textbox', { name: 'Origin 1' });
    await fill(ue, origin1, 'https://town.example');
    await ue.click(within(dialog).getByRole('button', { name: 'Remove origin 2' }));
    await ue.click(within(dialog).getByRole('button', { name: 'Add origin' }));
    await fill(ue, within(dialog).getByRole('textbox', { name: 'Origin 2' }), 'http://localhost:8080');
    const lat = within(dialog).getByRole('textbox', { name: 'Default centre latitude' });
    await fill(ue, lat, '51.48');
    await fill(ue, within(dialog).getByRole('textbox', { name: 'Default centre longitude' }), '11.97');
    await fill(ue, within(dialog).getByRole('textbox', { name: 'Colour (optional)' }), '#2e7d32');
    await ue.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(titles()).toEqual(['Partner saved']));
    expect(writes(calls)).toEqual([
      ['POST', '/api/admin/embed/partners', { name: 'River Town', allowedOrigins: ['https://town.example', 'http://localhost:8080'], centerLatitude: 51.48, centerLongitude: 11.97, zoom: 14, color: '#2e7d32' }],
    ]);
    expect(await screen.findByRole('article', { name: 'River Town' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Register a partner' })).toBeNull());
  }, 60_000);

  it('edits a partner and shows the server refusal next to the field, keeping the input', async () => {
    let attempt = 0;
    const calls = stubApi({
      'GET /api/admin/embed/partners': () => Response.json({ partners: [ngo] }),
      [`PUT /api/admin/embed/partners/${ngo.id}`]: ({ body }: { body: unknown }) => {
        attempt += 1;
        if (attempt === 1) {
          return Response.json({ error: 'Please check: Name must be at least 2 characters', code: 'VALIDATION_FAILED', details: { fields: [{ field: 'name', message: 'Name must be at least 2 characters' }] } }, { status: 400 });
        }
        return Response.json({ partner: { ...ngo, ...(body as object) } });
      },
    });
    const ue = userEvent.setup();
    renderWithProviders(<PartnersPage />);
    const card = await screen.findByRole('article', { name: 'Green NGO' });
    await ue.click(within(card).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Green NGO' });
    expect(within(dialog).getByRole('textbox', { name: 'Origin 2' })).toHaveProperty('value', 'https://www.ngo.example');
    const zoom = within(dialog).getByRole('textbox', { name: 'Default zoom (2–18)' });
    await fill(ue, zoom, '15');
    await ue.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Name must be at least 2 characters')).toBeTruthy();
    expect(within(dialog).getByRole('alert').textContent).toContain('Could not save');
    expect(zoom).toHaveProperty('value', '15');
    await ue.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(titles()).toEqual(['Partner saved']));
    expect(writes(calls).at(-1)).toEqual([
      'PUT', `/api/admin/embed/partners/${ngo.id}`,
      { name: 'Green NGO', allowedOrigins: ['https://ngo.example', 'https://www.ngo.example'], centerLatitude: 52.52, centerLongitude: 13.405, zoom: 15, color: '#0d47a1' },
    ]);
  });

  it('sets the area’s radius (its help shows the derived one), refuses one out of range, and empties it back to derived', async () => {
    let partner: PartnerDto = ngo;
    const calls = stubApi({
      'GET /api/admin/embed/partners': () => Response.json({ partners: [partner] }),
      [`PUT /api/admin/embed/partners/${ngo.id}`]: ({ body }: { body: unknown }) => {
        const radius = (body as { areaRadiusKm?: number }).areaRadiusKm ?? null;
        partner = { ...ngo, areaRadiusKm: radius, area: { ...ngo.area, radiusKm: radius ?? 6 } };
        return Response.json({ partner });
      },
    });
    const ue = userEvent.setup();
    renderWithProviders(<PartnersPage />);
    let card = await screen.findByRole('article', { name: 'Green NGO' });
    await ue.click(within(card).getByRole('button', { name: 'Edit' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit Green NGO' });
    const radius = within(dialog).getByRole('textbox', { name: 'Area radius in km (optional)' });
    // Zoom 12 at 52.52° N: half of a 512 px map is about 6 km.
    expect(within(dialog).getByText(/^Empty: 6 km, about what the map shows/)).toBeTruthy();
    await fill(ue, radius, '250');
    await ue.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Area radius must be 0.1 to 100 km')).toBeTruthy();
    expect(writes(calls)).toEqual([]);
    await fill(ue, radius, '2,5');
    await ue.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(titles()).toEqual(['Partner saved']));
    expect(writes(calls).at(-1)?.[2]).toMatchObject({ areaRadiusKm: 2.5 });
    card = await screen.findByRole('article', { name: 'Green NGO' });
    expect(await within(card).findByText('Area: 2.5 km around the centre')).toBeTruthy();

    await ue.click(within(card).getByRole('button', { name: 'Edit' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit Green NGO' });
    await ue.clear(within(dialog).getByRole('textbox', { name: 'Area radius in km (optional)' }));
    await ue.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(2));
    expect(writes(calls).at(-1)?.[2]).not.toHaveProperty('areaRadiusKm');
    expect(await within(card).findByText('Area: 6 km around the centre (from the zoom; set a radius to change it)')).toBeTruthy();
  }, 60_000);

  it('asks before removing a partner; cancel sends nothing', async () => {
    let partners = [ngo];
    const calls = stubApi({
      'GET /api/admin/embed/partners': () => Response.json({ partners }),
      [`DELETE /api/admin/embed/partners/${ngo.id}`]: () => {
        partners = [];
        return new Response(null, { status: 204 });
      },
    });
    const ue = userEvent.setup();
    renderWithProviders(<PartnersPage />);
    const card = await screen.findByRole('article', { name: 'Green NGO' });
    await ue.click(within(card).getByRole('button', { name: 'Remove' }));
    let dialog = await screen.findByRole('dialog', { name: 'Remove Green NGO?' });
    await ue.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(calls)).toEqual([]);
    await ue.click(within(card).getByRole('button', { name: 'Remove' }));
    dialog = await screen.findByRole('dialog', { name: 'Remove Green NGO?' });
    await ue.click(within(dialog).getByRole('button', { name: 'Remove partner' }));
    expect(await screen.findByText('No partners yet. Register the first one to give it a snippet.')).toBeTruthy();
    expect(writes(calls)).toEqual([['DELETE', `/api/admin/embed/partners/${ngo.id}`, undefined]]);
    expect(titles()).toEqual(['Partner removed']);
  });

  it('shows a load error with retry', async () => {
    let fail = true;
    stubApi({ 'GET /api/admin/embed/partners': () => (fail ? Response.json({ error: 'Only admins may do this.', code: 'FORBIDDEN' }, { status: 403 }) : Response.json({ partners: [ngo] })) });
    const ue = userEvent.setup();
    renderWithProviders(<PartnersPage />);
    expect(await screen.findByText('Could not load the partners: Only admins may do this.', {}, { timeout: 10_000 })).toBeTruthy();
    fail = false;
    await ue.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Green NGO' })).toBeTruthy();
  });
});
