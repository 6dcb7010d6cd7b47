import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { BottomNav } from './BottomNav';

const meta = {
  title: 'Shell/BottomNav',
  component: BottomNav,
  parameters: { route: '/map' },
  decorators: [
    (Story) => (
      <Box sx={{ minHeight: 160 }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof BottomNav>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoTasks: Story = { args: { taskCount: 0 } };
export const FiveTasks: Story = { args: { taskCount: 5 }, parameters: { route: '/tasks' } };
export const CappedAt99Plus: Story = { args: { taskCount: 150 } };
export const NewTasks: Story = { args: { taskCount: 5, hasNewTasks: true } };
