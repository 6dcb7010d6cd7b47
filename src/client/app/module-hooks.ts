import type { ClientModule, ModuleHooks, TasksTabBadge } from '../module';

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
