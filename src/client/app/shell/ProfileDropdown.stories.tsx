import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { sampleGuest, sampleRegistered } from '../../session/sample-users';
import { ProfileDropdown } from './ProfileDropdown';
import { HeaderStyles } from './shell-styles';

const meta = {
  title: 'Shell/ProfileDropdown',
  component: ProfileDropdown,
  args: { defaultOpen: true },
  decorators: [
    (Story) => (
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 2, minHeight: 360, bgcolor: 'primary.dark' }}>
        {/* The Header renders the avatar's and the clock's CSS in the app. */}
        <HeaderStyles />
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof ProfileDropdown>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Guest: Story = { parameters: { user: sampleGuest } };
export const Registered: Story = { parameters: { user: sampleRegistered } };
export const Closed: Story = { args: { defaultOpen: false }, parameters: { user: sampleGuest } };
