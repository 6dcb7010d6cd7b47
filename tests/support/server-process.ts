import { spawn, type ChildProcess } from 'node:child_process';
import { RELAXED_RATE_LIMITS } from './rate-limits';

/** A server started as a child process (spawnServer); waitForListening waits until it listens. */
export interface ServerProcess {
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
  /**
   * Sends the signal (SIGTERM) and waits for the exit; a process still there after graceMs (30 s: the
   * server's own shutdown gives in-flight requests 10 s) is killed, so a hung shutdown cannot hang the
   * test's afterAll. The exit code says which it was (null after a kill).
   */
  stop(signal?: NodeJS.Signals, graceMs?: number): Promise<number | null>;
}

export interface SpawnOptions {
  /**
   * Start the compiled server (`dist-server/main.mjs`, made by `npm run build`), as `npm start` and
   * `npm run start:prod` do, instead of the TypeScript sources through tsx.
   */
  compiled?: boolean;
  /** With `compiled`: another compiled entry than dist-server/main.mjs (a test's own build). */
  entry?: string;
  /** More node flags before the entry (after tsx is registered), e.g. a preloaded probe. */
  nodeArgs?: string[];
  /** An IPC channel to the child (child.send / process.on('message')). */
  ipc?: boolean;
}

/**
 * Rate limits are relaxed (e2e, resilience and bench runs send everything from 127.0.0.1); `env`
 * may set them again.
 */
export function spawnServer(env: Record<string, string>, options: SpawnOptions = {}): ServerProcess {
  let out = '';
  const extra = options.nodeArgs ?? [];
  const args = options.compiled ? ['--enable-source-maps', ...extra, options.entry ?? 'dist-server/main.mjs'] : ['--import', 'tsx', ...extra, 'src/server/main.ts'];
  const child = spawn(process.execPath, args, {
    env: { ...process.env, HOST: '127.0.0.1', LOG_REQUESTS: 'false', ...RELAXED_RATE_LIMITS, ...env },
    stdio: options.ipc ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    child,
    output: () => out,
    exited,
    async stop(signal = 'SIGTERM', graceMs = 30_000) {
      if (child.exitCode !== null || child.signalCode !== null) return exited;
      child.kill(signal);
      const timer = setTimeout(() => {
        out += `\n[test] no exit ${graceMs} ms after ${signal}: killed\n`;
        child.kill('SIGKILL');
      }, graceMs);
      try {
        return await exited;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

export async function waitForListening(p: ServerProcess, timeoutMs = 60_000): Promise<void> {
  const start = Date.now();
  while (!p.output().includes('listening on')) {
    if (p.child.exitCode !== null) throw new Error(`server exited early:\n${p.output()}`);
    if (Date.now() - start > timeoutMs) throw new Error(`server did not start:\n${p.output()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
