// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor } from '@testing-library/react';
import { shellParts, useAppModules } from '../../../../client/app/app-modules';
import { AppRoutes } from '../../../../client/app/router';
import { BottomNav } from '../../../../client/app/shell/BottomNav';
import { resetToasts } from '../../../../client/toasts/toast-store';
import { stubFetch } from '../../../../client/test-fetch';
import { renderWithProviders } from '../../../../client/test-utils';
import type { TaskDto } from '../../contract';
import { testUser } from '../test-api';
import { sampleTask } from '../test-tasks';
import TasksScreen from '../TasksScreen';
import { TASKS_SEEN_KEY } from './tasks-seen';

configure({ asyncUtilTimeout: 4000 });

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  resetToasts();
});

const MINE = `GET /api/tasks/my-tasks/${testUser.userId}`;
const AVAILABLE = 'GET /api/tasks/available';
const mine = (n: number, status: TaskDto['status'] = 'assigned') => Array.from({ length: n }, (_, i) => sampleTask({ id: `${status}-${i}`, status }));
const available = (id: string, createdAt: string) => sampleTask({ id, createdAt });

/** The bottom navigation of the manifests' tabs, the tasks tab fed by this module's hook, as the shell does. */
function Nav() {
  return <BottomNav tabs={shellParts(useAppModules()).navTabs} />;
}
const count = () => screen.getByTestId('task-count-badge');
const dot = () => screen.getByTestId('new-tasks-dot');

describe('the tasks tab badge (useTasksTabBadge)', () => {
  it("counts the user's active tasks, not completed ones", async () => {
    stubFetch({ [MINE]: [...mine(3), ...mine(2, 'completed')], [AVAILABLE]: [] });
    renderWithProviders(<Nav />, { user: testUser });
    await waitFor(() => expect(count().textContent).toBe('3'));
    expect(screen.getByRole('link', { name: 'Tasks, 3 active tasks' })).toBeTruthy();
  });

  it("caps 150 active tasks at '99+'", async () => {
    stubFetch({ [MINE]: mine(150), [AVAILABLE]: [] });
    renderWithProviders(<Nav />, { user: testUser });
    await waitFor(() => expect(count().textContent).toBe('99+'));
    expect(screen.getByRole('link', { name: 'Tasks, more than 99 active tasks' })).toBeTruthy();
  });

  it('shows nothing before the session is loaded', async () => {
    stubFetch({ [AVAILABLE]: [available('a', '2030-01-01T10:00:00.000Z')] });
    const { queryClient } = renderWithProviders(<Nav />);
    await waitFor(() => expect(queryClient.getQueryData(['/api/tasks/available'])).toHaveLength(1));
    expect(count().className).toMatch(/invisible/);
    expect(dot().className).toMatch(/invisible/);
  });

  it('shows the dot for a task that appeared after the user last opened the list; opening it clears the dot, also after a reload', async () => {
    let list = [available('a', '2030-01-01T10:00:00.000Z')];
    stubFetch({ [MINE]: [], [AVAILABLE]: () => Response.json(list) });
    localStorage.setItem(TASKS_SEEN_KEY, JSON.stringify({ [testUser.userId]: '2030-01-01T10:00:00.000Z' }));
    const first = renderWithProviders(<Nav />, { user: testUser });
    await waitFor(() => expect(first.queryClient.getQueryData(['/api/tasks/available'])).toEqual(list));
    expect(dot().className).toMatch(/invisible/);

    // The next poll brings a new task.
    list = [available('b', '2030-01-01T11:00:00.000Z'), ...list];
    await first.queryClient.refetchQueries({ queryKey: ['/api/tasks/available'] });
    await waitFor(() => expect(dot().className).not.toMatch(/invisible/));
    expect(screen.getByRole('link', { name: 'Tasks, new tasks available' })).toBeTruthy();
    first.unmount();

    // A reload: the dot is still there until the list is opened.
    const second = renderWithProviders(<Nav />, { user: testUser });
    await waitFor(() => expect(dot().className).not.toMatch(/invisible/));
    second.unmount();

    const opened = renderWithProviders(
      <>
        <TasksScreen geolocation={null} />
        <Nav />
      </>,
      { user: testUser, route: '/tasks' },
    );
    await screen.findByRole('heading', { level: 1, name: 'Cleanup Tasks' });
    await waitFor(() => expect(dot().className).toMatch(/invisible/));
    expect(JSON.parse(localStorage.getItem(TASKS_SEEN_KEY)!)).toEqual({ [testUser.userId]: { until: '2030-01-01T11:00:00.000Z', ids: ['b'] } });
    opened.unmount();

    // Another reload: still cleared.
    const third = renderWithProviders(<Nav />, { user: testUser });
    await waitFor(() => expect(third.queryClient.getQueryData(['/api/tasks/available'])).toEqual(list));
    expect(dot().className).toMatch(/invisible/);
  });

  it('shows the dot to a user who never opened the list while tasks are available', async () => {
    stubFetch({ [MINE]: [], [AVAILABLE]: [available('a', '2030-01-01T10:00:00.000Z')] });
    localStorage.setItem(TASKS_SEEN_KEY, JSON.stringify({ someoneElse: '2030-01-02T00:00:00.000Z' }));
    renderWithProviders(<Nav />, { user: testUser });
    await waitFor(() => expect(dot().className).not.toMatch(/invisible/));
  });
});

describe('the app shell', () => {
  it("shows this module's tasks tab badge (no longer a constant 0)", async () => {
    stubFetch({ [MINE]: mine(2), [AVAILABLE]: [available('a', '2030-01-01T10:00:00.000Z')] });
    renderWithProviders(<AppRoutes />, { user: testUser, route: '/accessibility' });
    await screen.findByRole('heading', { level: 1, name: 'Accessibility' });
    await waitFor(() => expect(count().textContent).toBe('2'));
    expect(dot().className).not.toMatch(/invisible/);
    expect(screen.getByRole('link', { name: 'Tasks, 2 active tasks, new tasks available' })).toBeTruthy();
  });
});
