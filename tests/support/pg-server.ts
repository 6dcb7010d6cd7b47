import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * Starts a throwaway PostgreSQL server in a temp dir on a free loopback port, for the real-server
 * integration tests. initdb and pg_ctl refuse to run as root, so as root they run as `postgres`.
 */
export interface PgServer {
  url: string;
  /** Stops the server for good and removes its data. */
  stop(): void;
  /** Stops the server (mode 'immediate' is a crash) but keeps its data dir, for a later start(). */
  halt(mode?: 'fast' | 'immediate'): void;
  /** Starts a halted server again on the same data and port. */
  start(): void;
}

export function findPgBin(): string | undefined {
  const candidates = [process.env.PG_BIN_DIR, '/usr/lib/postgresql/15/bin', '/usr/lib/postgresql/16/bin', '/usr/lib/postgresql/17/bin'];
  return candidates.find((d): d is string => !!d && fs.existsSync(path.join(d, 'pg_ctl')) && fs.existsSync(path.join(d, 'initdb')));
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * The test files run side by side (vitest.config.ts WORKERS), each with its own databases on this one
 * server: a test app's pool holds up to 20 connections (createTestDb), a test of two processes has two,
 * and the resilience servers and change feeds add theirs. 300 leaves room for four workers at their peak.
 */
const MAX_CONNECTIONS = 300;

export async function startPgServer(bin: string): Promise<PgServer> {
  const isRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-pg-'));
  const dataDir = path.join(dir, 'data');
  const run = (cmd: string, args: string[]) => {
    const full = path.join(bin, cmd);
    const [exe, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', full, ...args]] : [full, args];
    const r = spawnSync(exe, argv, { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`${cmd} failed (${r.status}): ${r.stderr || r.stdout}`);
  };
  if (isRoot) execFileSync('chown', ['postgres', dir]);
  run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const port = await freePort();
  const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=${MAX_CONNECTIONS}`;
  const start = () => run('pg_ctl', ['-D', dataDir, '-o', opts, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', 'start']);
  start();
  let stopped = false;
  let running = true;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        if (running) run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
    halt(mode = 'fast') {
      if (!running) return;
      run('pg_ctl', ['-D', dataDir, '-m', mode, '-w', '-t', '60', 'stop']);
      running = false;
    },
    start() {
      if (running || stopped) return;
      start();
      running = true;
    },
  };
}
