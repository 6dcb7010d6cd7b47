import { describe, expect, it } from 'vitest';
import { OutboundGuard, type Connector, type ResolvedAddress } from '../../../../server/outbound/guard';
import { loadCityServices } from './services';

const at = (address: string): ResolvedAddress => ({ address, family: address.includes(':') ? 6 : 4 });

/**
 * Issue 42: the admin page's "Load services" fetches the address an admin typed. Whatever it
 * resolves to must be public before anything is connected: the injected connector, through which
 * every connection would be opened, is never called. Nothing here connects anywhere.
 */
describe('loading a city’s services.json through the outbound guard', () => {
  const guarded = (addresses: string[], allowLoopback = false) => {
    const opened: string[] = [];
    const looked: string[] = [];
    const connect: Connector = (url) => {
      opened.push(url.href);
      throw new Error('the connector must not be called');
    };
    const resolve = async (host: string) => {
      looked.push(host);
      return addresses.map(at);
    };
    return { guard: new OutboundGuard({ allowLoopback, resolve, connect }), opened, looked };
  };

  for (const [what, addresses] of [
    ['a private address', ['10.0.0.5']],
    ['a private address among public ones', ['93.184.216.34', '192.168.1.10']],
    ['link-local (cloud metadata)', ['169.254.169.254']],
    ['an IPv6 unique local address', ['fd00::1']],
    ['loopback without OUTBOUND_ALLOW_LOOPBACK', ['127.0.0.1']],
  ] as const) {
    it(`refuses a host that resolves to ${what}, before connecting`, async () => {
      const { guard, opened, looked } = guarded([...addresses]);
      await expect(loadCityServices(new URL('https://city.example/open311/v2/'), null, guard)).rejects.toMatchObject({ status: 400, code: 'CITY_ENDPOINT_REFUSED' });
      expect(looked).toEqual(['city.example']);
      expect(opened).toEqual([]);
    });
  }

  it('refuses a private address typed as such, and plain http to a public host, before connecting', async () => {
    const { guard, opened } = guarded(['93.184.216.34'], true);
    await expect(loadCityServices(new URL('https://192.168.0.1/'), null, guard)).rejects.toMatchObject({ code: 'CITY_ENDPOINT_REFUSED' });
    await expect(loadCityServices(new URL('http://city.example/'), null, guard)).rejects.toMatchObject({ code: 'CITY_ENDPOINT_REFUSED' });
    expect(opened).toEqual([]);
  });
});
