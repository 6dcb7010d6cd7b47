import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { sampleGuest, sampleLoading, sampleRegistered } from '../../session/sample-users';
import { Header } from './Header';

/** The widths the header is checked at (tests/e2e/header-fit.test.ts), and one with room for everything. */
const viewports = {
  phone360: { name: 'Phone 360 x 740', styles: { width: '360px', height: '740px' }, type: 'mobile' },
  phone390: { name: 'Phone 390 x 844', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  wide: { name: 'Wide 1024 x 768', styles: { width: '1024px', height: '768px' }, type: 'desktop' },
} as const;
const at = (value: keyof typeof viewports) => ({ value, isRotated: false });

const meta = {
  title: 'Shell/Header',
  component: Header,
  args: { now: new Date('2030-06-01T09:41:00') },
  parameters: { viewport: { options: viewports } },
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Guest: Story = { parameters: { user: sampleGuest } };
export const Registered: Story = { parameters: { user: sampleRegistered } };
export const StartingSession: Story = { parameters: { user: sampleLoading } };
/** Below 600 px the clock and the language switch are in the profile menu, so the name fits. */
export const Narrow360: Story = { parameters: { user: sampleRegistered }, globals: { viewport: at('phone360') } };
export const Narrow390German: Story = { parameters: { user: sampleRegistered }, globals: { viewport: at('phone390'), locale: 'de' } };
/** The profile menu on a phone: the time at the top, the languages above Sign out. */
export const NarrowMenuOpen: Story = { args: { defaultOpen: true }, parameters: { user: sampleRegistered }, globals: { viewport: at('phone390') } };
export const Wide: Story = { parameters: { user: sampleRegistered }, globals: { viewport: at('wide') } };
