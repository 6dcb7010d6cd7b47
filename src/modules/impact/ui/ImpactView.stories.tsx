import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ApiError } from '../../../client/api';
import type { QueryLike } from '../../../ui/QueryState';
import type { PartnerImpactDto } from '../contract';
import type { ImpactPeriod } from './api/use-partner-impact';
import { emptyImpact, sampleImpact } from './fixtures';
import { ImpactView } from './ImpactView';

/** The query states the page shows, without a server. */
const loaded = (data: PartnerImpactDto): QueryLike<PartnerImpactDto> => ({ isPending: false, isError: false, error: null, data, refetch: () => undefined });
const pending: QueryLike<PartnerImpactDto> = { isPending: true, isError: false, error: null, data: undefined, refetch: () => undefined };
const failed = (error: Error): QueryLike<PartnerImpactDto> => ({ isPending: false, isError: true, error, data: undefined, refetch: () => undefined });

/** The view with its period form working (the page keeps the period in the URL). */
function WithPeriod({ query }: { query: QueryLike<PartnerImpactDto> }) {
  const [period, setPeriod] = useState<ImpactPeriod>({});
  return <ImpactView query={query} period={period} onPeriodChange={setPeriod} />;
}

const meta: Meta<typeof WithPeriod> = {
  title: 'Impact/PartnerImpactPage',
  component: WithPeriod,
  parameters: { route: '/partners/11111111-2222-4333-8444-555555555555/impact' },
};
export default meta;
type Story = StoryObj<typeof WithPeriod>;

/** A year of activity: figures, two before/after pairs, two hotspots, the CSV download. */
export const Loaded: Story = { args: { query: loaded(sampleImpact()) } };

/** A partner registered before anything happened in its area. */
export const NoDataYet: Story = { args: { query: loaded(emptyImpact()) } };

export const Loading: Story = { args: { query: pending } };

export const LoadFailed: Story = { args: { query: failed(new ApiError(503, 'Service Unavailable', '{"error":"The database is not available right now.","code":"DATABASE_UNAVAILABLE"}')) } };

/** A mistyped link, or a partner an admin removed. */
export const NoSuchPartner: Story = { args: { query: failed(new ApiError(404, 'Not Found', '{"error":"No such partner.","code":"PARTNER_NOT_FOUND"}')) } };
