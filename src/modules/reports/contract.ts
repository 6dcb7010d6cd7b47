/** reports module: trash reports. The ONLY file other modules import (plus schemas.ts). */
import type { TaskDto } from '../tasks/contract';

export const REPORTS_API = Symbol.for('reports.api');

export interface ReportDto {
  id: string;
  userId: string;
  latitude: number;
  longitude: number;
  /** 'gps' when the reporter sent coordinates, 'default' when the default map point was used. */
  positionSource: 'gps' | 'default';
  location: string | null;
  wasteType: string;
  priority: string;
  estimatedEffort: number;
  reward: number;
  description: string;
  imageUrl: string;
  thumbnailUrl: string;
  createdAt: string;
}

/** POST /api/reports response (201). */
export interface CreateReportResponse {
  report: ReportDto;
  task: Pick<TaskDto, 'id' | 'status' | 'reward'>;
  photo: { status: 'clear' | 'held' | 'unscreened'; message: string | null };
}

export interface ReportsApi {
  countByUser(userId: string): Promise<number>;
}

/** Events the reports module emits (after its transaction commits). */
export const ReportEvents = { created: 'reports.created' } as const;

export interface ReportCreated {
  reportId: string;
  userId: string;
  taskId: string;
  createdAt: string;
}

declare module '../../server/events' {
  interface EventMap {
    'reports.created': ReportCreated;
  }
}
