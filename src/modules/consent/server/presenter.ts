import type { ConsentHistoryEntryDto } from '../contract';
import type { ConsentRow } from './models';

const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

/** A consent record as the history, the proof and the data export show it. */
export function toEntry(r: ConsentRow): ConsentHistoryEntryDto {
  const timestamp = new Date(r.created_at).toISOString();
  return {
    consentId: r.id,
    timestamp,
    consentVersion: r.policy_version,
    ipAddress: r.ip_truncated,
    userAgentHash: r.user_agent_hash,
    source: r.source,
    action: r.action,
    withdrawalDate: r.action === 'withdraw' ? timestamp : null,
    withdrawnCategories: json(r.withdrawn_categories),
    granularConsents: json(r.decisions),
  };
}
