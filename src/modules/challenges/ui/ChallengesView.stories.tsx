import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ApiError } from '../../../client/api';
import type { QueryLike } from '../../../ui/QueryState';
import type { ChallengesResponse } from '../contract';
import { ChallengesView } from './ChallengesView';
import { TEAM_ID, sampleList } from './fixtures';

/** The query states the page shows, without a server. */
const loaded = (data: ChallengesResponse): QueryLike<ChallengesResponse> => ({ isPending: false, isError: false, error: null, data, refetch: () => undefined });
const pending: QueryLike<ChallengesResponse> = { isPending: true, isError: false, error: null, data: undefined, refetch: () => undefined };
const failed = (error: Error): QueryLike<ChallengesResponse> => ({ isPending: false, isError: true, error, data: undefined, refetch: () => undefined });
const onCreate = () => new Promise<void>((resolve) => setTimeout(resolve, 800));

const meta: Meta<typeof ChallengesView> = {
  title: 'Challenges/ChallengesScreen',
  component: ChallengesView,
  parameters: { route: '/challenges' },
  args: { onCreate },
};
export default meta;
type Story = StoryObj<typeof ChallengesView>;

/** An items challenge in an area, a completed team challenge, an upcoming one. */
export const Loaded: Story = { args: { query: loaded(sampleList()) } };

/** A moderator: 'New challenge' for everyone or a team. */
export const Moderator: Story = { args: { query: loaded(sampleList({ canCreate: { everyone: true, teams: [{ id: TEAM_ID, name: 'River Rats' }] } })) } };

/** A team owner: 'New challenge' for their team only. */
export const TeamOwner: Story = { args: { query: loaded(sampleList({ canCreate: { everyone: false, teams: [{ id: TEAM_ID, name: 'River Rats' }] } })) } };

export const Empty: Story = { args: { query: loaded(sampleList({ challenges: [] })) } };

export const Loading: Story = { args: { query: pending } };

export const LoadFailed: Story = { args: { query: failed(new ApiError(503, 'Service Unavailable', '{"error":"The database is not available right now.","code":"DATABASE_UNAVAILABLE"}')) } };
