import { useQuery } from '@tanstack/react-query';
import type { ImpactPeriod } from '../api/use-partner-impact';
import { partnerLitterQuery } from '../api/use-litter-charts';
import { LitterChartsSection } from './LitterChartsSection';

/** Issue 40: the charts of a partner's impact page, for the page's period (the page passes it from its URL). */
export function PartnerLitterCharts({ partnerId, period }: { partnerId: string; period: ImpactPeriod }) {
  const query = useQuery(partnerLitterQuery(partnerId, period));
  return <LitterChartsSection query={query} scope="area" />;
}
