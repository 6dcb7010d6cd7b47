import { useQuery } from '@tanstack/react-query';
import type { ImpactPeriod } from '../api/use-partner-impact';
import { partnerLitterQuery } from '../api/use-litter-charts';
import { partnerSurveysQuery } from '../api/use-survey-charts';
import { LitterChartsSection } from './LitterChartsSection';
import { SurveyChartsSection } from './SurveyChartsSection';

/** Issue 40: the charts of a partner's impact page (litter, then surveys), for the page's period (the page passes it from its URL). */
export function PartnerLitterCharts({ partnerId, period }: { partnerId: string; period: ImpactPeriod }) {
  const query = useQuery(partnerLitterQuery(partnerId, period));
  const surveys = useQuery(partnerSurveysQuery(partnerId, period));
  return (
    <>
      <LitterChartsSection query={query} scope="area" />
      <SurveyChartsSection query={surveys} scope="area" />
    </>
  );
}
