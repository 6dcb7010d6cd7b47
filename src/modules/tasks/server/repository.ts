import type { Knex } from 'knex';
import type { AiAnalysis, AvailableTasksQuery, NewTaskFromReport, Priority, TaskStatus, WasteType } from '../contract';

export interface TaskRow {
  id: string;
  report_id: string | null;
  reporter_id: string | null;
  status: TaskStatus;
  reward: number;
  assignee_id: string | null;
  accepted_at: Date | null;
  completed_at: Date | null;
  latitude: number;
  longitude: number;
  waste_type: WasteType;
  priority: Priority;
  image_url: string | null;
  thumbnail_url: string | null;
  description: string;
  location: string | null;
  estimated_effort: number;
  ai_analysis: AiAnalysis | null;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = [
  'id', 'report_id', 'status', 'reward', 'accepted_at', 'latitude', 'longitude', 'waste_type', 'priority',
  'image_url', 'thumbnail_url', 'description', 'location', 'estimated_effort', 'ai_analysis', 'created_at',
];

export const DEFAULT_LIST_LIMIT = 500;

/** The tasks table. knex only; no rules here. */
export class TasksRepository {
  constructor(private readonly db: Knex) {}

  async insert(input: NewTaskFromReport, trx?: Knex.Transaction): Promise<TaskRow> {
    const [row] = await (trx ?? this.db)('tasks')
      .insert({
        report_id: input.reportId,
        reporter_id: input.reporterId,
        status: 'available',
        reward: input.reward,
        latitude: input.latitude,
        longitude: input.longitude,
        waste_type: input.wasteType,
        priority: input.priority,
        image_url: input.imageUrl,
        thumbnail_url: input.thumbnailUrl,
        description: input.description,
        location: input.location,
        estimated_effort: input.estimatedEffort,
        ai_analysis: input.aiAnalysis ? JSON.stringify(input.aiAnalysis) : null,
      })
      .returning('*');
    return row as TaskRow;
  }

  /** Available tasks: near a point (GiST earth index), in a box (b-tree), or newest first. */
  async listAvailable(q: AvailableTasksQuery): Promise<TaskRow[]> {
    const limit = q.limit ?? DEFAULT_LIST_LIMIT;
    const query = this.db('tasks').select(COLUMNS).where('status', 'available').limit(limit);
    if (q.lat !== undefined && q.lon !== undefined) {
      const radiusM = (q.radiusKm ?? 1) * 1000;
      query
        .whereRaw('earth_box(ll_to_earth(?, ?), ?) @> ll_to_earth(latitude, longitude)', [q.lat, q.lon, radiusM])
        .whereRaw('earth_distance(ll_to_earth(?, ?), ll_to_earth(latitude, longitude)) <= ?', [q.lat, q.lon, radiusM])
        .orderByRaw('earth_distance(ll_to_earth(?, ?), ll_to_earth(latitude, longitude))', [q.lat, q.lon]);
    } else if (q.minLat !== undefined) {
      query.whereBetween('latitude', [q.minLat, q.maxLat!]).whereBetween('longitude', [q.minLon!, q.maxLon!]).orderBy('created_at', 'desc');
    } else {
      query.orderBy('created_at', 'desc');
    }
    return (await query) as TaskRow[];
  }
}
