import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { VisuallyHidden } from './VisuallyHidden';

/** Shared by the shell and the modules: text that screen readers announce but the eye does not see. */
const meta = {
  title: 'UI/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: '3 tasks completed' },
  render: (args) => (
    <p>
      <span aria-hidden>✔ 3</span>
      <VisuallyHidden {...args} />
      <em style={{ display: 'block', marginTop: 8, color: '#555' }}>(A screen reader reads “3 tasks completed” here; the hidden text is not visible.)</em>
    </p>
  ),
} satisfies Meta<typeof VisuallyHidden>;
export default meta;

export const Default: StoryObj<typeof meta> = {};
