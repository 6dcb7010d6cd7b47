import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../client/api';
import type {
  CategoriesResponse,
  ConsentCategoryId,
  ConsentSource,
  ProofResponse,
  RecordResponse,
  ReportResponse,
  StatusResponse,
} from '../contract';
import type { OptionalChoices } from './consent-slice';

/** react-query keys of the consent calls (spec 7). Every key starts with CONSENT_KEY_ROOT. */
export const CONSENT_KEY_ROOT = '/api/security/consent';

export const consentStatusQuery = (userId: string) =>
  queryOptions<StatusResponse>({ queryKey: [`${CONSENT_KEY_ROOT}/status`, userId] });

export const consentCategoriesQuery = () => queryOptions<CategoriesResponse>({ queryKey: [`${CONSENT_KEY_ROOT}/categories`] });

export const consentProofQuery = (userId: string) => queryOptions<ProofResponse>({ queryKey: [`${CONSENT_KEY_ROOT}/proof`, userId] });

export const transparencyReportQuery = (userId: string) =>
  queryOptions<ReportResponse>({
    queryKey: [`${CONSENT_KEY_ROOT}/transparency/report`, { userId }],
    queryFn: async ({ signal }) => {
      const res = await apiRequest('GET', `${CONSENT_KEY_ROOT}/transparency/report?userId=${encodeURIComponent(userId)}`, undefined, { signal });
      return (await res.json()) as ReportResponse;
    },
  });

/** Refetches every consent query (after a decision). */
export function invalidateConsentQueries(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ predicate: (q) => typeof q.queryKey[0] === 'string' && q.queryKey[0].startsWith(CONSENT_KEY_ROOT) });
}

/** POST /api/security/consent/record with a decision for every category. */
export async function recordConsent(userId: string, choices: OptionalChoices, source: ConsentSource): Promise<RecordResponse> {
  const res = await apiRequest('POST', `${CONSENT_KEY_ROOT}/record`, {
    userId,
    consentCategories: [
      { categoryId: 'essential', consented: true },
      { categoryId: 'analytics', consented: choices.analytics },
      { categoryId: 'performance', consented: choices.performance },
    ],
    source,
  });
  return (await res.json()) as RecordResponse;
}

/** POST /api/security/consent/withdraw */
export async function withdrawConsent(userId: string, categoryIds: ConsentCategoryId[], source: ConsentSource = 'preferences'): Promise<RecordResponse> {
  const res = await apiRequest('POST', `${CONSENT_KEY_ROOT}/withdraw`, { userId, categoryIds, source });
  return (await res.json()) as RecordResponse;
}
