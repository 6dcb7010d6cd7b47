import { createContext, lazy, useContext, type ComponentType, type LazyExoticComponent } from 'react';
import type { ClientModule, ModuleHooks, TasksTabBadge } from '../module';
import { collectSlots, type LoadedSlots } from '../module-slots';

/**
 * The client manifests the app was started with. Only the entry points name them (main.tsx hands
 * them to start.tsx, the server-rendering entry to its renderer, the test and Storybook harness to
 * their providers); the shell, the router and the admin area read them here, so the core imports no
 * module. Empty outside the app's providers.
 */
export const AppModulesContext = createContext<readonly ClientModule[]>([]);

export function useAppModules(): readonly ClientModule[] {
  return useContext(AppModulesContext);
}

/** The hooks the modules offer (the last module offering a hook wins). */
export function collectHooks(modules: readonly ClientModule[]): Partial<ModuleHooks> {
  const out: Partial<ModuleHooks> = {};
  for (const m of modules) Object.assign(out, m.hooks);
  return out;
}

const NO_TASKS_BADGE: TasksTabBadge = { count: 0, hasNew: false };

/** The tasks tab's badge hook: the module's, or one that shows nothing when no module offers it. */
export function tasksTabBadgeHook(hooks: Partial<ModuleHooks>): () => TasksTabBadge {
  return hooks.useTasksTabBadge ?? (() => NO_TASKS_BADGE);
}

/** What the shell takes from the manifests, built once per manifest list (lazy components must stay the same). */
export interface ShellParts {
  /** Module-provided UI shown on every screen (e.g. the level-up dialog, the consent banner); lazy. */
  globalComponents: LazyExoticComponent<ComponentType>[];
  /** UI modules offer each other through named slots (module.ts, ModuleSlots). */
  slots: LoadedSlots;
  /** The tasks tab's count and new-tasks dot, from the module that offers it (module.ts, ModuleHooks). */
  useTasksTabBadge: () => TasksTabBadge;
}

const parts = new WeakMap<readonly ClientModule[], ShellParts>();

export function shellParts(modules: readonly ClientModule[]): ShellParts {
  let found = parts.get(modules);
  if (!found) {
    found = {
      globalComponents: modules.flatMap((m) => m.globalComponents ?? []).map((load) => lazy(load)),
      slots: collectSlots(modules),
      useTasksTabBadge: tasksTabBadgeHook(collectHooks(modules)),
    };
    parts.set(modules, found);
  }
  return found;
}
