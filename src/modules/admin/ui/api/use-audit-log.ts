import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../../client/endpoint';
import { auditLog } from '../../endpoints';

/** One page of the audit log: `limit` entries older than `before` (the newest without), of one action or all. */
export interface AuditPage {
  limit: number;
  action?: string;
  before?: string;
}

/** GET /api/admin/audit. */
export const auditLogQuery = ({ limit, action, before }: AuditPage) => endpointQuery(auditLog, { query: { limit, action: action || undefined, before } });

/** The admins' audit log page: always fresh; the previous page stays on screen while the next loads. */
export function useAuditLog(page: AuditPage) {
  return useQuery({ ...auditLogQuery(page), staleTime: 0, placeholderData: keepPreviousData });
}
