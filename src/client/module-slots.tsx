import { createContext, lazy, useContext, type ComponentType, type LazyExoticComponent } from 'react';
import type { ClientModule, LazySlot, ModuleSlots } from './module';

/** The slots declared (by declaration merging, see ModuleSlots in module.ts). */
export type SlotName = keyof ModuleSlots;
/** The props of a slot's component as its owner declared them: what a provider takes and a consumer passes. */
export type SlotProps<N extends SlotName> = ModuleSlots[N] extends LazySlot<infer P> ? P : never;
type SlotComponent<N extends SlotName> = Awaited<ReturnType<ModuleSlots[N]>>['default'];
export type LoadedSlots = { [N in SlotName]?: LazyExoticComponent<SlotComponent<N>> };

const loaders = new WeakMap<object, () => Promise<unknown>>();

/**
 * Loads a slot's code ahead of its first render (a part that starts late, see HeaderSlot): React.lazy
 * then finds the same load done. A failed load is tried again on the next call.
 */
export function loadSlot(slot: object): Promise<unknown> {
  return loaders.get(slot)?.() ?? Promise.resolve();
}

/** The lazy components of every slot the modules offer (the last module offering a slot wins). */
export function collectSlots(modules: readonly ClientModule[]): LoadedSlots {
  const out: LoadedSlots = {};
  for (const m of modules) {
    for (const [name, load] of Object.entries(m.slots ?? {}) as [SlotName, ModuleSlots[SlotName]][]) {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each slot keeps its own props type in LoadedSlots
      const loadAny = load as () => Promise<{ default: ComponentType<any> }>;
      let pending: ReturnType<typeof loadAny> | undefined;
      const once = () =>
        (pending ??= loadAny().catch((error: unknown) => {
          pending = undefined;
          throw error;
        }));
      const component = lazy(once);
      loaders.set(component, once);
      (out as Record<string, unknown>)[name] = component;
    }
  }
  return out;
}

/**
 * Provided by the shell (Shell.tsx) from the client manifest. Module screens read slots through it,
 * so they never import the manifest (which lazily imports them: a cycle). Empty outside the shell
 * (component tests, stories): screens then show their fallback.
 */
export const ModuleSlotsContext = createContext<LoadedSlots>({});

export function useModuleSlot<N extends SlotName>(name: N): LoadedSlots[N] {
  return useContext(ModuleSlotsContext)[name];
}
