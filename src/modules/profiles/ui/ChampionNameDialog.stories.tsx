import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ApiError } from '../../../client/api';
import { sampleRegistered } from '../../../client/session/sample-users';
import type { NameSuggestion } from '../../astro/contract';
import { ChampionNameDialog } from './ChampionNameDialog';

const NAMES: NameSuggestion[] = [
  { name: 'Ember Guardian', origin: 'Old English', meaning: 'Keeper of the flame', elementConnection: 'Fire turns care into action' },
  { name: 'Blaze Warden', origin: 'Norse', meaning: 'Watcher of the fires', elementConnection: 'Leo leads the way' },
  { name: 'Solar Steward', origin: 'Latin', meaning: 'Caretaker of the sun', elementConnection: 'Warmth that helps things grow' },
];
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

const meta: Meta<typeof ChampionNameDialog> = {
  title: 'Profiles/ChampionNameDialog',
  component: ChampionNameDialog,
  parameters: { user: sampleRegistered },
  args: {
    open: true,
    userId: 'u-ada',
    onClose: () => {},
    generate: async () => {
      await wait(300);
      return { suggestions: NAMES, astrologicalProfile: { sign: 'Leo', element: 'Fire' }, generator: 'local' };
    },
    select: async (_id, championName) => {
      await wait(300);
      return { success: true, championName };
    },
  },
  decorators: [
    (Story) => (
      <Box sx={{ minHeight: 640 }}>
        <Story />
      </Box>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof ChampionNameDialog>;

export const ThreeNames: Story = {};
export const Generating: Story = { args: { generate: () => new Promise(() => {}) } };
export const GenerationFailed: Story = {
  args: {
    generate: async () => {
      throw new ApiError(400, 'Bad Request', JSON.stringify({ error: 'Please complete your profile with gender, birth date, and astrological information to generate names.' }));
    },
  },
};
