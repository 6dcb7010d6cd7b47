import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ApiError } from '../../../client/api';
import type { QueryLike } from '../../../ui/QueryState';
import type { ChallengeDetailDto } from '../contract';
import { ChallengeDetailView } from './ChallengeDetailView';
import { CHALLENGE_ID, sampleDetail } from './fixtures';

const loaded = (data: ChallengeDetailDto): QueryLike<ChallengeDetailDto> => ({ isPending: false, isError: false, error: null, data, refetch: () => undefined });
const pending: QueryLike<ChallengeDetailDto> = { isPending: true, isError: false, error: null, data: undefined, refetch: () => undefined };
const failed = (error: Error): QueryLike<ChallengeDetailDto> => ({ isPending: false, isError: true, error, data: undefined, refetch: () => undefined });

const meta: Meta<typeof ChallengeDetailView> = {
  title: 'Challenges/ChallengeScreen',
  component: ChallengeDetailView,
  parameters: { route: `/challenges/${CHALLENGE_ID}` },
};
export default meta;
type Story = StoryObj<typeof ChallengeDetailView>;

/** 312 of 500 items, the top contributors (an erased person's part anonymous). */
export const Loaded: Story = { args: { query: loaded(sampleDetail()) } };

export const NoContributorsYet: Story = { args: { query: loaded(sampleDetail({ progress: 0, percent: 0, mine: 0, contributors: [], contributorCount: 0 })) } };

export const Completed: Story = { args: { query: loaded(sampleDetail({ progress: 512, percent: 100, status: 'completed', completedAt: '2027-05-28T16:00:00.000Z' })) } };

export const Loading: Story = { args: { query: pending } };

/** A mistyped link, or a team challenge of a team the viewer is not in. */
export const NotFound: Story = { args: { query: failed(new ApiError(404, 'Not Found', '{"error":"No such challenge.","code":"CHALLENGE_NOT_FOUND"}')) } };
