import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/db';
import { LocalDiskPhotoStore } from '../../../server/storage/photo-store';
import { createTestDb } from '../../../../tests/support/test-app';
import type { StagedPhoto } from '../contract';
import { PhotosRepository } from './repository';
import { PhotosService } from './service';

const ID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('photo orphan sweep', () => {
  let db: Db;
  let root: string;
  let service: PhotosService;
  const now = new Date('2026-11-22T12:00:00Z');
  const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);

  const write = (key: string, modifiedAt: Date) => {
    const file = path.join(root, key);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, 'x');
    fs.utimesSync(file, modifiedAt, modifiedAt);
  };

  beforeAll(async () => {
    ({ db } = await createTestDb('pglite'));
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-sweep-'));
    const repo = new PhotosRepository(db);
    service = new PhotosService(repo, new LocalDiskPhotoStore(root), { name: 'none', ready: async () => {}, screen: async () => ({ nsfwScore: 0 }) } as never, {} as never, 0.7, { info: () => {}, error: () => {} });
    const photo = { id: ID(1), ownerId: null, purpose: 'report', width: 1, height: 1, bytes: 1, originalFormat: 'webp', evidence: { gps: null, takenAt: null, camera: null }, screening: { status: 'clear', score: 0, screener: null }, keys: { main: `2026/11/${ID(1)}.webp`, thumb: `2026/11/${ID(1)}.thumb.webp` } } as unknown as StagedPhoto;
    await db.transaction((trx) => repo.insert(photo, trx));
  });
  afterAll(async () => {
    await db.destroy();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('deletes old files without a row and old temp files, and keeps recorded and recent ones', async () => {
    write(`2026/11/${ID(1)}.webp`, hoursAgo(5)); // recorded
    write(`2026/11/${ID(1)}.thumb.webp`, hoursAgo(5)); // recorded
    write(`2026/11/${ID(2)}.webp`, hoursAgo(2)); // staged, never committed
    write(`2026/11/${ID(2)}.thumb.webp`, hoursAgo(2));
    write(`2026/11/${ID(3)}.webp.123.1700000000000.tmp`, hoursAgo(2)); // interrupted write
    write(`2026/11/${ID(1)}.webp.9.1.tmp`, hoursAgo(2)); // a temp file next to a recorded photo
    write(`2026/11/${ID(4)}.webp`, hoursAgo(0.1)); // an upload in flight: inside the grace period
    write('2026/11/stray.webp', hoursAgo(2)); // no id at all
    const { removed } = await service.sweepOrphans(3_600_000, now);
    expect(removed.sort()).toEqual([`2026/11/${ID(1)}.webp.9.1.tmp`, `2026/11/${ID(2)}.thumb.webp`, `2026/11/${ID(2)}.webp`, `2026/11/${ID(3)}.webp.123.1700000000000.tmp`, '2026/11/stray.webp']);
    const left = (fs.readdirSync(path.join(root, '2026/11')) as string[]).sort();
    expect(left).toEqual([`${ID(1)}.thumb.webp`, `${ID(1)}.webp`, `${ID(4)}.webp`]);
    expect((await service.sweepOrphans(3_600_000, now)).removed).toEqual([]);
  });

  it('copes with a store that has no folder yet', async () => {
    const empty = new PhotosService(new PhotosRepository(db), new LocalDiskPhotoStore(path.join(root, 'nope')), {} as never, {} as never, 0.7, { info: () => {}, error: () => {} });
    expect((await empty.sweepOrphans(0)).removed).toEqual([]);
  });
});
