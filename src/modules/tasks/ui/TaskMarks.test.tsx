// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../client/test-utils';
import { stubFetch } from '../../../client/test-fetch';
import type { TaskMarksDto } from '../marks';
import { PositionNotice } from './PositionNotice';
import { TaskDetailSheet } from './TaskDetailSheet';
import { TaskMarks, timeAgo } from './TaskMarks';
import { testUser } from './test-api';
import { sampleTask } from './test-tasks';

configure({ asyncUtilTimeout: 4000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

const task = sampleTask();
const NOW = new Date('2026-11-20T12:00:00.000Z');
const marks = (over: Partial<TaskMarksDto> = {}): TaskMarksDto => ({
  taskId: task.id,
  counts: { still_there: 0, more_than_before: 0, already_cleaned: 0 },
  lastStillThereAt: null,
  cleanedPending: false,
  mineToday: [],
  ...over,
});
const url = `/api/tasks/${task.id}/marks`;

describe('what people said about a task, and the three marks', () => {
  it('says how many people confirmed it is still there, and when', async () => {
    stubFetch({ [`GET ${url}`]: marks({ counts: { still_there: 3, more_than_before: 1, already_cleaned: 1 }, lastStillThereAt: '2026-11-20T10:00:00.000Z', cleanedPending: true }) });
    renderWithProviders(<TaskMarks task={task} canMark now={NOW} />, { user: testUser });
    const summary = await screen.findByTestId('task-marks-summary');
    expect(within(summary).getByText('Still there — confirmed 2 hours ago by 3 people')).toBeTruthy();
    expect(within(summary).getByText('1 person says there is more than before')).toBeTruthy();
    expect(within(summary).getByText('Someone says it is already cleaned: a moderator will check.')).toBeTruthy();
  });

  it('sends a mark from the keyboard, shows the thanks in a live region and presses the button', async () => {
    let saved = marks();
    const calls = stubFetch({
      [`GET ${url}`]: () => Response.json(saved),
      [`POST ${url}`]: () => {
        saved = marks({ counts: { still_there: 1, more_than_before: 0, already_cleaned: 0 }, lastStillThereAt: NOW.toISOString(), mineToday: ['still_there'] });
        return Response.json({ mark: { kind: 'still_there', createdAt: NOW.toISOString() }, repeated: false, priority: 'high', marks: saved });
      },
    });
    const ue = userEvent.setup();
    renderWithProviders(<TaskMarks task={task} canMark now={NOW} />, { user: testUser });
    const group = await screen.findByRole('group', { name: 'Tell others about this spot' });
    expect(within(group).getAllByRole('button').map((b) => b.textContent)).toEqual(['Still there', 'More than before', 'Already cleaned']);
    const still = within(group).getByRole('button', { name: 'Still there' });
    still.focus();
    await ue.keyboard('{Enter}');
    const status = await screen.findByText('Thanks! You confirmed the litter is still there.');
    expect(status.closest('[role="status"]')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([expect.objectContaining({ url: expect.stringContaining(url), body: { kind: 'still_there' } })]);
    await waitFor(() => expect(within(group).getByRole('button', { name: 'Still there' }).getAttribute('aria-pressed')).toBe('true'));
    expect(screen.getByText('Still there — confirmed this minute by 1 person')).toBeTruthy();
  });

  it('tells a repeat, and a closed task, apart from thanks', async () => {
    let answer: () => Response = () => Response.json({ mark: { kind: 'more_than_before', createdAt: NOW.toISOString() }, repeated: true, priority: 'high', marks: marks({ mineToday: ['more_than_before'] }) });
    stubFetch({ [`GET ${url}`]: marks(), [`POST ${url}`]: () => answer() });
    const ue = userEvent.setup();
    renderWithProviders(<TaskMarks task={task} canMark now={NOW} />, { user: testUser });
    await ue.click(await screen.findByRole('button', { name: 'More than before' }));
    expect(await screen.findByText('You already said so today.')).toBeTruthy();
    answer = () => Response.json({ error: 'This task is already closed, so it cannot be marked any more.', code: 'MARK_TASK_CLOSED' }, { status: 409 });
    await ue.click(screen.getByRole('button', { name: 'Already cleaned' }));
    expect(await screen.findByText('This task is already closed.')).toBeTruthy();
  });

  it('offers no buttons to the person holding the task, nor on a closed task', async () => {
    stubFetch({ [`GET ${url}`]: marks({ counts: { still_there: 2, more_than_before: 0, already_cleaned: 0 }, lastStillThereAt: '2026-11-18T12:00:00.000Z' }) });
    const { unmount } = renderWithProviders(<TaskMarks task={task} canMark={false} now={NOW} />, { user: testUser });
    expect(await screen.findByText('Still there — confirmed 2 days ago by 2 people')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Tell others about this spot' })).toBeNull();
    unmount();
    renderWithProviders(<TaskMarks task={{ ...task, status: 'completed' }} canMark now={NOW} />, { user: testUser });
    await screen.findByTestId('task-marks-summary');
    expect(screen.queryByRole('button', { name: 'Still there' })).toBeNull();
  });

  it('says when the marks cannot be loaded', async () => {
    stubFetch({ [`GET ${url}`]: () => Response.json({ error: 'boom', code: 'INTERNAL' }, { status: 500 }) });
    renderWithProviders(<TaskMarks task={task} canMark now={NOW} />, { user: testUser });
    expect(await screen.findByText('What others said could not be loaded.', {}, { timeout: 8000 })).toBeTruthy();
  });

  it('tells relative times in the app’s language', () => {
    expect(timeAgo('2026-11-20T11:30:00.000Z', NOW, 'en')).toBe('30 minutes ago');
    expect(timeAgo('2026-11-20T10:00:00.000Z', NOW, 'de')).toBe('vor 2 Stunden');
    expect(timeAgo('2026-11-19T11:00:00.000Z', NOW, 'en')).toBe('yesterday');
  });
});

describe('where the pin came from', () => {
  it('says nothing for a GPS fix or an unknown source', () => {
    const { container } = renderWithProviders(<PositionNotice report={{ positionSource: 'gps' }} />);
    expect(container.textContent).toBe('');
    renderWithProviders(<PositionNotice report={{ positionSource: null }} />);
    expect(screen.queryByTestId('position-notice')).toBeNull();
  });

  it('names the photo, the typed address, and clearly the default point', () => {
    const { unmount } = renderWithProviders(<PositionNotice report={{ positionSource: 'exif' }} />);
    expect(screen.getByTestId('position-notice').textContent).toBe('Placed by the photo’s location data (no GPS fix was sent).');
    unmount();
    const second = renderWithProviders(<PositionNotice report={{ positionSource: 'address' }} />);
    expect(screen.getByTestId('position-notice').textContent).toBe('Placed by the typed address: the pin may be a little off.');
    second.unmount();
    renderWithProviders(<PositionNotice report={{ positionSource: 'default' }} />);
    expect(screen.getByRole('alert').textContent).toBe('Approximate location: no GPS, photo position or findable address was given; the pin is at the default point');
  });

  it('shows on the task sheet with the marks', async () => {
    const placed = sampleTask({ report: { positionSource: 'default' } });
    stubFetch({ 'GET /api/tasks/my-tasks/u1': [], 'GET /api/tasks/available': [], [`GET ${url}`]: marks() });
    renderWithProviders(<TaskDetailSheet task={placed} onClose={() => {}} />, { user: testUser });
    const sheet = await screen.findByRole('region', { name: 'Plastic Cleanup' });
    expect(within(sheet).getByText(/^Approximate location: no GPS/)).toBeTruthy();
    expect(await within(sheet).findByRole('button', { name: 'Already cleaned' })).toBeTruthy();
  });
});
