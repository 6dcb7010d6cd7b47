import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { DuplicateQuestion } from './DuplicateQuestion';

/** A small picture of the spot as a data URL, so the story needs no server. */
const spotPhoto =
  'data:image/svg+xml,' +
  encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="120" height="90"><rect width="120" height="90" fill="#6b8f71"/><rect x="48" y="30" width="24" height="36" fill="#c62828"/></svg>');

const meta = {
  title: 'Reports/DuplicateQuestion',
  component: DuplicateQuestion,
  args: {
    open: true,
    candidates: [{ taskId: 'task-1', distanceM: 5.6, imageUrl: spotPhoto, thumbnailUrl: spotPhoto }],
    busy: false,
    onSame: () => {},
    onDifferent: () => {},
    onCancel: () => {},
  },
} satisfies Meta<typeof DuplicateQuestion>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OneSpot: Story = {};
export const SeveralSpots: Story = {
  args: {
    candidates: [
      { taskId: 'task-1', distanceM: 3.2, imageUrl: spotPhoto, thumbnailUrl: spotPhoto },
      // A photo held for review is not shown.
      { taskId: 'task-2', distanceM: 12.8, imageUrl: null, thumbnailUrl: null },
    ],
  },
};
export const AddingThePhoto: Story = { args: { busy: true } };
