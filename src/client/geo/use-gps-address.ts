import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { reverseGeocodeQuery, type GeocoderEndpoints } from './geocode-api';
import { toGeoError } from './geo-error';
import { formatCoordinates, getPosition, type GpsPosition } from './get-position';
import { ADDRESS_FIELD_GPS } from './gps-options';

export interface GpsAddressOptions {
  /** The geocoding calls (the address field's `geocoder`). */
  geocoder: GeocoderEndpoints;
  /** For tests and stories; defaults to navigator.geolocation. */
  geolocation?: Geolocation | null;
  /** The device's position, as soon as it is known. */
  onPosition: (position: GpsPosition) => void;
  /** The text for the field: the reverse-geocoded address, or the coordinates when the look-up fails. */
  onText: (text: string) => void;
}

/** AddressField's 'Use GPS': the device's position, then its address, with a note or an error to show. */
export function useGpsAddress({ geocoder, geolocation, onPosition, onText }: GpsAddressOptions) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);

  async function fill() {
    setBusy(true);
    setError(null);
    setNote(null);
    try {
      const position = await getPosition({ preset: ADDRESS_FIELD_GPS, geolocation: geolocation ?? undefined });
      onPosition(position);
      let text: string | null = null;
      try {
        text = (await queryClient.fetchQuery(reverseGeocodeQuery(geocoder, position.latitude, position.longitude)))?.formatted ?? null;
      } catch {
        text = null;
      }
      onText(text || formatCoordinates(position.latitude, position.longitude));
      setNote(text ? t('address.gpsFilled') : t('address.gpsCoordinates'));
    } catch (err) {
      setError(t(toGeoError(err).key));
    } finally {
      setBusy(false);
    }
  }

  return { busy, error, note, clearNote: () => setNote(null), fill };
}
