import type { TasksApi } from '../../tasks/contract';
import { EVENT_NEARBY_TASKS_MAX, EVENT_NEARBY_TASKS_RADIUS_M, type EventDetailDto } from '../contract';
import type { EventRow } from './models';
import { distanceM } from './rules';

/** The available tasks within 1 km of an event's meeting point, nearest first (none without the tasks module). */
export async function nearbyTasks(tasks: Pick<TasksApi, 'listAvailable'> | null | undefined, e: EventRow): Promise<EventDetailDto['nearbyTasks']> {
  if (!tasks) return [];
  const at = { latitude: Number(e.latitude), longitude: Number(e.longitude) };
  const found = await tasks.listAvailable({ lat: at.latitude, lon: at.longitude, radiusKm: EVENT_NEARBY_TASKS_RADIUS_M / 1000, limit: EVENT_NEARBY_TASKS_MAX });
  return found
    .map((t) => ({
      id: t.id,
      latitude: t.report.latitude,
      longitude: t.report.longitude,
      wasteType: t.report.wasteType,
      priority: t.report.priority,
      description: t.report.description,
      distanceM: distanceM(at, t.report),
    }))
    .filter((t) => t.distanceM <= EVENT_NEARBY_TASKS_RADIUS_M)
    .sort((a, b) => a.distanceM - b.distanceM)
    .slice(0, EVENT_NEARBY_TASKS_MAX);
}
