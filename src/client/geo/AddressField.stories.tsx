import { useState } from 'react';
import Box from '@mui/material/Box';
import { useQueryClient } from '@tanstack/react-query';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import type { AddressSuggestion } from '../../shared/address';
import { GEOCODER_UNAVAILABLE_MESSAGE } from '../../modules/geocoding/contract';
import { AddressField } from './AddressField';
import { CLIENT_CONFIG_KEY } from '../config-query';
import { fakeGeolocation } from './fake-geolocation';
import { reverseGeocode, searchAddress } from '../../modules/geocoding/endpoints';

const GEOCODER = { search: searchAddress, reverse: reverseGeocode };

const suggestions: AddressSuggestion[] = ['Marktplatz 1', 'Marktplatz 13', 'Marktstraße 5', 'Am Markt 2', 'Marktgasse 7'].map((line1, i) => ({
  formatted: `${line1}, 06108 Halle (Saale), Germany`,
  address_line1: line1,
  address_line2: '06108 Halle (Saale), Germany',
  city: 'Halle (Saale)',
  state: 'Saxony-Anhalt',
  country: 'Germany',
  lat: 51.4828 + i / 1000,
  lon: 11.9697 + i / 1000,
  place_id: `story-${i}`,
}));

/** Replaces window.fetch for the geocoding calls while the story is shown. */
function stubGeocoder(mode: 'ok' | 'down') {
  const original = window.fetch;
  window.fetch = async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.startsWith('/api/geocode/')) {
      await new Promise((r) => setTimeout(r, 250));
      if (mode === 'down') return Response.json({ error: GEOCODER_UNAVAILABLE_MESSAGE, code: 'GEOCODER_UNAVAILABLE' }, { status: 503 });
      if (url.startsWith('/api/geocode/reverse')) return Response.json({ result: suggestions[0] });
      return Response.json({ results: suggestions });
    }
    return original(input, init);
  };
  return () => {
    window.fetch = original;
  };
}

function Demo({ initial = '', autoFocus = false, autocomplete = true }: { initial?: string; autoFocus?: boolean; autocomplete?: boolean }) {
  const [value, setValue] = useState(initial);
  // The mode normally comes from GET /api/config (whether the server's geocoder allows auto-complete).
  const queryClient = useQueryClient();
  useState(() => queryClient.setQueryData(CLIENT_CONFIG_KEY, { geocoding: { autocomplete } }));
  return (
    <Box sx={{ p: 2, maxWidth: 480, minHeight: 420 }}>
      <AddressField
        geocoder={GEOCODER}
        value={value}
        onChange={setValue}
        autoFocus={autoFocus}
        geolocation={fakeGeolocation({ latitude: 51.4828, longitude: 11.9697, accuracy: 12 }).geolocation}
      />
    </Box>
  );
}

const meta: Meta<typeof Demo> = {
  title: 'Geo/AddressField',
  component: Demo,
};
export default meta;
type Story = StoryObj<typeof Demo>;

export const Idle: Story = { beforeEach: () => stubGeocoder('ok') };

export const WithSuggestions: Story = {
  args: { initial: 'Markt', autoFocus: true },
  beforeEach: () => stubGeocoder('ok'),
};

/** The public Nominatim default: typing sends nothing; Enter or the search button looks the address up. */
export const SearchOnRequest: Story = {
  args: { initial: 'Markt', autoFocus: true, autocomplete: false },
  beforeEach: () => stubGeocoder('ok'),
};

export const GeocoderUnavailable: Story = {
  args: { initial: 'Hauptstraße 5', autoFocus: true },
  beforeEach: () => stubGeocoder('down'),
};
