import type { Meta, StoryObj } from '@storybook/react-webpack5';
import Box from '@mui/material/Box';
import { TaskCard } from './TaskCard';
import { sampleTask } from './test-tasks';

const meta = {
  title: 'Tasks/TaskCard',
  component: TaskCard,
  decorators: [(Story) => <Box sx={{ p: 2, maxWidth: 420 }}>{Story()}</Box>],
  args: { task: sampleTask(), onOpen: () => {}, distanceKm: 0.35 },
} satisfies Meta<typeof TaskCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const HighPriorityNoPhoto: Story = {};
export const MediumGeneral: Story = {
  args: { task: sampleTask({ reward: 10, report: { wasteType: 'general', priority: 'medium', location: 'Park bench by the playground', estimatedEffort: 15, reward: 10 } }), distanceKm: 1.4 },
};
export const LowOrganicLongLocation: Story = {
  args: {
    task: sampleTask({ reward: 10, report: { wasteType: 'organic', priority: 'low', location: 'Footpath behind the allotments, next to the old water tower on the hill', estimatedEffort: 10 } }),
    distanceKm: null,
  },
};
export const ActiveInMyTasks: Story = {
  args: { task: sampleTask({ status: 'assigned', verificationStatus: 'needs_review', report: { wasteType: 'electronic' } }), showStatus: true, distanceKm: null },
};
export const HeldInMyTasks: Story = {
  args: { task: sampleTask({ status: 'assigned', heldUntil: new Date(Date.now() + 30 * 3_600_000).toISOString() }), showStatus: true, distanceKm: null },
};
export const HoldEndsSoon: Story = {
  args: { task: sampleTask({ status: 'assigned', heldUntil: new Date(Date.now() + 50 * 60_000).toISOString() }), showStatus: true, distanceKm: null },
};
