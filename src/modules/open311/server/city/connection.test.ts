import { describe, expect, it } from 'vitest';
import { loadConfig, readModuleSettings, type ConfigError } from '../../../../server/config';
import { open311Settings } from '../settings';

const read = (env: Record<string, string>, loopback = false) => readModuleSettings(open311Settings, env, loadConfig(loopback ? { OUTBOUND_ALLOW_LOOPBACK: 'true' } : {})).city;
const problems = (env: Record<string, string>, loopback = false) => {
  try {
    read(env, loopback);
  } catch (err) {
    return (err as ConfigError).problems;
  }
  return [];
};
const full = { CITY_OPEN311_ENDPOINT: 'https://city.example/open311/v2', CITY_OPEN311_API_KEY: 'k', CITY_OPEN311_HAZARD_SERVICE_CODE: 'HAZ' };

describe('CITY_OPEN311_* (issue 42)', () => {
  it('connects no city when the endpoint is unset', () => {
    expect(read({})).toBeNull();
  });

  it('reads a connection; the endpoint ends with a slash so paths resolve below it', () => {
    const city = read({ ...full, CITY_OPEN311_JURISDICTION_ID: 'city.example' })!;
    expect(city.endpoint.href).toBe('https://city.example/open311/v2/');
    expect(new URL('requests.json', city.endpoint).href).toBe('https://city.example/open311/v2/requests.json');
    expect(city).toMatchObject({ apiKey: 'k', jurisdictionId: 'city.example', hazardServiceCode: 'HAZ' });
  });

  it('requires the key and the hazard service code with an endpoint, and an endpoint with them', () => {
    expect(problems({ CITY_OPEN311_ENDPOINT: 'https://city.example/' })).toEqual([
      expect.stringContaining('CITY_OPEN311_API_KEY is required'),
      expect.stringContaining('CITY_OPEN311_HAZARD_SERVICE_CODE is required'),
    ]);
    expect(problems({ CITY_OPEN311_API_KEY: 'k' })).toEqual([expect.stringContaining('need CITY_OPEN311_ENDPOINT')]);
  });

  it('refuses plain http, except to a loopback host with OUTBOUND_ALLOW_LOOPBACK; and a URL with a user, query or fragment', () => {
    expect(problems({ ...full, CITY_OPEN311_ENDPOINT: 'http://city.example/' })).toEqual([expect.stringContaining('must be an https URL')]);
    expect(problems({ ...full, CITY_OPEN311_ENDPOINT: 'http://127.0.0.1:8080/' })).toEqual([expect.stringContaining('must be an https URL')]);
    expect(problems({ ...full, CITY_OPEN311_ENDPOINT: 'http://127.0.0.1:8080/' }, true)).toEqual([]);
    expect(problems({ ...full, CITY_OPEN311_ENDPOINT: 'http://city.example/' }, true)).toEqual([expect.stringContaining('must be an https URL')]);
    expect(problems({ ...full, CITY_OPEN311_ENDPOINT: 'https://u:p@city.example/?a=1' })).toEqual([expect.stringContaining('must not carry')]);
    expect(problems({ ...full, CITY_OPEN311_ENDPOINT: 'not a url' })).toEqual([expect.stringContaining('must be an https URL')]);
  });
});
