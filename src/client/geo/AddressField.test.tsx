// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AddressSuggestion } from '../../shared/address';
import { GEOCODER_UNAVAILABLE_MESSAGE } from '../../modules/geocoding/contract';
import { stubFetch, type RecordedCall } from '../test-fetch';
import { renderWithProviders } from '../test-utils';
import { AddressField, type AddressLocation } from './AddressField';
import { fakeGeolocation } from './fake-geolocation';
import { reverseGeocode, searchAddress } from '../../modules/geocoding/endpoints';

const GEOCODER = { search: searchAddress, reverse: reverseGeocode };

const suggestion = (n: number): AddressSuggestion => ({
  formatted: `Marktplatz ${n}, 06108 Halle (Saale), Germany`,
  address_line1: `Marktplatz ${n}`,
  address_line2: '06108 Halle (Saale), Germany',
  city: 'Halle (Saale)',
  state: 'Saxony-Anhalt',
  country: 'Germany',
  lat: 51.48 + n / 1000,
  lon: 11.97 + n / 1000,
  place_id: `p${n}`,
});

let net: RecordedCall[] = [];
let searchResponse: () => Response;
let reverseResponse: () => Response;
let configResponse: () => Response;

beforeEach(() => {
  searchResponse = () => Response.json({ results: [1, 2, 3, 4, 5, 6].map(suggestion) });
  reverseResponse = () => Response.json({ result: suggestion(9) });
  configResponse = () => Response.json({ mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', mapAttribution: 'OSM', geocoding: { autocomplete: false } });
  net = stubFetch(({ url }) => {
    if (url === '/api/config') return configResponse();
    if (url.startsWith('/api/geocode/search')) return searchResponse();
    if (url.startsWith('/api/geocode/reverse')) return reverseResponse();
    return undefined;
  });
});
afterEach(() => vi.unstubAllGlobals());

const searchCalls = () => net.map((c) => c.url).filter((u) => u.startsWith('/api/geocode/search'));

const configCalls = () => net.filter((c) => c.url === '/api/config').length;
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

function Harness({ geolocation = null, onLocation }: { geolocation?: Geolocation | null; onLocation?: (l: AddressLocation) => void }) {
  const [value, setValue] = useState('');
  return <AddressField geocoder={GEOCODER} value={value} onChange={setValue} onLocation={onLocation} geolocation={geolocation} />;
}

describe('AddressField with suggestions while typing (a geocoder that allows auto-complete)', () => {
  beforeEach(() => {
    configResponse = () => Response.json({ geocoding: { autocomplete: true } });
  });

  it("has the 'Location' label, the spec's hint and a 'Use GPS' button, and no search button", async () => {
    renderWithProviders(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Location' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(await screen.findByText('Type at least 3 characters to see suggestions')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Use GPS' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Search address' })).toBeNull();
  });

  it('searches only from 3 characters, once after typing stops (300 ms debounce), and shows at most 5 results', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Location' });
    await user.type(input, 'Ma');
    await new Promise((r) => setTimeout(r, 400));
    expect(searchCalls()).toEqual([]);
    await user.type(input, 'rkt');
    expect(searchCalls()).toEqual([]);
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(5);
    expect(searchCalls()).toEqual(['/api/geocode/search?q=Markt']);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('listbox', { name: 'Address suggestions' })).toBeTruthy();
  });

  it('moves with ArrowDown/ArrowUp (aria-activedescendant), selects with Enter and reports the position', async () => {
    const user = userEvent.setup();
    const onLocation = vi.fn();
    renderWithProviders(<Harness onLocation={onLocation} />);
    const input = screen.getByRole('combobox', { name: 'Location' });
    await user.type(input, 'Markt');
    const options = await screen.findAllByRole('option');
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[1].id);
    expect(options[1].getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[4].id);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect((input as HTMLInputElement).value).toBe('Marktplatz 2, 06108 Halle (Saale), Germany');
    expect(onLocation).toHaveBeenCalledWith({ latitude: suggestion(2).lat, longitude: suggestion(2).lon, accuracy: null, source: 'suggestion' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('closes with Escape and keeps the typed text', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Location' });
    await user.type(input, 'Markt');
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
    expect((input as HTMLInputElement).value).toBe('Markt');
    await user.keyboard('{ArrowDown}');
    expect(input.getAttribute('aria-expanded')).toBe('true');
  });

  it('shows a short note when the geocoder is unavailable and keeps accepting typed text', async () => {
    searchResponse = () => Response.json({ error: GEOCODER_UNAVAILABLE_MESSAGE, code: 'GEOCODER_UNAVAILABLE' }, { status: 503 });
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Location' });
    await user.type(input, 'Hauptstraße 5');
    expect(await screen.findByText(GEOCODER_UNAVAILABLE_MESSAGE)).toBeTruthy();
    expect((input as HTMLInputElement).value).toBe('Hauptstraße 5');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    await user.type(input, ', Halle');
    expect((input as HTMLInputElement).value).toBe('Hauptstraße 5, Halle');
  });

});

describe('AddressField searching only on request (the public Nominatim service forbids auto-complete)', () => {
  function FormHarness({ onSubmit }: { onSubmit: () => void }) {
    const [value, setValue] = useState('');
    return (
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        <AddressField geocoder={GEOCODER} value={value} onChange={setValue} />
      </form>
    );
  }

  it('says how to search, and sends nothing while typing', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await waitFor(() => expect(configCalls()).toBe(1));
    expect(await screen.findByText('Press Enter or the search button to look up the address')).toBeTruthy();
    expect(screen.queryByText('Type at least 3 characters to see suggestions')).toBeNull();
    const input = screen.getByRole('combobox', { name: 'Location' });
    await user.type(input, 'Marktplatz 1, Halle');
    await wait(700);
    expect(searchCalls()).toEqual([]);
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('searches on Enter (not submitting the form), once per burst of presses, and then answers from the cache', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithProviders(<FormHarness onSubmit={onSubmit} />);
    await waitFor(() => expect(configCalls()).toBe(1));
    const input = screen.getByRole('combobox', { name: 'Location' });
    await user.type(input, 'Markt');
    await user.keyboard('{Enter}{Enter}{Enter}');
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(5);
    expect(searchCalls()).toEqual(['/api/geocode/search?q=Markt']);
    expect(onSubmit).not.toHaveBeenCalled();
    // Arrow keys and Enter still choose a suggestion.
    await user.keyboard('{ArrowDown}{Enter}');
    expect((input as HTMLInputElement).value).toBe('Marktplatz 1, 06108 Halle (Saale), Germany');
    // The same text again: the list comes back from the cache.
    await user.clear(input);
    await user.type(input, 'Markt');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    await user.keyboard('{Enter}');
    expect(await screen.findAllByRole('option')).toHaveLength(5);
    expect(searchCalls()).toEqual(['/api/geocode/search?q=Markt']);
  });

  it('searches with the search button, keeping the focus in the field', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await waitFor(() => expect(configCalls()).toBe(1));
    const input = screen.getByRole('combobox', { name: 'Location' });
    await user.type(input, 'Hallmarkt');
    const button = await screen.findByRole('button', { name: 'Search address' });
    await user.click(button);
    await user.click(button);
    expect(await screen.findAllByRole('option')).toHaveLength(5);
    expect(searchCalls()).toEqual(['/api/geocode/search?q=Hallmarkt']);
    expect(document.activeElement).toBe(input);
    expect(input.getAttribute('aria-expanded')).toBe('true');
  });

  it('asks for 3 characters instead of searching shorter text', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await waitFor(() => expect(configCalls()).toBe(1));
    await user.type(screen.getByRole('combobox', { name: 'Location' }), 'Ma{Enter}');
    expect(screen.getAllByText('Type at least 3 characters to search').length).toBeGreaterThan(0);
    await wait(400);
    expect(searchCalls()).toEqual([]);
  });

  it('tries again on the next request after the geocoder failed', async () => {
    searchResponse = () => Response.json({ error: GEOCODER_UNAVAILABLE_MESSAGE, code: 'GEOCODER_UNAVAILABLE' }, { status: 503 });
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await waitFor(() => expect(configCalls()).toBe(1));
    await user.type(screen.getByRole('combobox', { name: 'Location' }), 'Markt{Enter}');
    expect(await screen.findByText(GEOCODER_UNAVAILABLE_MESSAGE)).toBeTruthy();
    searchResponse = () => Response.json({ results: [suggestion(1)] });
    await user.keyboard('{Enter}');
    expect(await screen.findAllByRole('option')).toHaveLength(1);
    expect(searchCalls()).toEqual(['/api/geocode/search?q=Markt', '/api/geocode/search?q=Markt']);
  });

  it('searches only on request when the server does not say (no or an old /api/config)', async () => {
    configResponse = () => Response.json({ error: 'Not found', code: 'NOT_FOUND' }, { status: 404 });
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await waitFor(() => expect(configCalls()).toBe(1));
    await user.type(screen.getByRole('combobox', { name: 'Location' }), 'Marktplatz');
    await wait(400);
    expect(searchCalls()).toEqual([]);
    expect(screen.getByText('Press Enter or the search button to look up the address')).toBeTruthy();
  });
});

describe("AddressField 'Use GPS'", () => {
  it("'Use GPS' fills in the reverse-geocoded address with the address-field GPS options", async () => {
    const user = userEvent.setup();
    const onLocation = vi.fn();
    const { geolocation, calls } = fakeGeolocation({ latitude: 51.4828, longitude: 11.9697, accuracy: 9 });
    renderWithProviders(<Harness geolocation={geolocation} onLocation={onLocation} />);
    await user.click(screen.getByRole('button', { name: 'Use GPS' }));
    const input = screen.getByRole('combobox', { name: 'Location' }) as HTMLInputElement;
    await waitFor(() => expect(input.value).toBe('Marktplatz 9, 06108 Halle (Saale), Germany'));
    expect(calls[0]).toMatchObject({ timeout: 10_000, maximumAge: 300_000 });
    expect(onLocation).toHaveBeenCalledWith({ latitude: 51.4828, longitude: 11.9697, accuracy: 9, source: 'gps' });
    expect(net.map((c) => c.url)).toContain('/api/geocode/reverse?latitude=51.48280&longitude=11.96970');
    // A filled-in address does not start a search.
    await new Promise((r) => setTimeout(r, 400));
    expect(searchCalls()).toEqual([]);
  });

  it('puts the coordinates as the address when reverse geocoding fails', async () => {
    reverseResponse = () => Response.json({ error: 'down', code: 'GEOCODER_UNAVAILABLE' }, { status: 503 });
    const user = userEvent.setup();
    const { geolocation } = fakeGeolocation({ latitude: 51.4828, longitude: 11.9697 });
    renderWithProviders(<Harness geolocation={geolocation} />);
    await user.click(screen.getByRole('button', { name: 'Use GPS' }));
    const input = screen.getByRole('combobox', { name: 'Location' }) as HTMLInputElement;
    await waitFor(() => expect(input.value).toBe('51.48280, 11.96970'));
    expect(screen.getByText('The address could not be looked up, so your coordinates were filled in.')).toBeTruthy();
  });

  it('shows the geolocation error when GPS is denied', async () => {
    const user = userEvent.setup();
    const { geolocation } = fakeGeolocation({ code: 1 });
    renderWithProviders(<Harness geolocation={geolocation} />);
    await user.click(screen.getByRole('button', { name: 'Use GPS' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Location permission denied\./);
  });
});
