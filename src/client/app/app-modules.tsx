import { createContext, useContext } from 'react';
import { lazyComponent, type LazyComponent } from '../lazy-component';
import type { ClientModule, MenuEntry, NavTab } from '../module';
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

/**
 * The bottom navigation's tabs the modules declare, lowest order first (equal orders keep the
 * manifest list's order). Collected once per manifest list (shellParts), so the badge hooks always
 * run in the same order. A tab value declared twice fails the start.
 */
export function collectNavTabs(modules: readonly ClientModule[]): readonly NavTab[] {
  const seen = new Map<string, string>();
  const tabs: NavTab[] = [];
  for (const m of modules) {
    for (const tab of m.navTabs ?? []) {
      const other = seen.get(tab.value);
      if (other !== undefined) throw new Error(`Navigation tab '${tab.value}' is declared by both '${other}' and '${m.id}'`);
      seen.set(tab.value, m.id);
      tabs.push(tab);
    }
  }
  return tabs.sort((a, b) => a.order - b.order);
}

/** The profile menu's module entries, lowest order first. A key declared twice fails the start. */
export function collectMenuEntries(modules: readonly ClientModule[]): readonly MenuEntry[] {
  const seen = new Map<string, string>();
  const entries: MenuEntry[] = [];
  for (const m of modules) {
    for (const entry of m.menuEntries ?? []) {
      const other = seen.get(entry.key);
      if (other !== undefined) throw new Error(`Menu entry '${entry.key}' is declared by both '${other}' and '${m.id}'`);
      seen.set(entry.key, m.id);
      entries.push(entry);
    }
  }
  return entries.sort((a, b) => a.order - b.order);
}

/** What the shell takes from the manifests, built once per manifest list (lazy components must stay the same). */
export interface ShellParts {
  /** Module-provided UI shown on every screen (e.g. the level-up dialog, the consent banner); lazy, started late (Shell). */
  globalComponents: LazyComponent<object>[];
  /** UI modules offer each other through named slots (module.ts, ModuleSlots). */
  slots: LoadedSlots;
  /** The bottom navigation's tabs with their badges, in order (module.ts, NavTab). */
  navTabs: readonly NavTab[];
  /** The profile menu's entries from the modules, in order (module.ts, MenuEntry). */
  menuEntries: readonly MenuEntry[];
}

const parts = new WeakMap<readonly ClientModule[], ShellParts>();

export function shellParts(modules: readonly ClientModule[]): ShellParts {
  let found = parts.get(modules);
  if (!found) {
    found = {
      globalComponents: modules.flatMap((m) => m.globalComponents ?? []).map((load) => lazyComponent(() => load().then((m) => m.default))),
      slots: collectSlots(modules),
      navTabs: collectNavTabs(modules),
      menuEntries: collectMenuEntries(modules),
    };
    parts.set(modules, found);
  }
  return found;
}
