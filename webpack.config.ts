import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import webpack, { type Compiler, type Configuration } from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { EsbuildPlugin } from 'esbuild-loader';
import TerserPlugin from 'terser-webpack-plugin';
import { pwaPlugins } from './tools/webpack/pwa';
import { anchorConfigs } from './scripts/bench-anchor/webpack';

const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * A module's endpoints.ts becomes its endpoints' method, path and access in client bundles: the yup
 * schemas stay on the server (tools/webpack/endpoint-refs-loader.cjs).
 */
export const ENDPOINT_REFS: webpack.RuleSetRule = {
  test: /[\\/]src[\\/](modules[\\/][^\\/]+[\\/]endpoints|shared[\\/][\w-]+-endpoints)\.ts$/,
  enforce: 'pre',
  loader: path.join(root, 'tools/webpack/endpoint-refs-loader.cjs'),
};

/**
 * Issue 40: `use-sync-external-store/shim` (react-i18next on the first route; MUI X charts' @base-ui/utils
 * lazily, through shim/with-selector) is React's own useSyncExternalStore on React 18 and later: the
 * shim resolves to a re-export of React's (src/client/sync-external-store.ts) and shim/with-selector to
 * the package's plain with-selector, which react-redux already loads. The first route then carries no shim.
 */
export const SYNC_EXTERNAL_STORE_ALIASES = {
  'use-sync-external-store/shim$': path.join(root, 'src/client/sync-external-store.ts'),
  'use-sync-external-store/shim/index.js$': path.join(root, 'src/client/sync-external-store.ts'),
  'use-sync-external-store/shim/with-selector$': path.join(root, 'node_modules/use-sync-external-store/with-selector.js'),
  'use-sync-external-store/shim/with-selector.js$': path.join(root, 'node_modules/use-sync-external-store/with-selector.js'),
};

/**
 * Issue 39: face-api's browser build without its bundled TensorFlow.js imports the whole of
 * @tensorflow/tfjs and the WebGL backend; the face detector chunk (src/client/photo/faces/) needs
 * tfjs-core and the WebAssembly backend only.
 */
export const FACE_DETECTOR_ALIASES = {
  '@tensorflow/tfjs/dist/index.js$': path.join(root, 'src/client/photo/faces/tfjs-core-only.ts'),
  '@tensorflow/tfjs-backend-webgl/dist/index.js$': path.join(root, 'src/client/photo/faces/no-webgl.ts'),
};

/** The face detector's .wasm binaries and model weights (`new URL(..., import.meta.url)`), hashed under assets/faces/. */
export const FACE_DETECTOR_ASSETS: webpack.RuleSetRule = {
  test: /\.(wasm|bin)$/,
  type: 'asset/resource',
  generator: { filename: 'assets/faces/[name].[contenthash:10][ext]' },
};

interface Argv {
  mode?: Configuration['mode'];
}

/**
 * Two builds: the app (src/client/app/main.tsx -> dist/, content-hashed, immutable-cacheable) and the
 * partner widget (src/widget -> dist/embed/: the widget.js loader and the /embed/map page, no React).
 */
export default function config(env: unknown, argv: Argv = {}): Configuration[] {
  // `--env anchor` (npm run build:anchor): the benchmark anchor only (issue 38), never with the app.
  if ((env as { anchor?: unknown } | undefined)?.anchor) return anchorConfigs(root, appConfig(env, argv), ssrConfig(argv), new PrecompressPlugin());
  return [appConfig(env, argv), ssrConfig(argv), widgetConfig(argv)];
}

/**
 * The right-to-left chunk (src/client/direction.tsx) in a layer of its own: the modules it imports
 * (@emotion/cache, stylis, @mui/stylis-plugin-rtl) are its own copies there. Shared with the first
 * route's, they could no longer be concatenated into one module in the mui chunk: that cost the first
 * route 1.9 KB gzipped for code only right-to-left languages load.
 */
