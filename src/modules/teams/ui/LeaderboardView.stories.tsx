import type { Meta, StoryObj } from '@storybook/react-webpack5';
import type { QueryLike } from '../../../ui/QueryState';
import type { LeaderboardAnswer } from '../../gamification/contract';
import { LeaderboardView } from './LeaderboardView';
import { peopleBoard, teamBoard } from './test-leaderboards';

const query = (patch: Partial<QueryLike<LeaderboardAnswer>>): QueryLike<LeaderboardAnswer> => ({
  isPending: false,
  isError: false,
  error: null,
  data: undefined,
  refetch: () => {},
  ...patch,
});

const meta: Meta<typeof LeaderboardView> = {
  title: 'Teams/LeaderboardView',
  component: LeaderboardView,
  args: { scope: 'people', window: 'all', onScopeChange: () => {}, onWindowChange: () => {}, isGuest: false },
};
export default meta;
type Story = StoryObj<typeof LeaderboardView>;

/** People by XP, the caller's row marked 'You'. */
export const People: Story = { args: { query: query({ data: peopleBoard() }) } };
/** Teams by their members' XP, the caller's team marked 'Your team'. */
export const Teams: Story = { args: { scope: 'teams', query: query({ data: teamBoard() }) } };
/** The caller's team is below the top 50: its place under the list. */
export const TeamOutsideTop: Story = { args: { scope: 'teams', window: 'week', query: query({ data: teamBoard({ window: 'week', me: { rank: 58, id: 't-9', name: 'Far Away', xp: 12, members: 2 } }) }) } };
export const NoTeamsYet: Story = { args: { scope: 'teams', query: query({ data: teamBoard({ entries: [], me: null }) }) } };
export const Loading: Story = { args: { query: query({ isPending: true }) } };
export const LoadError: Story = { args: { query: query({ isError: true, error: new Error('503: Database unavailable') }) } };
export const German: Story = { ...Teams, globals: { locale: 'de' } };
