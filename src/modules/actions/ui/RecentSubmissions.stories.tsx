import type { Meta, StoryObj } from '@storybook/react-webpack5';
import type { SubmissionDto } from '../contract';
import { RecentSubmissions } from './RecentSubmissions';

const item = (i: number, patch: Partial<SubmissionDto>): SubmissionDto => ({
  id: `s${i}`,
  title: `Cleanup ${i}`,
  description: null,
  quantity: 2.5,
  unit: 'kg',
  taskType: 'beach_cleanup',
  taskSubtype: null,
  status: 'approved',
  actualXP: 28,
  actualCoins: 2,
  potentialXP: 28,
  potentialCoins: 2,
  estimatedImpact: 0,
  riskScore: 0.19,
  flags: [],
  location: null,
  latitude: null,
  longitude: null,
  submissionTimestamp: '2026-11-22T10:00:00.000Z',
  actualTimestamp: null,
  createdAt: '2026-11-22T10:00:00.000Z',
  ...patch,
});

const meta: Meta<typeof RecentSubmissions> = {
  title: 'Actions/RecentSubmissions',
  component: RecentSubmissions,
  decorators: [(Story) => <div style={{ maxWidth: 480, padding: 16 }}>{Story()}</div>],
};
export default meta;
type Story = StoryObj<typeof RecentSubmissions>;

/** Six submissions: only the first 5 show; approved green, rejected red, pending yellow. */
export const Mixed: Story = {
  args: {
    submissions: [
      item(1, { title: 'Beach cleanup at Santa Monica', quantity: 4.5 }),
      item(2, { title: 'Planted oaks in the park', taskType: 'tree_planting', unit: 'trees', quantity: 3, actualXP: 410 }),
      item(3, { title: 'Huge haul', quantity: 400, status: 'pending', actualXP: null }),
      item(4, { title: 'Rode to work', taskType: 'cycling', unit: 'km', quantity: 12.4, status: 'rejected', actualXP: null }),
      item(5, { title: 'Sorted the recycling', taskType: 'recycling', quantity: 10, actualXP: 79 }),
      item(6, { title: 'Not shown (sixth)' }),
    ],
  },
};

export const Empty: Story = { args: { submissions: [] } };
export const Loading: Story = { args: { submissions: undefined, loading: true } };
export const LoadError: Story = { args: { submissions: undefined, error: true } };
export const German: Story = { ...Mixed, globals: { locale: 'de' } };
