import type { Meta, StoryObj } from '@storybook/react-webpack5';
import NotFound from './NotFound';

const meta = { title: 'Shell/NotFound', component: NotFound, parameters: { route: '/no-such-page' } } satisfies Meta<typeof NotFound>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
