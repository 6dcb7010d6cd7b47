import type { Logger } from './http/errors';

/** Plain line logger to stdout/stderr; `silent` for tests. */
export function createLogger(silent = false): Logger {
  if (silent) return { info: () => {}, error: () => {} };
  const ts = () => new Date().toISOString();
  return {
    info: (msg) => console.log(`${ts()} ${msg}`),
    error: (msg, err) => console.error(`${ts()} ERROR ${msg}`, err instanceof Error ? err.stack : (err ?? '')),
  };
}
