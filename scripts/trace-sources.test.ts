import { describe, expect, it } from 'vitest';
import { bundle, bundleMap } from './trace-fixture';
import { ownerOf, SourceResolver } from './trace-sources';

describe('ownerOf', () => {
  it('names the npm package, scoped or not, under the last node_modules/', () => {
    expect(ownerOf('webpack:///./node_modules/@emotion/serialize/dist/emotion-serialize.esm.js')).toBe('@emotion/serialize');
    expect(ownerOf('webpack:///node_modules/react-dom/cjs/react-dom-client.production.js')).toBe('react-dom');
    expect(ownerOf('webpack://cleanquest/./node_modules/a/node_modules/stylis/src/Parser.js')).toBe('stylis');
  });

  it('names the app folder under src/', () => {
    expect(ownerOf('webpack:///./src/modules/tasks/ui/MapScreen.tsx')).toBe('src/modules/tasks');
    expect(ownerOf('webpack:///./src/client/shell/Header.tsx')).toBe('src/client/shell');
    expect(ownerOf('webpack:///./src/client/api.ts')).toBe('src/client/api');
    expect(ownerOf('webpack:///./src/client/app/shell/Header.tsx')).toBe('src/client/app/shell');
    expect(ownerOf('webpack:///./src/shared/geo.ts')).toBe('src/shared');
    expect(ownerOf('webpack:///./src/ui/VisuallyHidden.tsx')).toBe('src/ui');
  });

  it('keeps other sources as they are (webpack runtime)', () => {
    expect(ownerOf('webpack:///webpack/bootstrap')).toBe('webpack/bootstrap');
  });
});

describe('SourceResolver', () => {
  const loaded: string[] = [];
  const resolver = new SourceResolver((file) => {
    loaded.push(file);
    return file === 'main.abc.js' ? bundleMap() : null;
  });
  const url = 'http://127.0.0.1:4000/main.abc.js';

  it('maps a function (V8 places it at its parameter list) to its source, owner and original name', () => {
    expect(resolver.resolve(url, 0, bundle.indexOf('(b)'), 'a')).toEqual({
      owner: '@emotion/sheet', file: '@emotion/sheet/dist/sheet.js', line: 10, name: 'insertRule',
    });
    expect(resolver.resolve(url, 0, bundle.indexOf('(d)'), 'c')).toEqual({
      owner: 'src/modules/tasks', file: 'src/modules/tasks/ui/Map.tsx', line: 5, name: 'MapScreen',
    });
  });

  it('maps a webpack module factory forwards, to the module it starts, not the one before it', () => {
    expect(resolver.resolve(url, 0, bundle.indexOf('(e,t,r){function c'), '34')).toMatchObject({ owner: 'src/modules/tasks', name: '(module Map.tsx)' });
  });

  it('reports code the bundler generated without mappings as unmapped, not as the code before it', () => {
    expect(resolver.resolve(url, 0, bundle.indexOf('e=>{e.O'), '')).toEqual({ owner: 'main.abc.js (no mapping)', file: null, line: null, name: '(anonymous)' });
    expect(resolver.resolve(url, 0, bundle.indexOf('()=>e(34)'), '')).toMatchObject({ owner: 'main.abc.js (no mapping)' });
  });

  it('falls back to the script file name without a map, and loads each map once', () => {
    expect(resolver.resolve('http://127.0.0.1:4000/other.js?x=1', 0, 5, 'f')).toEqual({ owner: 'other.js', file: null, line: null, name: 'f' });
    resolver.resolve(url, 0, bundle.indexOf('(b)'), 'a');
    expect(loaded.filter((f) => f === 'main.abc.js')).toHaveLength(1);
  });
});
