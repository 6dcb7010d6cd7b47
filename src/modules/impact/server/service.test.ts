import { describe, expect, it } from 'vitest';
import { periodOf } from './service';

describe('periodOf', () => {
  const at = new Date('2027-05-10T15:30:00.000Z');

  it('is the 12 months up to and including today (UTC days) without a query', () => {
    expect(periodOf({}, at)).toEqual({ since: new Date('2026-05-11T00:00:00.000Z'), until: new Date('2027-05-11T00:00:00.000Z') });
  });

  it('takes whole days: since from its midnight, until to the end of its day', () => {
    expect(periodOf({ since: '2027-01-01', until: '2027-01-31' }, at)).toEqual({ since: new Date('2027-01-01T00:00:00.000Z'), until: new Date('2027-02-01T00:00:00.000Z') });
    expect(periodOf({ since: '2027-04-01' }, at).until).toEqual(new Date('2027-05-11T00:00:00.000Z'));
    expect(periodOf({ until: '2027-03-31' }, at).since).toEqual(new Date('2026-04-01T00:00:00.000Z'));
  });

  it('keeps 12 months across a month end that a shorter month lacks', () => {
    // Today 2028-02-28 (the period ends with the 29th): from 2027-02-28, that February has no 29th; today 2027-03-30: from 2026-03-31.
    expect(periodOf({}, new Date('2028-02-28T23:00:00.000Z')).since).toEqual(new Date('2027-02-28T00:00:00.000Z'));
    expect(periodOf({}, new Date('2027-03-30T08:00:00.000Z')).since).toEqual(new Date('2026-03-31T00:00:00.000Z'));
  });
});
