import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import { describe, expect, it } from 'vitest';
// Through the webpack.config.js shim (vite resolves .js first), as webpack-cli loads it.
import config from '../../webpack.config';

const SOURCEMAP_DIR = path.resolve(import.meta.dirname, '../../dist-sourcemaps');

/**
 * The production build writes the app's source maps to dist-sourcemaps/, outside dist/ (STATIC_DIR,
 * which the server serves), and puts no sourceMappingURL comment into the bundles. After a real build,
 * `npm run check:bundles` checks the output itself (publicSourceMaps).
 */
describe('webpack production source maps', () => {
  const [app, widget] = config({}, { mode: 'production' }) as [Configuration, Configuration];
  const mapsPlugin = () => app.plugins?.find((p): p is webpack.SourceMapDevToolPlugin => p instanceof webpack.SourceMapDevToolPlugin);

  it('emits no source map through devtool (which would write it next to the bundles)', () => {
    expect(app.devtool).toBe(false);
    expect(widget.devtool).toBe(false);
  });

  it('writes each map outside the output path, without a sourceMappingURL comment in the bundle', () => {
    const plugin = mapsPlugin();
    expect(plugin).toBeDefined();
    const options = plugin!.options;
    expect(options.append).toBe(false);
    expect(String(options.test)).toBe(String(/\.(js|css)$/));
    const written = path.resolve(app.output!.path!, String(options.filename).replace('[file]', 'main.0123456789.js'));
    expect(written).toBe(path.join(SOURCEMAP_DIR, 'main.0123456789.js.map'));
    expect(path.relative(app.output!.path!, written).startsWith(`..${path.sep}`)).toBe(true);
  });

  it('keeps cheap eval source maps in development and no map files', () => {
    const [devApp] = config({}, { mode: 'development' }) as [Configuration, Configuration];
    expect(devApp.devtool).toBe('eval-cheap-module-source-map');
    expect(devApp.plugins?.some((p) => p instanceof webpack.SourceMapDevToolPlugin)).toBe(false);
  });
});
