import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { OPEN_DATA_MESSAGES, openDataQuerySchema, parseBbox, parseDay } from './schemas';

const fieldsOf = async (query: Record<string, string>) => {
  try {
    await openDataQuerySchema.validate(query, { abortEarly: false });
    return [];
  } catch (err) {
    if (!(err instanceof ValidationError)) throw err;
    return err.inner.map((e) => ({ field: e.path, message: e.message }));
  }
};

describe('open data filters', () => {
  it('reads a bbox in RFC 7946 order, also across the antimeridian', () => {
    expect(parseBbox('11.9,51.4,12.1,51.6')).toEqual({ minLon: 11.9, minLat: 51.4, maxLon: 12.1, maxLat: 51.6 });
    expect(parseBbox(' -180, -90 ,180,90')).toEqual({ minLon: -180, minLat: -90, maxLon: 180, maxLat: 90 });
    expect(parseBbox('179,-20,-179,-10')).toEqual({ minLon: 179, minLat: -20, maxLon: -179, maxLat: -10 });
    for (const bad of ['', '1,2,3', '1,2,3,4,5', 'a,b,c,d', '1,2,3,', '0,50,10,40', '-181,0,0,1', '0,-91,1,0', '0,0,1,91', '1e1,0,20,1', '0x10,0,20,1', 'NaN,0,1,1', 'Infinity,0,1,1']) {
      expect(parseBbox(bad), bad).toBeNull();
    }
  });

  it('reads days as midnight UTC, and only days that exist', () => {
    expect(parseDay('2024-02-29')?.toISOString()).toBe('2024-02-29T00:00:00.000Z');
    for (const bad of ['2023-02-29', '2024-13-01', '2024-1-01', '2024-01-01T00:00:00Z', '20240101', 'yesterday', '']) expect(parseDay(bad), bad).toBeNull();
  });

  it('accepts every filter and none, and names each bad one', async () => {
    expect(await fieldsOf({})).toEqual([]);
    expect(await fieldsOf({ bbox: '11.9,51.4,12.1,51.6', since: '2024-01-01', until: '2024-01-01', status: 'open' })).toEqual([]);
    for (const status of ['available', 'assigned', 'completed', 'open', 'closed']) expect(await fieldsOf({ status })).toEqual([]);
    expect(await fieldsOf({ bbox: '1,2,3' })).toEqual([{ field: 'bbox', message: OPEN_DATA_MESSAGES.bbox }]);
    expect(await fieldsOf({ since: '2024-02-30' })).toEqual([{ field: 'since', message: OPEN_DATA_MESSAGES.since }]);
    expect(await fieldsOf({ until: 'tomorrow' })).toEqual([{ field: 'until', message: OPEN_DATA_MESSAGES.until }]);
    expect(await fieldsOf({ since: '2024-03-02', until: '2024-03-01' })).toEqual([{ field: 'until', message: OPEN_DATA_MESSAGES.untilBeforeSince }]);
    expect(await fieldsOf({ status: 'done' })).toEqual([{ field: 'status', message: OPEN_DATA_MESSAGES.status }]);
  });
});
