import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { sampleRegistered } from '../../../client/session/sample-users';
import { WithMyTasks } from './story-support';
import { TaskDetailSheet } from './TaskDetailSheet';
import { sampleTask } from './test-tasks';

const analysed = sampleTask({
  report: { aiAnalysis: { items: ['bottle', 'bag', 'can', 'cup'], toolsNeeded: ['gloves', 'litter picker'], hazardous: false, confidence: 0.87 } },
});
const mine = sampleTask({
  id: '00000000-0000-4000-8000-000000000002', status: 'assigned', acceptedAt: '2026-11-20T11:00:00.000Z', heldUntil: new Date(Date.now() + 30 * 3_600_000).toISOString(),
});
const endingSoon = { ...mine, heldUntil: new Date(Date.now() + 50 * 60_000).toISOString() };

const meta = {
  title: 'Tasks/TaskDetailSheet',
  component: TaskDetailSheet,
  parameters: { user: sampleRegistered },
  args: { task: analysed, onClose: () => {} },
} satisfies Meta<typeof TaskDetailSheet>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Available: Story = {};
export const NotAvailable: Story = { args: { task: { ...analysed, status: 'assigned' } } };
export const Hazardous: Story = {
  args: {
    task: sampleTask({
      report: { wasteType: 'hazardous', priority: 'high', aiAnalysis: { items: ['paint can'], toolsNeeded: ['gloves', 'sealed bag'], hazardous: true, confidence: 0.64 } },
    }),
  },
};
/** Issue 24: the AI called it hazardous and the reporter named sharps: offered to the city, no Accept. */
export const NotForVolunteers: Story = {
  args: {
    task: sampleTask({
      forVolunteers: false,
      report: {
        size: 'wheelbarrow',
        hazards: ['glass', 'sharps'],
        aiAnalysis: { items: ['syringes', 'broken bottles'], toolsNeeded: ['sharps container', 'puncture-proof gloves'], hazardous: true, confidence: 0.82 },
      },
    }),
  },
};
export const MyActiveTask: Story = {
  args: { task: mine },
  decorators: [(Story) => <WithMyTasks userId={sampleRegistered.userId} tasks={[mine]}>{Story()}</WithMyTasks>],
};
export const MyTaskHoldEndsSoon: Story = {
  args: { task: endingSoon },
  decorators: [(Story) => <WithMyTasks userId={sampleRegistered.userId} tasks={[endingSoon]}>{Story()}</WithMyTasks>],
};
export const MyTaskPendingReview: Story = {
  args: { task: { ...mine, verificationStatus: 'needs_review', heldUntil: null } },
  decorators: [
    (Story) => (
      <WithMyTasks userId={sampleRegistered.userId} tasks={[{ ...mine, verificationStatus: 'needs_review', heldUntil: null }]}>
        {Story()}
      </WithMyTasks>
    ),
  ],
};
