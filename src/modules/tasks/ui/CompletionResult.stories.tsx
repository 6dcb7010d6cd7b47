import type { Meta, StoryObj } from '@storybook/react-webpack5';
import Box from '@mui/material/Box';
import { CompletionResult } from './CompletionResult';
import { sampleCompletion } from './test-tasks';

const meta = {
  title: 'Tasks/CompletionResult',
  component: CompletionResult,
  decorators: [(Story) => <Box sx={{ p: 2, maxWidth: 480 }}>{Story()}</Box>],
  args: { result: sampleCompletion('verified', { verifier: 'openai' }), onDone: () => {}, onTryAgain: () => {} },
} satisfies Meta<typeof CompletionResult>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Verified: Story = {};
export const PendingReview: Story = { args: { result: sampleCompletion('needs_review', { fallbackReason: 'The AI service did not answer within 20 seconds.' }) } };
export const Failed: Story = { args: { result: sampleCompletion('failed') } };
