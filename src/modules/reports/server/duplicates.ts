import { conflict } from '../../../server/http/errors';
import { DUPLICATE_CANDIDATES_MAX, DUPLICATE_RADIUS_M } from '../../../shared/constants';
import type { PhotosApi, StagedPhoto } from '../../photos/contract';
import type { TasksApi } from '../../tasks/contract';
import { POSSIBLE_DUPLICATE, type DuplicateCandidate, type PossibleDuplicateDetails } from '../contract';
import type { ReportFields } from '../schemas';
import { placeReport, type ReportPosition } from './position';

export const POSSIBLE_DUPLICATE_MESSAGE = 'Someone already reported a spot within 15 m of this one. Is this the same spot?';

export interface DuplicateDeps {
  tasks: Pick<TasksApi, 'openTasksNear'>;
  photos: Pick<PhotosApi, 'publicPhotos' | 'discard'>;
}

/** Positions precise enough to judge a duplicate by: a GPS fix or a photo's EXIF position (a geocoded address or the default point is not). */
const precise = (at: ReportPosition) => at.source === 'gps' || at.source === 'exif';

/**
 * Open tasks of other people within DUPLICATE_RADIUS_M of the position, nearest first, each with its
 * photo only while that photo is public (a held, hidden or deleted one shows as null). The reporter's
 * own tasks are not offered: they cannot confirm them.
 */
export async function duplicateCandidates(d: DuplicateDeps, userId: string, at: Pick<ReportPosition, 'latitude' | 'longitude'>): Promise<DuplicateCandidate[]> {
  const near = await d.tasks.openTasksNear({ latitude: at.latitude, longitude: at.longitude, radiusM: DUPLICATE_RADIUS_M, limit: DUPLICATE_CANDIDATES_MAX, notReportedBy: userId });
  if (near.length === 0) return [];
  const visible = await d.photos.publicPhotos(near.flatMap((n) => (n.photoId ? [n.photoId] : [])));
  return near.map((n) => {
    const photo = n.photoId ? visible.get(n.photoId) : undefined;
    return { taskId: n.taskId, distanceM: n.distanceM, imageUrl: photo?.imageUrl ?? null, thumbnailUrl: photo?.thumbnailUrl ?? null };
  });
}

async function refuseNear(d: DuplicateDeps, userId: string, at: ReportPosition): Promise<void> {
  const candidates = await duplicateCandidates(d, userId, at);
  if (candidates.length > 0) throw conflict(POSSIBLE_DUPLICATE, POSSIBLE_DUPLICATE_MESSAGE, { candidates } satisfies PossibleDuplicateDetails);
}

/**
 * Issue 23, before any photo work: a report placed by GPS or by the EXIF position the browser read is
 * refused with 409 POSSIBLE_DUPLICATE when an open task is near, unless the form says `notDuplicate`.
 * Returns whether the report was checked.
 */
export async function checkBeforePhoto(d: DuplicateDeps, userId: string, fields: ReportFields): Promise<boolean> {
  if (fields.notDuplicate) return true;
  const at = await placeReport(fields, null, undefined, '');
  if (!precise(at)) return false;
  await refuseNear(d, userId, at);
  return true;
}

/**
 * After the photo was staged: a report the first check could not place (no GPS, no EXIF position from
 * the browser) that the photo file's own EXIF position placed is checked now; on a refusal the staged
 * photo is discarded.
 */
export async function checkAfterPhoto(d: DuplicateDeps, userId: string, at: ReportPosition, checked: boolean, photo: StagedPhoto): Promise<void> {
  if (checked || !precise(at)) return;
  try {
    await refuseNear(d, userId, at);
  } catch (err) {
    await d.photos.discard(photo);
    throw err;
  }
}
