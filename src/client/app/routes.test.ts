import { describe, expect, it } from 'vitest';
import { clientModules } from '../../modules/client';
import type { ClientModule, ClientRoute } from '../module';
import { mergeRoutes } from './routes';

const screen = async () => ({ default: () => null });
const r = (path: string, lazy = screen): ClientRoute => ({ path, lazy });

describe('mergeRoutes', () => {
  it('keeps shell routes and appends module routes', () => {
    const m: ClientModule = { id: 'x', routes: [r('/leaderboard')] };
    expect(mergeRoutes([r('/'), r('/map')], [m]).map((x) => x.path)).toEqual(['/', '/map', '/leaderboard']);
  });
  it('lets a module route replace a shell route with the same path', () => {
    const moduleLazy = async () => ({ default: () => null });
    const merged = mergeRoutes([r('/privacy')], [{ id: 'consent', routes: [r('/privacy', moduleLazy)] }]);
    expect(merged).toHaveLength(1);
    expect(merged[0]!.lazy).toBe(moduleLazy);
  });
  it('refuses a module catch-all', () => {
    expect(() => mergeRoutes([], [{ id: 'bad', routes: [r('*')] }])).toThrow(/catch-all/);
  });
});

describe('clientModules', () => {
  it('lists the guest module with its i18n namespace and unique ids', () => {
    expect(clientModules.map((m) => m.id)).toContain('guest');
    expect(clientModules.find((m) => m.id === 'guest')?.i18n?.ns).toBe('guest');
    expect(new Set(clientModules.map((m) => m.id)).size).toBe(clientModules.length);
  });
});