const RTL_LAYER: webpack.RuleSetRule = { test: /[\\/]src[\\/]client[\\/]rtl[\\/]rtl-client\.ts$/, layer: 'rtl' };

function appConfig(_env: unknown, argv: Argv): Configuration {
  const production = (argv.mode ?? process.env.NODE_ENV) === 'production';
  return {
    mode: production ? 'production' : 'development',
    context: root,
    experiments: { layers: true },
    entry: { main: './src/client/app/main.tsx' },
    output: {
      path: path.join(root, 'dist'),
      publicPath: '/',
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      hashDigest: 'hex',
      // The widget build writes dist/embed at the same time.
      clean: { keep: /^embed[\\/]/ },
    },
    // Production source maps come from SourceMapDevToolPlugin below (written outside dist/).
    devtool: production ? false : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      // react-router's package exports point at its development build only; use the production one.
      alias: production
        ? {
            'react-router$': path.join(root, 'node_modules/react-router/dist/production/index.mjs'),
            'react-router/dom$': path.join(root, 'node_modules/react-router/dist/production/dom-export.mjs'),
            ...FACE_DETECTOR_ALIASES,
            ...SYNC_EXTERNAL_STORE_ALIASES,
          }
        : { ...FACE_DETECTOR_ALIASES, ...SYNC_EXTERNAL_STORE_ALIASES },
    },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          loader: 'esbuild-loader',
          options: { target: 'es2020', jsx: 'automatic', tsconfig: path.join(root, 'tsconfig.json') },
        },
        ENDPOINT_REFS,
        RTL_LAYER,
        {
          test: /\.css$/,
          use: [MiniCssExtractPlugin.loader, 'css-loader'],
        },
        {
          test: /\.(png|svg|jpe?g|webp|woff2?)$/,
          type: 'asset/resource',
        },
        FACE_DETECTOR_ASSETS,
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({
        template: './src/client/app/index.html',
        inject: 'body',
        scriptLoading: 'defer',
        minify: production ? { collapseWhitespace: true, removeComments: true } : false,
      }),
      new MiniCssExtractPlugin({
        filename: production ? '[name].[contenthash:10].css' : '[name].css',
        chunkFilename: production ? '[name].[contenthash:10].css' : '[name].css',
      }),
      // The manifest, icons, robots.txt and the service worker (after every other asset: it lists them).
      ...pwaPlugins(production),
      ...(production ? [sourceMapsOutside(path.join(root, 'dist')), new PrecompressPlugin(), new ChunkStatsPlugin(APP_STATS_FILE)] : []),
    ],
    optimization: {
      minimize: production,
      // Terser for JavaScript: it drops unused functions inside modules (react-router, MUI), which
      // esbuild's per-chunk minify keeps (about 60 KB gzipped less on the first load); esbuild for CSS.
      minimizer: [
        new TerserPlugin({ extractComments: false, terserOptions: { ecma: 2020, compress: { passes: 2 } } }),
        new EsbuildPlugin({ include: /\.css$/, css: true, legalComments: 'none' }),
      ],
      moduleIds: 'deterministic',
      runtimeChunk: 'single',
      // Named vendor chunks only for what the entry itself needs ('initial'): a package used only by a
      // lazy screen (Leaflet, yup, final-form, MUI components of dialogs) stays in that screen's chunks
      // instead of being pulled into the first load.
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          react: {
            test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
            name: 'react',
            chunks: 'initial',
            priority: 30,
          },
          mui: {
            test: /[\\/]node_modules[\\/](@mui|@emotion|@popperjs|react-transition-group|stylis)[\\/]/,
            name: 'mui',
            chunks: 'initial',
            priority: 20,
          },
          vendors: {
            test: /[\\/]node_modules[\\/]/,
            name: 'vendors',
            chunks: 'initial',
            priority: 10,
          },
        },
      },
    },
    performance: { hints: false },
    stats: production ? 'normal' : 'minimal',
    cache: production ? false : { type: 'filesystem' },
  };
}

