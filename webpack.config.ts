import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Configuration } from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { EsbuildPlugin } from 'esbuild-loader';

const root = path.dirname(fileURLToPath(import.meta.url));

interface Argv {
  mode?: Configuration['mode'];
}

/**
 * Two builds: the app (src/client/main.tsx -> dist/, content-hashed, immutable-cacheable) and the
 * partner widget (src/widget -> dist/embed/: the widget.js loader and the /embed/map page, no React).
 */
export default function config(env: unknown, argv: Argv = {}): Configuration[] {
  return [appConfig(env, argv), widgetConfig(argv)];
}

function appConfig(_env: unknown, argv: Argv): Configuration {
  const production = (argv.mode ?? process.env.NODE_ENV) === 'production';
  return {
    mode: production ? 'production' : 'development',
    context: root,
    entry: { main: './src/client/main.tsx' },
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
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      // react-router's package exports point at its development build only; use the production one.
      alias: production
        ? {
            'react-router$': path.join(root, 'node_modules/react-router/dist/production/index.mjs'),
            'react-router/dom$': path.join(root, 'node_modules/react-router/dist/production/dom-export.mjs'),
          }
        : {},
    },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          loader: 'esbuild-loader',
          options: { target: 'es2020', jsx: 'automatic', tsconfig: path.join(root, 'tsconfig.json') },
        },
        {
          test: /\.css$/,
          use: [MiniCssExtractPlugin.loader, 'css-loader'],
        },
        {
          test: /\.(png|svg|jpe?g|webp|woff2?)$/,
          type: 'asset/resource',
        },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({
        template: './src/client/index.html',
        inject: 'body',
        scriptLoading: 'defer',
        minify: production ? { collapseWhitespace: true, removeComments: true } : false,
      }),
      new MiniCssExtractPlugin({
        filename: production ? '[name].[contenthash:10].css' : '[name].css',
        chunkFilename: production ? '[name].[contenthash:10].css' : '[name].css',
      }),
    ],
    optimization: {
      minimize: production,
      minimizer: [new EsbuildPlugin({ target: 'es2020', css: true, legalComments: 'none' })],
      moduleIds: 'deterministic',
      runtimeChunk: 'single',
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          react: {
            test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
            name: 'react',
            priority: 30,
          },
          mui: {
            test: /[\\/]node_modules[\\/](@mui|@emotion|@popperjs|react-transition-group|stylis)[\\/]/,
            name: 'mui',
            priority: 20,
          },
          vendors: {
            test: /[\\/]node_modules[\\/]/,
            name: 'vendors',
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
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        { test: /\.(png|svg)$/, type: 'asset/resource', generator: { filename: '[name].[contenthash:10][ext]' } },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({ template: './src/widget/embed.html', filename: 'map.html', chunks: ['embed'], inject: 'body', scriptLoading: 'defer', minify: production ? { collapseWhitespace: true, removeComments: true } : false }),
      new MiniCssExtractPlugin({ filename: production ? '[name].[contenthash:10].css' : '[name].css' }),
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
