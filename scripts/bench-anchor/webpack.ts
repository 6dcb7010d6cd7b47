/**
 * The anchor's build (issue 38), built only when asked (`npm run build:anchor`, i.e. webpack with
 * `--env anchor`; the page benchmarks run it when dist-anchor/ is missing), never by `npm run build`:
 * - the browser bundle, from the app build's own settings (loaders, Terser, the runtime chunk, the
 *   react/mui/vendors split, precompressed .br/.gz) into dist-anchor/public/, served at /bench/anchor/;
 * - the server-rendering bundle, from the app's 'ssr' build, into dist-anchor/render.cjs.
 * No service worker, no source maps, no chunk stats (the bundle checks read the app's only).
 */
import path from 'node:path';
import type { Configuration, WebpackPluginInstance } from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';

/** Where the anchor's build goes (BENCH_ANCHOR_DIR for the server); gitignored. */
export const ANCHOR_DIR = 'dist-anchor';
/** Where the server serves it. */
export const ANCHOR_PATH = '/bench/anchor';

export function anchorConfigs(root: string, app: Configuration, ssr: Configuration, precompress: WebpackPluginInstance): Configuration[] {
  const production = app.mode === 'production';
  const out = path.join(root, ANCHOR_DIR);
  const client: Configuration = {
    ...app,
    name: 'anchor',
    entry: { anchor: './scripts/bench-anchor/client.tsx' },
    output: { ...app.output, path: path.join(out, 'public'), publicPath: `${ANCHOR_PATH}/`, clean: true },
    plugins: [
      new HtmlWebpackPlugin({
        template: './scripts/bench-anchor/index.html',
        inject: 'body',
        scriptLoading: 'defer',
        minify: production ? { collapseWhitespace: true, removeComments: true } : false,
      }),
      new MiniCssExtractPlugin({
        filename: production ? '[name].[contenthash:10].css' : '[name].css',
        chunkFilename: production ? '[name].[contenthash:10].css' : '[name].css',
      }),
      ...(production ? [precompress] : []),
    ],
    cache: false,
  };
  const server: Configuration = {
    ...ssr,
    name: 'anchor-ssr',
    entry: { render: './scripts/bench-anchor/render.tsx' },
    // Not clean: the browser bundle is in public/ beside it.
    output: { ...ssr.output, path: out, publicPath: `${ANCHOR_PATH}/`, clean: false },
    cache: false,
  };
  return [client, server];
}
