import { describe, expect, it, vi } from 'vitest';
import type { HttpError } from '../../../server/http/errors';
import type { PublicPhoto, StagedPhoto } from '../../photos/contract';
import type { NearbyOpenTask } from '../../tasks/contract';
import { reportFieldsSchema } from '../schemas';
import { checkAfterPhoto, checkBeforePhoto, duplicateCandidates, type DuplicateDeps } from './duplicates';

const staged = { id: 'photo-new' } as StagedPhoto;
const visible = (id: string): PublicPhoto => ({ photoId: id, imageUrl: `/api/photos/${id}`, thumbnailUrl: `/api/photos/${id}/thumb` });

function deps(near: NearbyOpenTask[], publicIds: string[] = []) {
  const d = {
    tasks: { openTasksNear: vi.fn(async () => near) },
    photos: { publicPhotos: vi.fn(async () => new Map(publicIds.map((id) => [id, visible(id)]))), discard: vi.fn(async () => {}) },
  };
  return d satisfies DuplicateDeps;
}
const fields = (raw: Record<string, string>) => reportFieldsSchema.validateSync({ userId: 'u1', ...raw });
const refusal = async (p: Promise<unknown>) => (await p.then(() => null, (e: HttpError) => e))!;

describe('nearby duplicates (reports)', () => {
  it('asks the tasks module for other people’s open tasks within 15 m and shows only public photos', async () => {
    const d = deps([{ taskId: 't1', distanceM: 5.2, photoId: 'p1' }, { taskId: 't2', distanceM: 9, photoId: 'held' }, { taskId: 't3', distanceM: 12, photoId: null }], ['p1']);
    expect(await duplicateCandidates(d, 'u1', { latitude: 51, longitude: 12 })).toEqual([
      { taskId: 't1', distanceM: 5.2, imageUrl: '/api/photos/p1', thumbnailUrl: '/api/photos/p1/thumb' },
      { taskId: 't2', distanceM: 9, imageUrl: null, thumbnailUrl: null },
      { taskId: 't3', distanceM: 12, imageUrl: null, thumbnailUrl: null },
    ]);
    expect(d.tasks.openTasksNear).toHaveBeenCalledWith({ latitude: 51, longitude: 12, radiusM: 15, limit: 5, notReportedBy: 'u1' });
    expect(d.photos.publicPhotos).toHaveBeenCalledWith(['p1', 'held']);
  });

  it('refuses a GPS report near an open task with 409 POSSIBLE_DUPLICATE before the photo; notDuplicate skips the check', async () => {
    const d = deps([{ taskId: 't1', distanceM: 5, photoId: null }]);
    const err = await refusal(checkBeforePhoto(d, 'u1', fields({ latitude: '51', longitude: '12' })));
    expect(err).toMatchObject({ status: 409, code: 'POSSIBLE_DUPLICATE', details: { candidates: [{ taskId: 't1', distanceM: 5 }] } });
    expect(await checkBeforePhoto(d, 'u1', fields({ latitude: '51', longitude: '12', notDuplicate: 'true' }))).toBe(true);
    expect(d.tasks.openTasksNear).toHaveBeenCalledTimes(1);
    // The browser's EXIF position counts as precise too.
    await expect(checkBeforePhoto(d, 'u1', fields({ exifLatitude: '51', exifLongitude: '12' }))).rejects.toMatchObject({ code: 'POSSIBLE_DUPLICATE' });
  });

  it('does not judge by a typed address or the default point; the photo file’s own position is checked after staging, discarding the photo on a refusal', async () => {
    const d = deps([{ taskId: 't1', distanceM: 3, photoId: null }]);
    expect(await checkBeforePhoto(d, 'u1', fields({ location: 'Marktplatz 1' }))).toBe(false);
    expect(d.tasks.openTasksNear).not.toHaveBeenCalled();
    await checkAfterPhoto(d, 'u1', { latitude: 51, longitude: 12, source: 'address' }, false, staged);
    await checkAfterPhoto(d, 'u1', { latitude: 51, longitude: 12, source: 'gps' }, true, staged);
    expect(d.tasks.openTasksNear).not.toHaveBeenCalled();
    await expect(checkAfterPhoto(d, 'u1', { latitude: 51, longitude: 12, source: 'exif' }, false, staged)).rejects.toMatchObject({ code: 'POSSIBLE_DUPLICATE' });
    expect(d.photos.discard).toHaveBeenCalledWith(staged);
  });
});
