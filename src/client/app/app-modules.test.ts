import { describe, expect, it } from 'vitest';
import { collectHooks, tasksTabBadgeHook } from './app-modules';

describe('collectHooks', () => {
  it('collects the hooks modules offer; the last module offering one wins', () => {
    const first = () => ({ count: 1, hasNew: false });
    const last = () => ({ count: 2, hasNew: true });
    const hooks = collectHooks([{ id: 'a', hooks: { useTasksTabBadge: first } }, { id: 'b' }, { id: 'c', hooks: { useTasksTabBadge: last } }]);
    expect(hooks.useTasksTabBadge).toBe(last);
    expect(tasksTabBadgeHook(hooks)).toBe(last);
  });

  it('without a module offering the tasks badge, the badge shows nothing', () => {
    expect(tasksTabBadgeHook(collectHooks([{ id: 'a' }]))()).toEqual({ count: 0, hasNew: false });
  });
});
