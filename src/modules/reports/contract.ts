/** reports module: trash reports. The ONLY file other modules import (plus schemas.ts). */
import type { TaskDto, WasteType } from '../tasks/contract';

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

/**
 * A report as anyone may see it (Open311 GeoReport v2 service requests, the open311 module): where and
 * what, never who. The description is what the reporter typed.
 */
export interface PublicReportDto {
  id: string;
  latitude: number;
  longitude: number;
  /** 'default': the reporter gave no coordinates and the default map point stands in for them. */
  positionSource: 'gps' | 'default';
  /** The address or place the reporter typed. */
  location: string | null;
  description: string;
  photoId: string;
  createdAt: string;
}

/**
 * A report a registered partner's system sends (Open311 POST requests): the partner is its author,
 * no person (the row's user_id stays null), so nobody earns points for it and no reports.created
 * event (a person's report) is emitted.
 */
export interface PartnerReportInput {
  partnerId: string;
  latitude: number;
  longitude: number;
  /** The address the partner's system sent, kept as the report's typed location. */
  location: string | null;
  wasteType: WasteType;
  description: string | null;
}

export interface PartnerReportCreated {
  reportId: string;
  taskId: string;
  photo: CreateReportResponse['photo'];
}

export interface ReportsApi {
  countByUser(userId: string): Promise<number>;
  /** These reports as anyone may see them (unknown ids are left out), in one query. */
  publicReports(ids: readonly string[]): Promise<PublicReportDto[]>;
  /**
   * A partner's report with its photo (through the photo pipeline, owned by nobody) and its task, in
   * one transaction, as POST /api/reports makes a person's.
   */
  createForPartner(input: PartnerReportInput, image: Buffer): Promise<PartnerReportCreated>;
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
