// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderWithProviders } from '../../test-utils';
import { BottomNav, tabForPath } from './BottomNav';
import { navTabsShowing } from './test-nav-tabs';

function Where() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

/** The bottom navigation of the app's tabs, the tasks tab's badge showing the given count and dot. */
function renderNav({ taskCount = 0, hasNewTasks = false }: { taskCount?: number; hasNewTasks?: boolean } = {}, route = '/') {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
      <BottomNav tabs={navTabsShowing({ count: taskCount, hasNew: hasNewTasks })} />
    </>,
    { route },
  );
}

describe('BottomNav', () => {
  it('has four tabs in order inside a labelled navigation', () => {
    renderNav();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getAllByRole('link').map((a) => a.textContent)).toEqual(['Map', 'Report', 'Tasks', 'Profile']);
  });

  it('caps the tasks badge at 99+', () => {
    renderNav({ taskCount: 150 });
    expect(screen.getByTestId('task-count-badge').textContent).toBe('99+');
    expect(screen.getByRole('link', { name: /Tasks, more than 99 active tasks/ })).toBeTruthy();
  });

  it('shows the exact count up to 99 and hides an empty badge', () => {
    const { unmount } = renderNav({ taskCount: 5 });
    expect(screen.getByTestId('task-count-badge').textContent).toBe('5');
    expect(screen.getByRole('link', { name: 'Tasks, 5 active tasks' })).toBeTruthy();
    unmount();
    renderNav({ taskCount: 0 });
    expect(screen.getByTestId('task-count-badge').className).toMatch(/invisible/);
  });

  it("names a badged tab from its content, not an aria-label (the badge's number stands before the label: axe's label-content-name-mismatch)", () => {
    renderNav({ taskCount: 1, hasNewTasks: true });
    const tasks = screen.getByRole('link', { name: 'Tasks, 1 active task, new tasks available' });
    expect(tasks.hasAttribute('aria-label')).toBe(false);
    expect(screen.getByTestId('task-count-badge').getAttribute('aria-hidden')).toBe('true');
  });

  it('shows a dot for new tasks', () => {
    renderNav({ hasNewTasks: true });
    expect(screen.getByTestId('new-tasks-dot').className).not.toMatch(/invisible/);
    expect(screen.getByRole('link', { name: 'Tasks, new tasks available' })).toBeTruthy();
  });

  it('navigates to each tab route and marks the current one', async () => {
    renderNav({}, '/');
    expect(screen.getByRole('link', { name: 'Map' }).getAttribute('aria-current')).toBe('page');
    await userEvent.click(screen.getByRole('link', { name: 'Report' }));
    expect(screen.getByTestId('path').textContent).toBe('/camera');
    expect(screen.getByRole('link', { name: 'Report' }).getAttribute('aria-current')).toBe('page');
    await userEvent.click(screen.getByRole('link', { name: 'Tasks' }));
    expect(screen.getByTestId('path').textContent).toBe('/tasks');
    await userEvent.click(screen.getByRole('link', { name: 'Profile' }));
    expect(screen.getByTestId('path').textContent).toBe('/profile');
    await userEvent.click(screen.getByRole('link', { name: 'Map' }));
    expect(screen.getByTestId('path').textContent).toBe('/map');
  });
});

describe('tabForPath', () => {
  const tabs = navTabsShowing();
  it('maps paths to tabs', () => {
    expect(tabForPath('/', tabs)).toBe('map');
    expect(tabForPath('/camera', tabs)).toBe('camera');
    expect(tabForPath('/tasks', tabs)).toBe('tasks');
    expect(tabForPath('/submit-task', tabs)).toBeNull();
    expect(tabForPath('/profile/x', tabs)).toBeNull();
  });
});
