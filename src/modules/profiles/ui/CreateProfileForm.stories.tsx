import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { sampleGuest } from '../../../client/session/sample-users';
import CreateProfileDialog from './CreateProfileDialog';
import { CreateProfileForm } from './CreateProfileForm';

const TODAY = new Date('2026-05-10T12:00:00Z');
const wait = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

const meta: Meta<typeof CreateProfileForm> = {
  title: 'Profiles/CreateProfileForm',
  component: CreateProfileForm,
  parameters: { user: sampleGuest },
  args: { today: TODAY, onCancel: () => {}, onSubmit: async () => wait(400) },
  decorators: [
    (Story) => (
      <Box sx={{ p: 2, maxWidth: 440 }}>
        <Story />
      </Box>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof CreateProfileForm>;

export const Empty: Story = {};
export const Filled: Story = { args: { initialValues: { firstName: 'Ada', lastName: 'Green', username: 'ada_green', gender: 'Female', dateOfBirth: '2000-08-05' } } };
export const UnderAge: Story = { args: { initialValues: { firstName: 'Sam', username: 'sam', gender: 'Diverse', dateOfBirth: '2014-01-01' } } };
export const UsernameTaken: Story = {
  args: {
    initialValues: { firstName: 'Ada', username: 'ada_green', gender: 'Female', dateOfBirth: '2000-08-05' },
    onSubmit: async () => ({ username: 'This username is already taken. Please choose another one.' }),
  },
  play: async ({ canvasElement }) => {
    await wait(100);
    canvasElement.querySelector<HTMLButtonElement>('button[type="submit"]')?.click();
  },
};

/** The whole dialog as the profile menu opens it (submitting talks to the server). */
export const Dialog: StoryObj<typeof CreateProfileDialog> = {
  render: () => <CreateProfileDialog open onClose={() => {}} today={TODAY} />,
};
