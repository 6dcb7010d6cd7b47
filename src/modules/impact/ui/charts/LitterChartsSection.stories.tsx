import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ApiError } from '../../../../client/api';
import type { QueryLike } from '../../../../ui/QueryState';
import type { LitterChartsDto } from '../../contract';
import { emptyCharts, sampleCharts } from './fixtures';
import { LitterChartsSection } from './LitterChartsSection';

/** The query states the charts show, without a server (category names fall back to their ids without the taxonomy). */
const loaded = (data: LitterChartsDto): QueryLike<LitterChartsDto> => ({ isPending: false, isError: false, error: null, data, refetch: () => undefined });

const meta: Meta<typeof LitterChartsSection> = {
  title: 'Impact/LitterCharts',
  component: LitterChartsSection,
  args: { scope: 'area' },
};
export default meta;
type Story = StoryObj<typeof LitterChartsSection>;

/** A year of tagging in a partner's area: per month, by category, by brand. */
export const Loaded: Story = { args: { query: loaded(sampleCharts()) } };

/** A short period: weeks, and tags without any brand. */
export const WeeksWithoutBrands: Story = {
  args: {
    query: loaded(
      sampleCharts({
        period: { firstDay: '2027-04-01', lastDay: '2027-04-30' },
        bucket: 'week',
        series: [
          { start: '2027-03-29', count: 12 },
          { start: '2027-04-05', count: 30 },
          { start: '2027-04-12', count: 0 },
          { start: '2027-04-19', count: 41 },
          { start: '2027-04-26', count: 17 },
        ],
        categories: [
          { category: 'smoking', count: 70 },
          { category: 'food', count: 30 },
        ],
        brands: [],
        total: 100,
      }),
    ),
  },
};

/** On a person's own profile. */
export const OwnProfile: Story = { args: { scope: 'me', query: loaded(sampleCharts()) } };

export const NothingRecorded: Story = { args: { query: loaded(emptyCharts()) } };

export const Loading: Story = { args: { query: { isPending: true, isError: false, error: null, data: undefined, refetch: () => undefined } } };

export const LoadFailed: Story = {
  args: {
    query: {
      isPending: false,
      isError: true,
      error: new ApiError(503, 'Service Unavailable', '{"error":"The database is not available right now.","code":"DATABASE_UNAVAILABLE"}'),
      data: undefined,
      refetch: () => undefined,
    },
  },
};
