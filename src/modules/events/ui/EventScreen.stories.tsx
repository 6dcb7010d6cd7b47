import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Route, Routes } from 'react-router-dom';
import { fakeGeolocation } from '../../../client/geo/fake-geolocation';
import { sampleGuest, sampleRegistered } from '../../../client/session/sample-users';
import EventScreen from './EventScreen';
import { EVENT_ID, HOUR, runningAsOrganiser, sampleDetail } from './fixtures';
import { freshQueries, stubApi } from './story-support';

const now = new Date();
const URL = `/api/events/${EVENT_ID}`;

const meta: Meta<typeof EventScreen> = {
  title: 'Events/EventScreen',
  component: EventScreen,
  decorators: [freshQueries],
  parameters: { route: `/events/${EVENT_ID}`, user: sampleRegistered },
  args: { geolocation: fakeGeolocation({ latitude: 51.4828, longitude: 11.9697, accuracy: 10 }).geolocation },
  // The screen reads the id from the route.
  render: (args) => <RoutedEvent {...args} />,
};
export default meta;
type Story = StoryObj<typeof EventScreen>;

function RoutedEvent(props: Parameters<typeof EventScreen>[0]) {
  return (
    <Routes>
      <Route path="/events/:id" element={<EventScreen {...props} />} />
    </Routes>
  );
}

/** Tomorrow's event with places; Join answers that the last place just went. */
export const Upcoming: Story = {
  beforeEach: () =>
    stubApi({
      [`GET ${URL}`]: { body: sampleDetail(now) },
      [`POST ${URL}/join`]: { status: 409, body: { error: 'This event is full.', code: 'EVENT_FULL' } },
    }),
};

/** Running and joined: check-in is open (the fake position is at the meeting point). */
export const CheckInOpen: Story = {
  beforeEach: () =>
    stubApi({
      [`GET ${URL}`]: {
        body: sampleDetail(now, { startsAt: new Date(now.getTime() - HOUR / 2).toISOString(), endsAt: new Date(now.getTime() + HOUR).toISOString(), status: 'running', me: { joined: true, checkedIn: false, organiser: false } }),
      },
      [`POST ${URL}/check-in`]: { status: 422, body: { error: 'Too far', code: 'CHECK_IN_TOO_FAR', details: { distanceM: 812, maxM: 250 } } },
    }),
};

/** The organiser after the start: the summary form with photo upload. */
export const OrganiserSummary: Story = {
  beforeEach: () => stubApi({ [`GET ${URL}`]: { body: runningAsOrganiser(now, { photoCount: 2 }) } }),
};

/** An ended event with its summary. */
export const Ended: Story = {
  beforeEach: () =>
    stubApi({
      [`GET ${URL}`]: {
        body: sampleDetail(now, {
          startsAt: new Date(now.getTime() - 5 * HOUR).toISOString(),
          endsAt: new Date(now.getTime() - 3 * HOUR).toISOString(),
          status: 'ended',
          summary: { bags: 12, kg: 48.5, areaM2: 1500, attendeesPresent: 9, photoIds: [], submittedAt: new Date(now.getTime() - 2 * HOUR).toISOString(), rewards: { paid: 8, waiting: 0, blockedBy: null } },
        }),
      },
    }),
};

export const AsGuest: Story = { parameters: { user: sampleGuest }, beforeEach: () => stubApi({ [`GET ${URL}`]: { body: sampleDetail(now, { me: null }) } }) };

export const Loading: Story = { beforeEach: () => stubApi({ [`GET ${URL}`]: 'never' }) };

export const NotFound: Story = { beforeEach: () => stubApi({ [`GET ${URL}`]: { status: 404, body: { error: 'No such event.', code: 'EVENT_NOT_FOUND' } } }) };

export const German: Story = { ...CheckInOpen, globals: { locale: 'de' } };
