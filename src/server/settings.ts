import type { ServiceIdentifier } from 'inversify';
import type { CoreConfig } from './config';

export type Env = Record<string, string | undefined>;

/**
 * Readers of environment variables, for the core's settings and the modules'. A bad value is noted
 * as a problem and its fallback returned; the loader then stops the start with every problem at once
 * (ConfigError, config.ts).
 */
export interface SettingsReader {
  /** The trimmed value, or undefined when unset or blank. */
  read(name: string): string | undefined;
  /** A whole number from min to max, or the fallback when unset. */
  int(name: string, fallback: number, min: number, max: number): number;
  /** true/1/yes/on or false/0/no/off (any case), or the fallback when unset. */
  bool(name: string, fallback: boolean): boolean;
  /** A URL with one of the protocols (e.g. 'https:'), or the fallback when unset. */
  url(name: string, fallback: string, protocols: string[]): URL;
  /** A problem of one's own: a sentence that names the variable and the value. */
  problem(message: string): void;
}

/** A reader of `env` that adds every problem it finds to `problems`. */
export function settingsReader(env: Env, problems: string[]): SettingsReader {
  const read = (name: string) => {
    const v = env[name];
    return v === undefined || v.trim() === '' ? undefined : v.trim();
  };
  return {
    read,
    int(name, fallback, min, max) {
      const raw = read(name);
      if (raw === undefined) return fallback;
      const n = Number(raw);
      if (!/^\d+$/.test(raw) || n < min || n > max) {
        problems.push(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
        return fallback;
      }
      return n;
    },
    bool(name, fallback) {
      const raw = read(name);
      if (raw === undefined) return fallback;
      if (/^(true|1|yes|on)$/i.test(raw)) return true;
      if (/^(false|0|no|off)$/i.test(raw)) return false;
      problems.push(`${name} must be true or false, got "${raw}"`);
      return fallback;
    },
    url(name, fallback, protocols) {
      const raw = read(name) ?? fallback;
      try {
        const u = new URL(raw);
        if (!protocols.includes(u.protocol)) throw new Error('protocol');
        return u;
      } catch {
        problems.push(`${name} must be a ${protocols.join(' or ')} URL, got "${raw}"`);
        return new URL(fallback);
      }
    },
    problem: (message) => void problems.push(message),
  };
}

/**
 * A module's own environment settings (ServerModule.settings). The core's loader (loadConfig) reads
 * them with its own, from the manifests it is handed, and lists every bad value of all of them in one
 * ConfigError; createApp binds the result to `token`, through which the module reads them.
 */
export interface ModuleSettings<T> {
  /** The variables `parse` reads. README.md documents each (a test keeps the two in step). */
  vars: readonly string[];
  /** The DI token the parsed settings are bound to. */
  token: ServiceIdentifier<T>;
  /** Reads the variables (problems go to the reader); `core` holds the core's settings, e.g. publicUrl. */
  parse(env: SettingsReader, core: CoreConfig): T;
}
