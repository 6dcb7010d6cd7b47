import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ChartCard } from './ChartCard';
import { LazyRankedBarChart, LazyTimeSeriesChart } from './LazyCharts';

const texts = { showTable: 'Show as table', showChart: 'Show as chart', chartFailed: 'The chart could not be drawn; here is its table.' };
const format = (n: number) => new Intl.NumberFormat('en').format(n);
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
const perMonth = [120, 95, 140, 210, 260, 310];

const meta: Meta<typeof ChartCard> = {
  title: 'UI/ChartCard',
  component: ChartCard,
  args: {
    title: 'Items over time',
    summary: '1,135 items in this period, the most in June (310). Items per month rose from 120 in January to 310 in June.',
    table: { caption: 'Items tagged per month, January to June', headers: ['Month', 'Items'], rows: months.map((m, i) => [m, format(perMonth[i]!)]) },
    texts,
    chart: <LazyTimeSeriesChart labels={months} values={perMonth} valueLabel="Items" format={format} height={240} />,
  },
};
export default meta;
type Story = StoryObj<typeof ChartCard>;

/** A line over time (the chart loads with its own chunk). */
export const TimeSeries: Story = {};

/** Ranked bars, most first. */
export const RankedBars: Story = {
  args: {
    title: 'Top categories',
    summary: 'Most items were smoking (1,020, 43%). Next came food (640, 27%).',
    table: { caption: 'Items per category', headers: ['Category', 'Items'], rows: [['Smoking', '1,020'], ['Food', '640'], ['Soft drinks', '410']] },
    chart: <LazyRankedBarChart labels={['Smoking', 'Food', 'Soft drinks']} values={[1020, 640, 410]} valueLabel="Items" format={format} height={156} />,
    height: 156,
  },
};

/** A chart whose chunk could not load: the card shows the table instead. */
export const ChartFailed: Story = {
  args: {
    chart: (() => {
      function Broken(): never {
        throw new Error('Loading chunk charts failed.');
      }
      return <Broken />;
    })(),
  },
};
