import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../../client/endpoint';
import { toLanguage, type Texts } from '../../../../shared/language';
import type { LitterUsageDto, TaxonomyDto } from '../../contract';
import { litterTaxonomy, litterUsage } from '../../endpoints';

/** The taxonomy (both languages' labels; most tagged items first). Changes rarely: kept for 10 minutes. */
export const taxonomyQuery = () => queryOptions<TaxonomyDto>({ ...endpointQuery(litterTaxonomy), staleTime: 10 * 60_000 });

export function useTaxonomy() {
  return useQuery(taxonomyQuery());
}

/** The person's most tagged items (the quick picks' order); a failure only loses that order. */
export const usageQuery = () => queryOptions<LitterUsageDto>({ ...endpointQuery(litterUsage), staleTime: 60_000, retry: false });

export function useUsage(enabled: boolean) {
  return useQuery({ ...usageQuery(), enabled });
}

/** An item's or category's label in the language shown (the taxonomy carries every offered language). */
export function labelIn(entry: { label: string; labels: Texts } | undefined, lang: string, fallback: string): string {
  if (!entry) return fallback;
  return entry.labels[toLanguage(lang) ?? 'en'];
}
