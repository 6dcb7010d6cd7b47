import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ERROR_BOUNDARY_MAX_RETRIES } from '../../../shared/constants';
import { ErrorBoundary } from './ErrorBoundary';
import { ErrorFallback } from './ErrorFallback';

function Broken(): never {
  throw new Error('Story: a screen that always fails');
}

const meta = {
  title: 'Shell/ErrorBoundary',
  component: ErrorFallback,
  args: { attemptsLeft: ERROR_BOUNDARY_MAX_RETRIES, onRetry: () => {}, onGoHome: () => {} },
} satisfies Meta<typeof ErrorFallback>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Fallback: Story = {};
export const RetriesExhausted: Story = { args: { attemptsLeft: 0 } };
/** The real boundary around a failing child: Try Again works 3 times, then 'Try Limit Reached'. */
export const Live: Story = {
  render: () => (
    <ErrorBoundary onGoHome={() => {}}>
      <Broken />
    </ErrorBoundary>
  ),
};