/** Where the server-rendering bundle goes: outside dist/ (never served); the server loads it (SSR_BUNDLE). */
export const SSR_DIR = path.join(root, 'dist-ssr');

/**
 * The server-rendering bundle: src/client/app/ssr/render.tsx with everything it imports (React, MUI,
 * the screens) in one CommonJS file for Node, dist-ssr/render.cjs. Production React (NODE_ENV), the
 * same aliases, and asset URLs as the app build's (same file names, not written again); styles are
 * the browser's business (emotion's critical CSS is rendered, stylesheet imports are ignored).
 */
function ssrConfig(argv: Argv): Configuration {
  const production = (argv.mode ?? process.env.NODE_ENV) === 'production';
  const app = appConfig(undefined, argv);
  return {
    name: 'ssr',
    mode: production ? 'production' : 'development',
    context: root,
    target: 'node20',
    entry: { render: './src/client/app/ssr/render.tsx' },
    output: {
      path: SSR_DIR,
      publicPath: '/',
      filename: '[name].cjs',
      library: { type: 'commonjs2' },
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      hashDigest: 'hex',
      clean: true,
    },
    devtool: false,
    // Nothing is detected while rendering: the face detector's browser part and the photo worker are left out (issue 39).
    resolve: {
      ...app.resolve,
      alias: {
        ...(app.resolve!.alias as Record<string, string>),
        [path.join(root, 'src/client/photo/faces/detector-browser')]: path.join(root, 'src/client/photo/faces/detector-ssr.ts'),
        [path.join(root, 'src/client/photo/faces/blur-worker-client')]: path.join(root, 'src/client/photo/faces/blur-worker-ssr.ts'),
      },
    },
    module: {
      rules: [
        (app.module!.rules as webpack.RuleSetRule[])[0]!,
        ENDPOINT_REFS,
        { test: /\.css$/, type: 'asset/resource', generator: { emit: false } },
        { test: /\.(png|svg|jpe?g|webp|woff2?)$/, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    // One file: the lazy screens' imports resolve inside it.
    plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    optimization: { minimize: false, moduleIds: 'deterministic' },
    performance: { hints: false },
    stats: production ? 'errors-warnings' : 'minimal',
    cache: production ? false : { type: 'filesystem', name: 'ssr' },
  };
}

/**
 * Where the production build writes the app's source maps: outside dist/ (STATIC_DIR), so the server
 * never has them to serve; for debugging a production stack trace only. Gitignored.
 */
const SOURCEMAP_DIR = path.join(root, 'dist-sourcemaps');

/**
 * Source maps of the JavaScript and CSS in `outputPath`, written to SOURCEMAP_DIR under the asset's
 * name plus .map, with no sourceMappingURL comment in the bundles (append: false).
 */
function sourceMapsOutside(outputPath: string) {
  const dir = path.relative(outputPath, SOURCEMAP_DIR).split(path.sep).join('/');
  return new webpack.SourceMapDevToolPlugin({ filename: `${dir}/[file].map`, append: false, test: /\.(js|css)$/ });
}

/** Where the production build writes its chunk graph for scripts/check-bundles.ts (outside dist/: not served). */
export const APP_STATS_FILE = path.join(root, 'build-stats/app.json');

/**
 * Writes .br and .gz next to every JavaScript, CSS and SVG asset; koa-static (koa-send) serves them
 * to clients that accept the encoding, so the server compresses nothing at request time.
 */
class PrecompressPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PrecompressPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        (assets) => {
          for (const [name, source] of Object.entries(assets)) {
            if (!/\.(js|css|svg)$/.test(name)) continue;
            const buffer = source.buffer();
            if (buffer.length < 1024) continue;
            const br = zlib.brotliCompressSync(buffer, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
            const gz = zlib.gzipSync(buffer, { level: 9 });
            compilation.emitAsset(`${name}.br`, new webpack.sources.RawSource(br), { compressed: true });
            compilation.emitAsset(`${name}.gz`, new webpack.sources.RawSource(gz), { compressed: true });
          }
        },
      );
    });
  }
}

