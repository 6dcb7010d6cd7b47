import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { startTileServer } from './bench-page-server';

describe('startTileServer (the page benchmarks\u2019 stand-in tile host)', () => {
  let server: Awaited<ReturnType<typeof startTileServer>> | undefined;
  afterAll(() => server?.close());

  it('answers every /{z}/{x}/{y}.png with one PNG tile that any origin may use, and 404 otherwise', async () => {
    server = await startTileServer(0);
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const tile = await fetch(`${base}/14/8736/5449.png`);
    expect(tile.status).toBe(200);
    expect(tile.headers.get('content-type')).toBe('image/png');
    expect(tile.headers.get('access-control-allow-origin')).toBe('*');
    const bytes = Buffer.from(await tile.arrayBuffer());
    expect(bytes.subarray(1, 4).toString()).toBe('PNG');
    expect(bytes.readUInt32BE(16)).toBe(256); // IHDR width
    expect((await fetch(`${base}/14/8736/5449.jpg`)).status).toBe(404);
    expect((await fetch(`${base}/api/config`)).status).toBe(404);
  });
});
