import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type S3Server } from '../../../tests/support/s3-server';
import { startStandIn } from '../../../tests/support/stand-in-server';
import { LocalDiskPhotoStore, type PhotoStore } from './photo-store';
import { S3PhotoStore } from './s3-photo-store';

/** A list page this small makes five keys take three pages. */
const PAGE_SIZE = 2;

const s3Options = (s3: S3Server, overrides: Partial<ConstructorParameters<typeof S3PhotoStore>[0]> = {}) => ({
  endpoint: s3.endpoint,
  bucket: s3.bucket,
  region: 'us-east-1',
  accessKeyId: s3.env.S3_ACCESS_KEY_ID!,
  secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY!,
  forcePathStyle: true,
  pageSize: PAGE_SIZE,
  ...overrides,
});

async function readAll(stream: Readable): Promise<{ data: Buffer; chunks: number }> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c as Buffer);
  return { data: Buffer.concat(chunks), chunks: chunks.length };
}

/** The file system's clock (the disk store's and s3rver's): under faketime it is not the process's. */
function storageNow(dir: string): number {
  const probe = path.join(dir, `probe-${crypto.randomUUID()}`);
  fs.writeFileSync(probe, '');
  const t = fs.statSync(probe).mtimeMs;
  fs.rmSync(probe);
  return t;
}

