import type { ServiceIdentifier } from 'inversify';
import type { ModuleSettings } from '../../../server/settings';

export const GEOCODER_KINDS = ['nominatim', 'photon'] as const;
export type GeocoderKind = (typeof GEOCODER_KINDS)[number];

export interface GeocodingSettings {
  /** Geocoding service the server proxies to: a Nominatim-compatible or a Photon-compatible API. */
  geocoderUrl: URL;
  geocoderKind: GeocoderKind;
  /**
   * Address suggestions while typing. Never for the public Nominatim service (its usage policy forbids
   * auto-complete): there the address field searches only when asked (Enter or the search button).
   */
  geocoderAutocomplete: boolean;
  geocoderUserAgent: string;
  geocoderTimeoutMs: number;
  /**
   * Least time between two upstream calls of all server processes together. At least 1000 (one a
   * second) for the public Nominatim service, its usage policy; a self-hosted service may allow less.
   */
  geocoderMinIntervalMs: number;
}

export const GEOCODING_SETTINGS: ServiceIdentifier<GeocodingSettings> = Symbol.for('geocoding.settings');

/** The public Nominatim's usage policy: at most one request per second for the whole app. */
export const PUBLIC_NOMINATIM_INTERVAL_MS = 1000;

/** The OpenStreetMap Foundation's public Nominatim, whose usage policy forbids auto-complete. */
export function isPublicNominatim(url: URL): boolean {
  return ['nominatim.openstreetmap.org', 'nominatim.osm.org'].includes(url.hostname.toLowerCase().replace(/\.$/, ''));
}

export const geocodingSettings: ModuleSettings<GeocodingSettings> = {
  vars: ['GEOCODER_URL', 'GEOCODER_KIND', 'GEOCODER_AUTOCOMPLETE', 'GEOCODER_USER_AGENT', 'GEOCODER_TIMEOUT_MS', 'GEOCODER_MIN_INTERVAL_MS'],
  token: GEOCODING_SETTINGS,
  parse({ read, bool, int, url, problem }, core) {
    const geocoderUrl = url('GEOCODER_URL', 'https://nominatim.openstreetmap.org', ['http:', 'https:']);
    const kindRaw = (read('GEOCODER_KIND') ?? 'nominatim').toLowerCase();
    const geocoderKind: GeocoderKind = (GEOCODER_KINDS as readonly string[]).includes(kindRaw) ? (kindRaw as GeocoderKind) : 'nominatim';
    if (geocoderKind !== kindRaw) problem(`GEOCODER_KIND must be ${GEOCODER_KINDS.join(' or ')}, got "${read('GEOCODER_KIND')}"`);
    const autocompleteAsked = read('GEOCODER_AUTOCOMPLETE') === undefined ? undefined : bool('GEOCODER_AUTOCOMPLETE', false);
    const publicNominatim = isPublicNominatim(geocoderUrl);
    if (publicNominatim && autocompleteAsked === true) {
      problem(
        `GEOCODER_AUTOCOMPLETE must not be true for the public Nominatim service (${geocoderUrl.hostname}): its usage policy forbids auto-complete. Point GEOCODER_URL to a self-hosted Nominatim or a Photon service for suggestions while typing`,
      );
    }
    if (publicNominatim && geocoderKind === 'photon') {
      problem(`GEOCODER_KIND=photon needs a Photon service, but GEOCODER_URL is the public Nominatim service (${geocoderUrl.hostname})`);
    }
    const geocoderMinIntervalMs = int('GEOCODER_MIN_INTERVAL_MS', PUBLIC_NOMINATIM_INTERVAL_MS, 0, 60_000);
    if (publicNominatim && geocoderMinIntervalMs < PUBLIC_NOMINATIM_INTERVAL_MS) {
      problem(
        `GEOCODER_MIN_INTERVAL_MS must be at least ${PUBLIC_NOMINATIM_INTERVAL_MS} for the public Nominatim service (${geocoderUrl.hostname}): its usage policy allows at most one request per second`,
      );
    }
    return {
      geocoderUrl,
      geocoderKind,
      // Photon is built for search-as-you-type; Nominatim only when the operator says it is their own.
      geocoderAutocomplete: !publicNominatim && (autocompleteAsked ?? geocoderKind === 'photon'),
      geocoderUserAgent: read('GEOCODER_USER_AGENT') ?? `CleanQuest/0.1 (+${core.publicUrl.origin})`,
      geocoderTimeoutMs: int('GEOCODER_TIMEOUT_MS', 5000, 100, 60_000),
      geocoderMinIntervalMs,
    };
  },
};
