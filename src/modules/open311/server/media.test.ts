import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStandIn, type StandIn } from '../../../../tests/support/stand-in-server';
import { OutboundGuard, type Resolve } from '../../../server/outbound/guard';
import { fetchMedia, type MediaFetchOptions } from './media';

/**
 * media_url fetching against a local stand-in, with name resolution handed in: every address a
 * name resolves to is checked, and the connection goes to a checked one.
 */
describe('fetching a media_url', () => {
  let server: StandIn;
  let port: string;
  const body = Buffer.from('a photo, as far as this test cares');
  type Over = Partial<Omit<MediaFetchOptions, 'outbound'>> & { allowLoopback?: boolean; resolve?: Resolve };
  const options = ({ allowLoopback = true, resolve, ...over }: Over = {}): MediaFetchOptions => ({ maxBytes: 1024, timeoutMs: 2000, outbound: new OutboundGuard({ allowLoopback, resolve }), ...over });
  const resolvesTo = (...addresses: string[]) => async () => addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

  beforeAll(async () => {
    server = await startStandIn((req, res) => {
      if (req.url === '/hop') {
        res.writeHead(302, { Location: `http://photos.example:${port}/photo` });
        return res.end();
      }
      res.writeHead(200, { 'Content-Type': 'image/jpeg' });
      res.end(body);
    });
    port = new URL(server.url).port;
  });
  afterAll(() => server.close());

  it('connects to the address the name resolved to once it passed the check', async () => {
    expect(await fetchMedia(`http://photos.example:${port}/photo`, options({ resolve: resolvesTo('127.0.0.1') }))).toEqual(body);
    expect(server.requests.at(-1)?.headers.host).toBe(`photos.example:${port}`);
  });

  it('refuses a name when any of its addresses is private, without connecting', async () => {
    const before = server.requests.length;
    for (const addresses of [['127.0.0.1', '10.0.0.7'], ['169.254.169.254'], ['93.184.215.14', 'fd00::1']]) {
      await expect(fetchMedia(`http://photos.example:${port}/photo`, options({ resolve: resolvesTo(...addresses) }))).rejects.toMatchObject({ status: 400, code: 'MEDIA_URL_REFUSED' });
    }
    await expect(fetchMedia(`http://photos.example:${port}/photo`, options({ allowLoopback: false, resolve: resolvesTo('127.0.0.1') }))).rejects.toMatchObject({ code: 'MEDIA_URL_REFUSED' });
    expect(server.requests.length).toBe(before);
  });

  it('checks the target of a redirect the same way', async () => {
    expect(await fetchMedia(`${server.url}/hop`, options({ resolve: resolvesTo('127.0.0.1') }))).toEqual(body);
    await expect(fetchMedia(`${server.url}/hop`, options({ resolve: resolvesTo('192.168.1.20') }))).rejects.toMatchObject({ code: 'MEDIA_URL_REFUSED' });
    await expect(fetchMedia(`${server.url}/hop`, options({ maxRedirects: 0, resolve: resolvesTo('127.0.0.1') }))).rejects.toMatchObject({ code: 'MEDIA_URL_REDIRECTS' });
  });

  it('answers a name that does not resolve, a size over the limit and a bad URL with 400s', async () => {
    await expect(fetchMedia(`http://nowhere.example:${port}/photo`, options({ resolve: resolvesTo() }))).rejects.toMatchObject({ code: 'MEDIA_URL_UNREACHABLE' });
    await expect(fetchMedia(`${server.url}/photo`, options({ maxBytes: 10 }))).rejects.toMatchObject({ code: 'MEDIA_URL_TOO_LARGE' });
    await expect(fetchMedia('file:///etc/passwd', options())).rejects.toMatchObject({ code: 'MEDIA_URL_INVALID' });
    await expect(fetchMedia('not a url', options())).rejects.toMatchObject({ code: 'MEDIA_URL_INVALID' });
  });
});
