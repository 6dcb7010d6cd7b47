import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { spawnServer } from './server-process';

it('stop() kills a process that does not exit after the grace time, so an afterAll cannot hang', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-stop-'));
  try {
    const entry = path.join(dir, 'stubborn.mjs');
    fs.writeFileSync(entry, "process.on('SIGTERM', () => console.log('ignoring SIGTERM'));\nconsole.log('listening on');\nsetInterval(() => {}, 1000);\n");
    const p = spawnServer({}, { compiled: true, entry });
    while (!p.output().includes('listening on')) await new Promise((r) => setTimeout(r, 20));
    const code = await p.stop('SIGTERM', 500);
    expect(code).toBeNull();
    expect(p.child.signalCode).toBe('SIGKILL');
    expect(p.output()).toContain('killed');
    expect(await p.stop()).toBeNull(); // a second stop answers at once
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
