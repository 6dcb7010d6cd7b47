import { useQuery } from '@tanstack/react-query';
import { clientConfigQuery } from '../../../client/config-query';
import type { LegalClientConfig } from '../contract';

/**
 * This module's settings from GET /api/config (the key every screen shares; server rendering fills
 * it, so a server-rendered page never fetches it).
 */
export function useLegalConfig() {
  return useQuery({ ...clientConfigQuery<{ legal?: LegalClientConfig }>(), select: (c) => c.legal ?? null });
}
