import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { BottomNav } from './BottomNav';
import { navTabsShowing } from './test-nav-tabs';

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

// The app's tabs; the tasks tab's badge shows the given count and dot.
export const NoTasks: Story = { args: { tabs: navTabsShowing({ count: 0, hasNew: false }) } };
export const FiveTasks: Story = { args: { tabs: navTabsShowing({ count: 5, hasNew: false }) }, parameters: { route: '/tasks' } };
export const CappedAt99Plus: Story = { args: { tabs: navTabsShowing({ count: 150, hasNew: false }) } };
export const NewTasks: Story = { args: { tabs: navTabsShowing({ count: 5, hasNew: true }) } };