// The same cases for every store: the photos module must not notice which one it was given.
describe.each(['disk', 's3'] as const)('photo store contract (%s)', (kind) => {
  let store: PhotoStore;
  let dir: string;
  let s3: S3Server | undefined;
  let n = 0;
  /** A key of the shape the photos module makes, fresh for each use. */
  const key = (suffix = 'webp') => `2026/11/${crypto.randomUUID()}-${++n}.${suffix}`;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-store-contract-'));
    if (kind === 'disk') {
      store = new LocalDiskPhotoStore(path.join(dir, 'photos'));
    } else {
      s3 = await startS3Server();
      store = new S3PhotoStore(s3Options(s3));
    }
  });
  afterAll(async () => {
    await (store as Partial<S3PhotoStore>).destroy?.();
    await s3?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('reads back what it stored, as a stream in several chunks (never the whole file at once)', async () => {
    const k = key();
    const data = crypto.randomBytes(1024 * 1024);
    await store.put(k, data);
    const stream = await store.read(k);
    expect(stream).toBeInstanceOf(Readable);
    const back = await readAll(stream);
    expect(back.data.equals(data)).toBe(true);
    expect(back.chunks).toBeGreaterThan(1);
    // A second put replaces the file.
    await store.put(k, Buffer.from('second'));
    expect((await readAll(await store.read(k))).data.toString()).toBe('second');
  });

  it('tells whether a key exists, and deletes (twice is fine)', async () => {
    const k = key();
    expect(await store.exists(k)).toBe(false);
    await store.put(k, Buffer.from('x'));
    expect(await store.exists(k)).toBe(true);
    await store.delete(k);
    expect(await store.exists(k)).toBe(false);
    await store.delete(k);
    await store.delete(key());
  });

  it('fails a read of a missing key with ENOENT, which the photos module answers with 404', async () => {
    await expect(store.read(key())).rejects.toMatchObject({ code: 'ENOENT' });
    const gone = key();
    await store.put(gone, Buffer.from('x'));
    await store.delete(gone);
    await expect(store.read(gone)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('lists every key with its last change, across several pages', async () => {
    for await (const f of store.list()) await store.delete(f.key);
    const before = storageNow(dir);
    const keys = Array.from({ length: 2 * PAGE_SIZE + 1 }, () => key());
    for (const k of keys) await store.put(k, Buffer.from(k));
    const after = storageNow(dir);
    const listed: { key: string; modifiedAt: Date }[] = [];
    for await (const f of store.list()) listed.push(f);
    expect(listed.map((f) => f.key).sort()).toEqual([...keys].sort());
    for (const f of listed) {
      expect(f.modifiedAt).toBeInstanceOf(Date);
      // S3 dates have whole seconds.
      expect(f.modifiedAt.getTime()).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 - 1000);
      expect(f.modifiedAt.getTime()).toBeLessThanOrEqual(after + 1000);
    }
  });

  it('lists only keys of the server’s making, so the orphan sweep never deletes anything else', async () => {
    const ours = key();
    await store.put(ours, Buffer.from('x'));
    const foreign = ['Backups/Notes.TXT', '.DS_Store', 'a b.webp'];
    for (const f of foreign) {
      if (s3) {
        await s3.put(f, 'not a photo');
      } else {
        fs.mkdirSync(path.dirname(path.join(dir, 'photos', f)), { recursive: true });
        fs.writeFileSync(path.join(dir, 'photos', f), 'not a photo');
      }
    }
    const listed: string[] = [];
    for await (const f of store.list()) listed.push(f.key);
    expect(listed).toContain(ours);
    expect(listed.filter((k) => foreign.includes(k))).toEqual([]);
  });

  it('pings fine while it can be used', async () => {
    await expect(store.ping()).resolves.toBeUndefined();
  });

  it('refuses keys that are not of the server’s making', async () => {
    for (const bad of ['../escape.webp', '/etc/passwd', 'a/../../b', 'Upper/Case.webp', '', 'x'.repeat(300)]) {
      await expect(store.put(bad, Buffer.from('x')), bad).rejects.toThrow('invalid photo key');
      await expect(store.read(bad), bad).rejects.toThrow('invalid photo key');
      await expect(store.exists(bad), bad).rejects.toThrow('invalid photo key');
      await expect(store.delete(bad), bad).rejects.toThrow('invalid photo key');
    }
  });
});

describe('S3PhotoStore readiness', () => {
  let s3: S3Server;
  beforeAll(async () => {
    s3 = await startS3Server();
  });
  afterAll(() => s3.stop());

  it('names the bucket and why, never the secret, when the bucket is missing or the keys are wrong', async () => {
    const noBucket = new S3PhotoStore(s3Options(s3, { bucket: 'no-such-bucket' }));
    await expect(noBucket.ping()).rejects.toThrow(`photo bucket "no-such-bucket" at ${s3.endpoint} is not reachable (no such bucket)`);
    await noBucket.destroy();
    const wrongKeys = new S3PhotoStore(s3Options(s3, { accessKeyId: 'SOMEONE', secretAccessKey: 'very-secret-value' }));
    const err = (await wrongKeys.ping().catch((e: Error) => e)) as Error;
    expect(err.message).toBe(`photo bucket "photos" at ${s3.endpoint} is not reachable (access denied, 403)`);
    expect(err.message).not.toContain('very-secret-value');
    await wrongKeys.destroy();
  });

  it('fails quickly with a reason when the server is down or does not answer', async () => {
    const down = await startS3Server();
    const store = new S3PhotoStore(s3Options(down));
    await store.ping();
    await down.stop();
    await expect(store.ping()).rejects.toThrow(new RegExp(`^photo bucket "photos" at ${down.endpoint} is not reachable \\((ECONNREFUSED|ECONNRESET)\\)$`));
    await store.destroy();

    // A server that takes the connection and never answers: readiness must not hang with it.
    const silent = await startStandIn(() => {});
    const stalled = new S3PhotoStore({ ...s3Options(s3), endpoint: silent.url, pingTimeoutMs: 300 });
    const started = Date.now();
    await expect(stalled.ping()).rejects.toThrow(`photo bucket "photos" at ${silent.url} is not reachable (no answer within 300 ms)`);
    expect(Date.now() - started).toBeLessThan(5000);
    await stalled.destroy();
    await silent.close();
  });

  it('stores photos as image/webp (so a CDN in front of the bucket could serve them as they are)', async () => {
    const store = new S3PhotoStore(s3Options(s3));
    await store.put('2026/11/typed.webp', Buffer.from('RIFF'));
    const client = new S3Client({ endpoint: s3.endpoint, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: s3.env.S3_ACCESS_KEY_ID!, secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY! } });
    expect((await client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: '2026/11/typed.webp' }))).ContentType).toBe('image/webp');
    client.destroy();
    await store.destroy();
  });
});