/** The chunk graph (entry chunks, chunk origins and relations, module names) as JSON. */
class ChunkStatsPlugin {
  constructor(private readonly file: string) {}
  apply(compiler: Compiler) {
    compiler.hooks.done.tap('ChunkStatsPlugin', (stats) => {
      const json = stats.toJson({
        all: false,
        outputPath: true,
        entrypoints: true,
        chunkGroups: true,
        chunks: true,
        chunkOrigins: true,
        chunkRelations: true,
        ids: true,
      });
      // Module paths per chunk (concatenated modules included), straight from the chunk graph.
      const { compilation } = stats;
      const modulesOf = new Map<string, string[]>();
      for (const chunk of compilation.chunks) {
        const names = compilation.chunkGraph.getChunkModules(chunk).flatMap((m) => {
          const inner = (m as { modules?: Iterable<webpack.Module> }).modules;
          return [m, ...(inner ? [...inner] : [])].map((x) => x.nameForCondition() ?? '').filter(Boolean);
        });
        modulesOf.set(String(chunk.id), names);
      }
      const slim = {
        outputPath: json.outputPath,
        entrypoints: json.entrypoints,
        chunks: (json.chunks ?? []).map((c) => ({
          id: c.id,
          names: c.names,
          initial: c.initial,
          files: c.files,
          children: c.children,
          origins: (c.origins ?? []).map((o) => ({ moduleName: o.moduleName, request: o.request })),
          modules: modulesOf.get(String(c.id)) ?? [],
        })),
      };
      fs.mkdirSync(path.dirname(this.file), { recursive: true });
      fs.writeFileSync(this.file, JSON.stringify(slim));
    });
  }
}

/** The widget: a tiny loader (widget.js, fixed name) and the embed page's own Leaflet bundle. */
function widgetConfig(argv: Argv): Configuration {
  const production = (argv.mode ?? process.env.NODE_ENV) === 'production';
  return {
    name: 'widget',
    mode: production ? 'production' : 'development',
    context: root,
    entry: { widget: './src/widget/loader.ts', embed: './src/widget/embed.ts' },
    output: {
      path: path.join(root, 'dist/embed'),
      publicPath: '/embed/',
      filename: (data) => (data.chunk?.name === 'widget' ? 'widget.js' : production ? '[name].[contenthash:10].js' : '[name].js'),
      hashDigest: 'hex',
      clean: true,
    },
    devtool: false,
    resolve: { extensions: ['.ts', '.js', '.mjs', '.json'] },
    module: {
      rules: [
        { test: /\.[cm]?ts$/, exclude: /node_modules/, loader: 'esbuild-loader', options: { target: 'es2019', tsconfig: path.join(root, 'tsconfig.json') } },
        ENDPOINT_REFS,
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        { test: /\.(png|svg)$/, type: 'asset/resource', generator: { filename: '[name].[contenthash:10][ext]' } },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({ template: './src/widget/embed.html', filename: 'map.html', chunks: ['embed'], inject: 'body', scriptLoading: 'defer', minify: production ? { collapseWhitespace: true, removeComments: true } : false }),
      new MiniCssExtractPlugin({ filename: production ? '[name].[contenthash:10].css' : '[name].css' }),
      ...(production ? [new PrecompressPlugin()] : []),
    ],
    optimization: {
      minimize: production,
      minimizer: [new EsbuildPlugin({ target: 'es2019', css: true, legalComments: 'none' })],
      splitChunks: false,
      runtimeChunk: false,
    },
    performance: { hints: false },
    stats: production ? 'errors-warnings' : 'minimal',
  };
}
