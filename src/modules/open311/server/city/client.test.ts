import { describe, expect, it } from 'vitest';
import { OutboundGuard, OutboundRefused, type Connector, type ResolvedAddress } from '../../../../server/outbound/guard';
import { GeoReportClient } from './client';

const at = (address: string): ResolvedAddress => ({ address, family: address.includes(':') ? 6 : 4 });
const city = (endpoint: string) => ({ endpoint: new URL(endpoint), apiKey: 'k', jurisdictionId: 'j', hazardServiceCode: 'HAZ', perReporterPerDay: 5 });
const input = { service_code: 'HAZ', lat: 51.5, long: 12, description: 'Syringes' };

/**
 * Issue 42: the city client goes through the outbound guard. An endpoint whose host resolves to a
 * private address (or to a private one among public ones) is refused before anything is connected:
 * the injected connector, through which every connection would be opened, is never called. Nothing
 * here connects anywhere.
 */
describe('the city client and the outbound guard', () => {
  const guarded = (addresses: string[], allowLoopback = false) => {
    const opened: string[] = [];
    const connect: Connector = (url) => {
      opened.push(url.href);
      throw new Error('the connector must not be called');
    };
    return { guard: new OutboundGuard({ allowLoopback, resolve: async () => addresses.map(at), connect }), opened };
  };

  for (const [what, addresses] of [
    ['a private address', ['10.0.0.5']],
    ['link-local (cloud metadata)', ['169.254.169.254']],
    ['a private address among public ones', ['93.184.216.34', '192.168.1.10']],
    ['loopback without OUTBOUND_ALLOW_LOOPBACK', ['127.0.0.1']],
  ] as const) {
    it(`refuses an endpoint that resolves to ${what}, before connecting`, async () => {
      const { guard, opened } = guarded([...addresses]);
      const client = new GeoReportClient(city('https://city.example/open311/v2/'), guard);
      await expect(client.create(input)).rejects.toBeInstanceOf(OutboundRefused);
      await expect(client.states(['1'])).rejects.toBeInstanceOf(OutboundRefused);
      expect(opened).toEqual([]);
    });
  }

  it('refuses plain http to a public host even while loopback is allowed', async () => {
    const { guard, opened } = guarded(['93.184.216.34'], true);
    await expect(new GeoReportClient(city('http://city.example/'), guard).create(input)).rejects.toMatchObject({ reason: 'address' });
    expect(opened).toEqual([]);
  });
});
