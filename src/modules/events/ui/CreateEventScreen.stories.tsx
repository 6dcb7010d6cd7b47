import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fakeGeolocation } from '../../../client/geo/fake-geolocation';
import { sampleGuest, sampleRegistered } from '../../../client/session/sample-users';
import CreateEventScreen from './CreateEventScreen';
import { freshQueries, stubApi } from './story-support';

const meta: Meta<typeof CreateEventScreen> = {
  title: 'Events/CreateEventScreen',
  component: CreateEventScreen,
  decorators: [freshQueries],
  parameters: { route: '/events/new', user: sampleRegistered },
  args: { permission: 'prompt', geolocation: fakeGeolocation({ latitude: 51.4828, longitude: 11.9697, accuracy: 10 }).geolocation },
};
export default meta;
type Story = StoryObj<typeof CreateEventScreen>;

/** The empty form; creating answers a refusal of the start (the server's clock decides). */
export const Empty: Story = {
  beforeEach: () => stubApi({ 'POST /api/events': { status: 422, body: { error: 'The start lies more than an hour in the past.', code: 'EVENT_START_IN_PAST' } } }),
};

/** Location access denied: 'Use my location' says why. */
export const NoLocation: Story = { args: { geolocation: fakeGeolocation({ code: 1 }).geolocation } };

export const AsGuest: Story = { parameters: { user: sampleGuest } };

export const German: Story = { ...Empty, globals: { locale: 'de' } };
