import type { Storage as PersistStorage } from 'redux-persist';

/** localStorage, or undefined where it is missing or access throws (private modes, sandboxed frames). */
export function localStore(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * redux-persist storage backed by localStorage. Private modes and sandboxed frames can make
 * localStorage throw or be missing; then state simply is not persisted instead of breaking the app.
 */
export function webStorage(getStorage: () => Storage | undefined = () => globalThis.localStorage): PersistStorage {
  const storage = () => {
    try {
      return getStorage();
    } catch {
      return undefined;
    }
  };
  return {
    getItem: async (key: string) => storage()?.getItem(key) ?? null,
    setItem: async (key: string, value: string) => {
      try {
        storage()?.setItem(key, value);
      } catch {
        // Quota exceeded or storage disabled: keep the in-memory state.
      }
    },
    removeItem: async (key: string) => {
      try {
        storage()?.removeItem(key);
      } catch {
        // Storage disabled.
      }
    },
  };
}
