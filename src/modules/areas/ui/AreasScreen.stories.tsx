import { useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fakeGeolocation } from '../../../client/geo/fake-geolocation';
import { sampleGuest, sampleRegistered } from '../../../client/session/sample-users';
import { AREA_LIMIT, type AreaDto } from '../contract';
import { areasQuery } from './api/use-areas';
import AreasScreen from './AreasScreen';
import { sampleArea } from './fixtures';

/** Puts the person's areas into the query cache (as GET /api/areas would answer) before the screen asks. */
function WithAreas({ areas, children }: { areas: AreaDto[]; children: ReactNode }) {
  const queryClient = useQueryClient();
  useState(() => queryClient.setQueryData(areasQuery().queryKey, { areas, limit: AREA_LIMIT }));
  return <>{children}</>;
}

const two = [sampleArea(), sampleArea({ id: 'a2', name: 'Office by the river', latitude: 51.4935, longitude: 11.9552, radiusM: 800 })];

const meta = {
  title: 'Areas/AreasScreen',
  component: AreasScreen,
  parameters: { user: sampleRegistered, route: '/areas' },
  args: { geolocation: fakeGeolocation({ latitude: 51.4828, longitude: 11.9697, accuracy: 12 }).geolocation },
} satisfies Meta<typeof AreasScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two areas on the map and in the list, the add form below. */
export const TwoAreas: Story = { decorators: [(Story) => <WithAreas areas={two}>{Story()}</WithAreas>] };

/** Nothing yet: the empty state and the form. */
export const Empty: Story = { decorators: [(Story) => <WithAreas areas={[]}>{Story()}</WithAreas>] };

/** At the limit: the form gives way to a note. */
export const Full: Story = {
  decorators: [(Story) => <WithAreas areas={Array.from({ length: AREA_LIMIT }, (_, i) => sampleArea({ id: `a${i}`, name: `Area ${i + 1}`, latitude: 51.45 + i * 0.01, radiusM: 600 }))}>{Story()}</WithAreas>],
};

/** Guests are asked to create their profile first. */
export const Guest: Story = { parameters: { user: sampleGuest } };

export const German: Story = { ...TwoAreas, globals: { locale: 'de' } };
