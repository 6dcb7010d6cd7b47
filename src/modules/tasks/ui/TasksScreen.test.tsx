// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeGeolocation } from '../../../client/geo/fake-geolocation';
import { resetToasts } from '../../../client/toasts/toast-store';
import { renderWithProviders } from '../../../client/test-utils';
import { stubFetch as stubApi } from '../../../client/test-fetch';
import { testUser } from './test-api';
import { sampleTask } from './test-tasks';
import TasksScreen from './TasksScreen';

configure({ asyncUtilTimeout: 4000 });

afterEach(() => {
  vi.unstubAllGlobals();
  resetToasts();
});

const near = sampleTask({ id: 'near', report: { wasteType: 'plastic', location: 'Riverbank path' } });
const far = sampleTask({ id: 'far', report: { wasteType: 'organic', priority: 'low', location: 'Old mill', latitude: 51.52, longitude: 12.05 } });
const here = fakeGeolocation({ latitude: 51.4829, longitude: 11.9698, accuracy: 8 }).geolocation;

function setup(routes: Record<string, unknown>, geolocation: Geolocation | null = here) {
  const calls = stubApi({ 'GET /api/tasks/my-tasks/u1': [], ...routes });
  const view = renderWithProviders(<TasksScreen geolocation={geolocation} />, { user: testUser, route: '/tasks' });
  return { ...view, calls, ue: userEvent.setup() };
}

describe('Task list', () => {
  it('has the two tabs and shows only tasks within 1 km under the default Nearby filter', async () => {
    const { ue } = setup({ 'GET /api/tasks/available': [near, far] });
    expect(screen.getByRole('heading', { level: 1, name: 'Cleanup Tasks' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Available Tasks', selected: true })).toBeTruthy();
    expect(screen.getByRole('tab', { name: /My Tasks/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Nearby (1km)', pressed: true })).toBeTruthy();

    expect(await screen.findByRole('heading', { name: 'Plastic Cleanup' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Organic Cleanup' })).toBeNull();
    const card = screen.getByRole('article', { name: 'Plastic Cleanup' });
    expect(within(card).getByText('High priority')).toBeTruthy();
    expect(within(card).getByText('20 coins')).toBeTruthy();
    expect(within(card).getByText('20 min')).toBeTruthy();
    expect(within(card).getByText(/Riverbank path/)).toBeTruthy();

    await ue.click(screen.getByRole('button', { name: 'All' }));
    expect(await screen.findByRole('heading', { name: 'Organic Cleanup' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'All', pressed: true })).toBeTruthy();
  });

  it('opens the detail sheet from a card', async () => {
    const { ue } = setup({ 'GET /api/tasks/available': [near] });
    await ue.click(await screen.findByRole('button', { name: /Plastic Cleanup/ }));
    const sheet = await screen.findByRole('region', { name: 'Plastic Cleanup' });
    expect(within(sheet).getByRole('button', { name: 'Accept' })).toBeTruthy();
    expect(within(sheet).getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });

  it('opens the task a partner widget links to (/tasks?task=<id>), even when it is far away', async () => {
    stubApi({ 'GET /api/tasks/my-tasks/u1': [], 'GET /api/tasks/available': [near, far] });
    renderWithProviders(<TasksScreen geolocation={here} />, { user: testUser, route: '/tasks?task=far' });
    const sheet = await screen.findByRole('region', { name: 'Organic Cleanup' });
    expect(within(sheet).getByRole('button', { name: 'Accept' })).toBeTruthy();
  });

  it('says when there is nothing to do', async () => {
    const { ue } = setup({ 'GET /api/tasks/available': [] });
    await ue.click(screen.getByRole('button', { name: 'All' }));
    expect(await screen.findByText('No available tasks at the moment.')).toBeTruthy();
  });

  it('explains that Nearby needs a position and offers All', async () => {
    const denied = fakeGeolocation({ code: 1 }).geolocation;
    const { ue } = setup({ 'GET /api/tasks/available': [near, far] }, denied);
    expect(await screen.findByText(/Nearby tasks need your location.*Location permission denied/)).toBeTruthy();
    await ue.click(screen.getByRole('button', { name: 'Show all tasks' }));
    expect(await screen.findByRole('heading', { name: 'Organic Cleanup' })).toBeTruthy();
  });

  it("shows 'Error loading tasks: {message}' after the retries", async () => {
    setup({ 'GET /api/tasks/available': () => new Response('{"error":"boom"}', { status: 500 }) });
    expect(await screen.findByText('Error loading tasks: 500: {"error":"boom"}', {}, { timeout: 8000 })).toBeTruthy();
  }, 15_000);

  it("My Tasks shows '{n} Active' and the count badge", async () => {
    const mine = [
      sampleTask({ id: 'm1', status: 'assigned' }),
      sampleTask({ id: 'm2', status: 'assigned', report: { wasteType: 'general' } }),
      sampleTask({ id: 'm3', status: 'completed', report: { wasteType: 'organic' } }),
    ];
    const { ue } = setup({ 'GET /api/tasks/available': [], 'GET /api/tasks/my-tasks/u1': mine });
    const tab = screen.getByRole('tab', { name: /My Tasks/ });
    expect(await within(tab).findByText('2')).toBeTruthy();
    expect(tab.textContent).toContain('2 Active');
    await ue.click(tab);
    expect(await screen.findByText('2 Active')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Completed' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Organic Cleanup' })).toBeTruthy();
  });

  it('My Tasks has an empty state', async () => {
    const { ue } = setup({ 'GET /api/tasks/available': [] });
    await ue.click(screen.getByRole('tab', { name: /My Tasks/ }));
    expect(await screen.findByText('No Active Tasks')).toBeTruthy();
    expect(screen.getByText("You haven't accepted any tasks yet.")).toBeTruthy();
    expect(screen.getByText('0 Active')).toBeTruthy();
  });
});
