import { AsyncLocalStorage } from 'node:async_hooks';
import { pino, type DestinationStream } from 'pino';
import type { LogFields, Logger } from './http/errors';

export interface LoggerOptions {
  /** No output at all (tests). */
  silent?: boolean;
  /**
   * Plain lines for a person at a terminal (the command-line tools) instead of JSON: info to
   * stdout, errors with their stack to stderr.
   */
  plain?: boolean;
  /** Where the JSON lines go (default: stdout); tests capture them here. */
  destination?: DestinationStream;
}

/** Fields every line logged while serving one request carries (its request id, see http/request-id.ts). */
const context = new AsyncLocalStorage<LogFields>();

/** Runs `fn` with `fields` added to every line it logs, also from services it calls. */
export function withLogFields<T>(fields: LogFields, fn: () => T): T {
  return context.run({ ...context.getStore(), ...fields }, fn);
}

/**
 * The app's logger: one JSON object per line on stdout (pino), with `time`, `level`, `msg`, the
 * request id of the request being served, and an error's type, message and stack under `err`.
 * `createLogger(true)` is silent (tests).
 */
export function createLogger(options: boolean | LoggerOptions = {}): Logger {
  const o: LoggerOptions = typeof options === 'boolean' ? { silent: options } : options;
  if (o.silent) return { info: () => {}, error: () => {} };
  if (o.plain) return plainLogger();
  const p = pino(
    {
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin: () => context.getStore() ?? {},
    },
    // Synchronous: a line written just before process.exit() (a failed start) is not lost.
    o.destination ?? pino.destination({ dest: 1, sync: true }),
  );
  return {
    info: (msg, fields) => p.info(fields ?? {}, msg),
    error: (msg, err, fields) => p.error(err === undefined ? (fields ?? {}) : { ...fields, err }, msg),
  };
}

function plainLogger(): Logger {
  const ts = () => new Date().toISOString();
  const extra = (fields?: LogFields) => (fields && Object.keys(fields).length > 0 ? ` ${JSON.stringify(fields)}` : '');
  return {
    info: (msg, fields) => console.log(`${ts()} ${msg}${extra(fields)}`),
    error: (msg, err, fields) => console.error(`${ts()} ERROR ${msg}${extra(fields)}`, err instanceof Error ? err.stack : (err ?? '')),
  };
}
