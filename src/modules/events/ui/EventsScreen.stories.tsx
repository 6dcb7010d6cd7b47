import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { sampleGuest, sampleRegistered } from '../../../client/session/sample-users';
import EventsScreen from './EventsScreen';
import { HOUR, OTHER_EVENT_ID, sampleEvent } from './fixtures';
import { freshQueries, stubApi } from './story-support';

const now = new Date();
const events = [
  sampleEvent(now),
  sampleEvent(now, { id: OTHER_EVENT_ID, title: 'Park cleanup with the school', location: null, partner: null, spotsLeft: 0, attendeeCount: 20, me: { joined: true, checkedIn: false, organiser: false } }),
  sampleEvent(new Date(now.getTime() - 23 * HOUR), { id: 'cccccccc-2222-4333-8444-555555555555', title: 'Spontaneous cleanup at the station', status: 'running', me: { joined: true, checkedIn: false, organiser: true } }),
];

const meta: Meta<typeof EventsScreen> = {
  title: 'Events/EventsScreen',
  component: EventsScreen,
  decorators: [freshQueries],
  parameters: { route: '/events', user: sampleRegistered },
  args: { permission: 'prompt' },
};
export default meta;
type Story = StoryObj<typeof EventsScreen>;

/** Three events near the default point: one with places, one full that the person joined, one running they organise. */
export const Upcoming: Story = { beforeEach: () => stubApi({ 'GET /api/events': { body: { events } } }) };

export const Past: Story = {
  parameters: { route: '/events?when=past' },
  beforeEach: () => stubApi({ 'GET /api/events': { body: { events: [sampleEvent(new Date(now.getTime() - 72 * HOUR), { status: 'ended' })] } } }),
};

export const Empty: Story = { beforeEach: () => stubApi({ 'GET /api/events': { body: { events: [] } } }) };

export const Loading: Story = { beforeEach: () => stubApi({ 'GET /api/events': 'never' }) };

export const LoadFailed: Story = {
  beforeEach: () => stubApi({ 'GET /api/events': { status: 503, body: { error: 'The database is not available right now.', code: 'DATABASE_UNAVAILABLE' } } }),
};

/** Guests see why they cannot organise or join, and how to create a profile. */
export const AsGuest: Story = { parameters: { user: sampleGuest }, beforeEach: () => stubApi({ 'GET /api/events': { body: { events } } }) };

export const German: Story = { ...Upcoming, globals: { locale: 'de' } };
