import type { Storage as PersistStorage } from 'redux-persist';

/**
 * redux-persist's `throttle` for every persisted branch: the pause before each key is staged for a
 * write after a change. Its default, 0, made four zero-delay intervals fire 22 times while the page
 * started (npm run bench:trace), only to write back the state just read from storage. A change the
 * person makes is written at once all the same: the store flushes after every action that changed
 * the state (src/client/app/store.ts), so nothing waits for this pause but the start-up's echo.
 */
export const PERSIST_THROTTLE_MS = 1000;

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
