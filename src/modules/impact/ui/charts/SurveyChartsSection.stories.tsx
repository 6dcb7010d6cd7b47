import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ApiError } from '../../../../client/api';
import type { QueryLike } from '../../../../ui/QueryState';
import type { SurveyChartsDto } from '../../contract';
import { sampleSurveyCharts } from './fixtures';
import { SurveyChartsSection } from './SurveyChartsSection';

/** The query states the survey charts show, without a server. */
const loaded = (data: SurveyChartsDto): QueryLike<SurveyChartsDto> => ({ isPending: false, isError: false, error: null, data, refetch: () => undefined });

const meta: Meta<typeof SurveyChartsSection> = {
  title: 'Impact/SurveyCharts',
  component: SurveyChartsSection,
  args: { scope: 'area' },
};
export default meta;
type Story = StoryObj<typeof SurveyChartsSection>;

/** A year of monitoring in a partner's area: surveys per month, pieces per 100 m with gaps where no transect was walked. */
export const Loaded: Story = { args: { query: loaded(sampleSurveyCharts()) } };

/** On a person's own profile, with a survey waiting for its confirmation. */
export const OwnProfile: Story = { args: { scope: 'me', query: loaded(sampleSurveyCharts({ pending: 2 })) } };

/** Only area surveys: no figure per 100 m. */
export const AreasOnly: Story = {
  args: { query: loaded(sampleSurveyCharts({ transects: 0, areas: 14, itemsPer100m: null, series: sampleSurveyCharts().series.map((p) => ({ ...p, itemsPer100m: null })) })) },
};

export const NoSurveys: Story = { args: { query: loaded(sampleSurveyCharts({ surveys: 0, transects: 0, areas: 0, empty: 0, itemsPer100m: null, series: sampleSurveyCharts().series.map((p) => ({ ...p, surveys: 0, itemsPer100m: null })) })) } };

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
