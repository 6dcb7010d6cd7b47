import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalDiskPhotoStore } from './photo-store';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-store-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('LocalDiskPhotoStore', () => {
  const store = new LocalDiskPhotoStore(root);

  it('puts, reads and deletes a file under its root', async () => {
    await store.put('2026/11/abc.webp', Buffer.from('hello'));
    expect(await store.exists('2026/11/abc.webp')).toBe(true);
    const chunks: Buffer[] = [];
    for await (const c of await store.read('2026/11/abc.webp')) chunks.push(c as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('hello');
    await store.delete('2026/11/abc.webp');
    expect(await store.exists('2026/11/abc.webp')).toBe(false);
    await store.delete('2026/11/abc.webp'); // deleting twice is fine
  });

  it('pings fine when its folder can be written (making it), and names the folder when not', async () => {
    await new LocalDiskPhotoStore(path.join(root, 'new', 'photos')).ping();
    expect(fs.statSync(path.join(root, 'new', 'photos')).isDirectory()).toBe(true);
    fs.writeFileSync(path.join(root, 'a-file'), 'x');
    await expect(new LocalDiskPhotoStore(path.join(root, 'a-file')).ping()).rejects.toThrow(`photo folder ${path.join(root, 'a-file')} is not writable`);
  });

  it('refuses keys that could leave the root', async () => {
    await expect(store.put('../escape.webp', Buffer.from('x'))).rejects.toThrow('invalid photo key');
    await expect(store.read('/etc/passwd')).rejects.toThrow('invalid photo key');
    await expect(store.put('a/../../b', Buffer.from('x'))).rejects.toThrow('invalid photo key');
  });

  it('leaves no temp file behind', async () => {
    await store.put('x.webp', Buffer.from('1'));
    expect(fs.readdirSync(root).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });
});
