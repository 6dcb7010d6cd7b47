import type { Knex } from 'knex';
import type { AvailableTasksQuery, NewTaskFromReport, TaskDto, TasksApi } from '../contract';
import type { TaskRow, TasksRepository } from './repository';

export function toTaskDto(r: TaskRow): TaskDto {
  return {
    id: r.id,
    status: r.status,
    acceptedAt: r.accepted_at ? new Date(r.accepted_at).toISOString() : null,
    reward: r.reward,
    createdAt: new Date(r.created_at).toISOString(),
    report: {
      id: r.report_id,
      latitude: r.latitude,
      longitude: r.longitude,
      wasteType: r.waste_type,
      priority: r.priority,
      imageUrl: r.image_url,
      thumbnailUrl: r.thumbnail_url,
      description: r.description,
      location: r.location,
      estimatedEffort: r.estimated_effort,
      reward: r.reward,
      aiAnalysis: r.ai_analysis,
    },
  };
}

export class TasksService implements TasksApi {
  constructor(private readonly repo: TasksRepository) {}

  async createFromReport(input: NewTaskFromReport, trx?: Knex.Transaction): Promise<{ taskId: string }> {
    const row = await this.repo.insert(input, trx);
    return { taskId: row.id };
  }

  async listAvailable(query: AvailableTasksQuery): Promise<TaskDto[]> {
    return (await this.repo.listAvailable(query)).map(toTaskDto);
  }
}
