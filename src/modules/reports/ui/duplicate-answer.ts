import { ApiError } from '../../../client/api';
import { POSSIBLE_DUPLICATE, type DuplicateCandidate } from '../contract';

const isCandidate = (c: unknown): c is DuplicateCandidate =>
  typeof c === 'object' && c !== null && typeof (c as DuplicateCandidate).taskId === 'string' && typeof (c as DuplicateCandidate).distanceM === 'number';

/**
 * The candidates of a 409 POSSIBLE_DUPLICATE answer to POST /api/reports (issue 23), nearest first;
 * null for any other failure. The offline queue asks the same question with them.
 */
export function duplicateCandidates(err: unknown): DuplicateCandidate[] | null {
  if (!(err instanceof ApiError) || err.status !== 409) return null;
  try {
    const body = JSON.parse(err.body) as { code?: unknown; details?: { candidates?: unknown } };
    if (body?.code !== POSSIBLE_DUPLICATE || !Array.isArray(body.details?.candidates)) return null;
    const candidates = body.details.candidates.filter(isCandidate).map((c) => ({ ...c, imageUrl: c.imageUrl ?? null, thumbnailUrl: c.thumbnailUrl ?? null }));
    return candidates.length > 0 ? candidates : null;
  } catch {
    return null;
  }
}
