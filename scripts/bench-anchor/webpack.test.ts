import path from 'node:path';
import type { Configuration } from 'webpack';
import { describe, expect, it } from 'vitest';
// Through the webpack.config.js shim, as webpack-cli loads it.
import config from '../../webpack.config';

const root = path.resolve(import.meta.dirname, '../..');

describe('the anchor build (issue 38)', () => {
  it('is not part of `npm run build`: the app, its server rendering and the widget only', () => {
    const names = (config({}, { mode: 'production' }) as Configuration[]).map((c) => c.name ?? 'app');
    expect(names).toEqual(['app', 'ssr', 'widget']);
  });

  it('with --env anchor: only the anchor, into dist-anchor/ (browser files under public/, served at /bench/anchor/)', () => {
    const [client, server, ...rest] = config({ anchor: true }, { mode: 'production' }) as Configuration[];
    expect(rest).toEqual([]);
    expect(client!.output).toMatchObject({ path: path.join(root, 'dist-anchor/public'), publicPath: '/bench/anchor/', clean: true });
    expect(server!.output).toMatchObject({ path: path.join(root, 'dist-anchor'), filename: '[name].cjs', clean: false });
    // Nothing that writes into the app's folders: no chunk stats for the bundle checks, no service worker, no source maps.
    expect(client!.plugins!.map((p) => p!.constructor.name)).toEqual(['HtmlWebpackPlugin', 'MiniCssExtractPlugin', 'PrecompressPlugin']);
  });
});
