import { Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router-dom';
import type { QueryLike } from '../../../ui/QueryState';
import { ApiError } from '../../../client/api';
import { useModuleSlot } from '../../../client/module-slots';
import type { PartnerImpactDto } from '../contract';
import { partnerImpactQuery, type ImpactPeriod } from './api/use-partner-impact';
import { PartnerLitterCharts } from './charts/PartnerLitterCharts';
import { ImpactView } from './ImpactView';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** What a link that cannot name a partner shows: the page's 'no such partner' (as the server's 404). */
const NO_PARTNER: QueryLike<PartnerImpactDto> = {
  isPending: false,
  isError: true,
  error: new ApiError(404, 'Not Found', '{"error":"No such partner.","code":"PARTNER_NOT_FOUND"}'),
  data: undefined,
  refetch: () => undefined,
};

/**
 * /partners/{id}/impact (public, linkable: the partner links it from their site): the partner's figures
 * for a period, which the page keeps in the URL (`?since=YYYY-MM-DD&until=YYYY-MM-DD`) so a link can name
 * one. Without them, the last 12 months. Issue 42: the spots the partner adopted follow the charts
 * (the adoptions module's `partnerImpactSpots` slot, when it is loaded).
 */
export default function PartnerImpactPage() {
  const { id = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const period: ImpactPeriod = {
    since: DAY.test(search.get('since') ?? '') ? search.get('since')! : undefined,
    until: DAY.test(search.get('until') ?? '') ? search.get('until')! : undefined,
  };
  const valid = UUID.test(id);
  const query = useQuery({ ...partnerImpactQuery(id, period), enabled: valid });
  const Spots = useModuleSlot('partnerImpactSpots');
  function onPeriodChange(next: ImpactPeriod) {
    const params = new URLSearchParams();
    if (next.since) params.set('since', next.since);
    if (next.until) params.set('until', next.until);
    setSearch(params, { replace: true });
  }
  return (
    <ImpactView
      query={valid ? query : NO_PARTNER}
      period={period}
      onPeriodChange={onPeriodChange}
      charts={
        valid ? (
          <>
            <PartnerLitterCharts partnerId={id} period={period} />
            {Spots && (
              <Suspense fallback={null}>
                <Spots partnerId={id} />
              </Suspense>
            )}
          </>
        ) : null
      }
    />
  );
}
