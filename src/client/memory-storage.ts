import type { Storage as PersistStorage } from 'redux-persist';

/** In-memory redux-persist storage, for tests and stories. */
export function memoryStorage(): PersistStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: async (k: string) => data.get(k) ?? null,
    setItem: async (k: string, v: string) => void data.set(k, v),
    removeItem: async (k: string) => void data.delete(k),
  };
}
