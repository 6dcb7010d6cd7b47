import type { LitterTagDto } from '../contract';
import type { LitterTagRow } from './models';

export const toTagDto = (r: LitterTagRow): LitterTagDto => ({ category: r.category, item: r.item, material: r.material, brand: r.brand, count: r.count });

/** A tag in the person's data export: what, where, when and on which report or completion. */
export const toTagExport = (r: LitterTagRow) => ({
  ...toTagDto(r),
  taskId: r.task_id,
  reportId: r.report_id,
  completionId: r.completion_id,
  latitude: r.latitude,
  longitude: r.longitude,
  createdAt: new Date(r.created_at).toISOString(),
});
