/**
 * Preloaded into a server child process by tests that measure its memory
 * (`node --expose-gc --import tsx --import ./tests/support/memory-probe.ts src/server/main.ts`, with an
 * IPC channel): to each 'memory?' message it answers the process's heap in use after a full garbage
 * collection (what the process keeps, not the garbage it has yet to collect) and its resident memory.
 * The server itself is the real one; this only reports on it.
 */
export interface ProbedMemory {
  /** V8 heap in use after a full collection, in bytes. */
  heap: number;
  /** Resident set size, in bytes. */
  rss: number;
  /** Memory of ArrayBuffers and Buffers outside the heap (PGlite's WebAssembly memory among them). */
  external: number;
}

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('memory-probe needs node --expose-gc');
if (process.send) {
  process.on('message', (message) => {
    if (message !== 'memory?') return;
    gc();
    gc();
    const m = process.memoryUsage();
    process.send!({ heap: m.heapUsed, rss: m.rss, external: m.external } satisfies ProbedMemory);
  });
  // The channel must not keep the server alive after SIGTERM.
  process.channel?.unref();
}
