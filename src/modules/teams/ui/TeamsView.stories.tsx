import type { Meta, StoryObj } from '@storybook/react-webpack5';
import type { QueryLike } from '../../../ui/QueryState';
import type { MyTeamsDto } from '../contract';
import { myTeam } from './test-leaderboards';
import { TeamsView } from './TeamsView';

const query = (patch: Partial<QueryLike<MyTeamsDto>>): QueryLike<MyTeamsDto> => ({
  isPending: false,
  isError: false,
  error: null,
  data: undefined,
  refetch: () => {},
  ...patch,
});

const meta: Meta<typeof TeamsView> = {
  title: 'Teams/TeamsView',
  component: TeamsView,
  args: {
    isGuest: false,
    origin: 'https://cleanquest.example',
    onCreate: async (v) => ({ id: 't-new', name: v.name, inviteCode: 'K7QX2MPA' }),
    onJoin: async () => ({ id: 't-1', name: 'River Rangers' }),
    onLeave: () => {},
    onNewCode: () => {},
    onCopy: () => {},
  },
};
export default meta;
type Story = StoryObj<typeof TeamsView>;

/** Two teams: one the caller owns (new code, leave), one they joined. */
export const MyTeams: Story = {
  args: { query: query({ data: { teams: [myTeam(), myTeam({ id: 't-2', name: 'Office Pickers', kind: 'company', role: 'member', members: 12, inviteCode: 'ZX9CV8BN' })] } }) },
};
/** Opened from a share link: the join form has the code. */
export const FromShareLink: Story = { args: { query: query({ data: { teams: [] } }), initialCode: 'K7QX2MPA' } };
export const Guest: Story = { args: { isGuest: true, query: query({}) } };
export const Loading: Story = { args: { query: query({ isPending: true }) } };
export const LoadError: Story = { args: { query: query({ isError: true, error: new Error('503: Database unavailable') }) } };
export const German: Story = { ...MyTeams, globals: { locale: 'de' } };
