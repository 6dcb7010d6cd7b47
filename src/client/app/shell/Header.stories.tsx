import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { sampleGuest, sampleLoading, sampleRegistered } from '../../session/sample-users';
import { Header } from './Header';

const meta = {
  title: 'Shell/Header',
  component: Header,
  args: { now: new Date('2030-06-01T09:41:00') },
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Guest: Story = { parameters: { user: sampleGuest } };
export const Registered: Story = { parameters: { user: sampleRegistered } };
export const StartingSession: Story = { parameters: { user: sampleLoading } };
