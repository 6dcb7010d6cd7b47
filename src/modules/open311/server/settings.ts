import type { ServiceIdentifier } from 'inversify';
import type { ModuleSettings } from '../../../server/settings';
import { PHOTO_MAX_BYTES } from '../../photos/contract';
import { declaredPoints } from '../../../shared/endpoint-limits';
import { open311CreateRequest } from '../endpoints';
import { CITY_VARS, readCityConnection, type CityConnection } from './city/connection';

/** The open311 module's environment settings (README, "Environment variables"). */
export interface Open311Settings {
  /** POST requests per partner (API key) in the core's rate-limit window. */
  requestsPerPartner: number;
  /** How long fetching a media_url may take, redirects included. */
  mediaTimeoutMs: number;
  /** The largest photo a media_url may bring (at most the photo pipeline's own limit). */
  mediaMaxBytes: number;
  /** Issue 24: the agency_responsible of hazardous reports that are not for volunteers (offered to the city). */
  hazardAgency: string;
  /** Issue 42: the city's GeoReport v2 system hazardous reports are filed with; null: none (CITY_OPEN311_*). */
  city: CityConnection | null;
  /** Filings one reporter's reports may make in 24 hours, with any city (CITY_OPEN311_PER_REPORTER_PER_DAY). */
  cityPerReporterPerDay: number;
  /** Days a volunteers' task stays unclaimed before it is filed under a partner city's general-litter code (CITY_OPEN311_LITTER_AFTER_DAYS). */
  cityLitterAfterDays: number;
}

export const OPEN311_SETTINGS: ServiceIdentifier<Open311Settings> = Symbol.for('open311.settings');

export const open311Settings: ModuleSettings<Open311Settings> = {
  vars: ['RATE_LIMIT_OPEN311_PER_PARTNER', 'OPEN311_MEDIA_TIMEOUT_MS', 'OPEN311_MEDIA_MAX_BYTES', 'OPEN311_HAZARD_AGENCY', ...CITY_VARS],
  token: OPEN311_SETTINGS,
  parse: (reader, core) => ({
    requestsPerPartner: reader.int('RATE_LIMIT_OPEN311_PER_PARTNER', declaredPoints(open311CreateRequest, 'perTarget'), 1, 1_000_000),
    mediaTimeoutMs: reader.int('OPEN311_MEDIA_TIMEOUT_MS', 10_000, 100, 120_000),
    mediaMaxBytes: reader.int('OPEN311_MEDIA_MAX_BYTES', PHOTO_MAX_BYTES, 1024, PHOTO_MAX_BYTES),
    hazardAgency: reader.read('OPEN311_HAZARD_AGENCY')?.trim() || 'City',
    city: readCityConnection(reader, core),
    cityPerReporterPerDay: reader.int('CITY_OPEN311_PER_REPORTER_PER_DAY', 5, 1, 1000),
    cityLitterAfterDays: reader.int('CITY_OPEN311_LITTER_AFTER_DAYS', 14, 1, 365),
  }),
};
