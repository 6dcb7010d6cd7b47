// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getToasts, resetToasts } from '../../../client/toasts/toast-store';
import { renderWithProviders } from '../../../client/test-utils';
import type { TaskDto } from '../contract';
import { sampleCompletion, sampleTask } from './test-tasks';
import { stubFetch as stubApi, type FetchHandler as Handler } from '../../../client/test-fetch';
import { testUser } from './test-api';
import { TaskDetailSheet } from './TaskDetailSheet';

configure({ asyncUtilTimeout: 4000 });

afterEach(() => {
  vi.unstubAllGlobals();
  resetToasts();
});

const task = sampleTask({
  report: { aiAnalysis: { items: ['bottle', 'bag', 'can'], toolsNeeded: ['gloves', 'grabber'], hazardous: false, confidence: 0.87 } },
});
const mineActive = sampleTask({ status: 'assigned', acceptedAt: '2026-11-20T11:00:00.000Z' });

function setup(shown: TaskDto, routes: Record<string, unknown | Handler>, myTasks: TaskDto[] = []) {
  const calls = stubApi({ 'GET /api/tasks/my-tasks/u1': myTasks, 'GET /api/tasks/available': [], ...routes });
  const onClose = vi.fn();
  renderWithProviders(<TaskDetailSheet task={shown} onClose={onClose} />, { user: testUser });
  return { calls, onClose, ue: userEvent.setup() };
}

const titles = () => getToasts().map((t) => t.title);

describe('Task detail sheet', () => {
  it('shows the photo fallback, priority, minutes, location, reward and the AI analysis', async () => {
    setup(task, {});
    const sheet = await screen.findByRole('region', { name: 'Plastic Cleanup' });
    expect(within(sheet).getByRole('img', { name: 'No photo available' })).toBeTruthy();
    expect(within(sheet).getByText('High priority')).toBeTruthy();
    expect(within(sheet).getByText('about 20 minutes')).toBeTruthy();
    expect(within(sheet).getByText('Riverbank path')).toBeTruthy();
    expect(within(sheet).getByText('20 coins')).toBeTruthy();
    expect(within(sheet).getByText('3 items spotted: bottle, bag, can')).toBeTruthy();
    expect(within(sheet).getByText('Tools needed: gloves, grabber')).toBeTruthy();
    expect(within(sheet).getByText('Not hazardous')).toBeTruthy();
    expect(within(sheet).getByText('Confidence: 87%')).toBeTruthy();
  });

  it("accepts an available task: 'Task Added to My Tasks!' and the owner's actions appear", async () => {
    const accepted = { ...task, status: 'assigned' as const };
    let mine: TaskDto[] = [];
    const { ue, calls } = setup(task, {
      'GET /api/tasks/my-tasks/u1': () => Response.json(mine),
      [`POST /api/tasks/${task.id}/accept`]: () => {
        mine = [accepted];
        return Response.json(accepted);
      },
    });
    await ue.click(await screen.findByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(titles()).toEqual(['Task Added to My Tasks!']));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ userId: 'u1' });
    expect(await screen.findByRole('button', { name: 'Complete with photo' })).toBeTruthy();
  });

  it('says when accepting failed', async () => {
    const { ue } = setup(task, {
      [`POST /api/tasks/${task.id}/accept`]: () => Response.json({ error: 'Failed to accept task. It may no longer be available.', code: 'TASK_NOT_AVAILABLE' }, { status: 409 }),
    });
    await ue.click(await screen.findByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(titles()).toEqual(['Failed to accept task. It may no longer be available.']));
    expect(getToasts()[0].variant).toBe('destructive');
  });

  it("reads 'Not Available' and is disabled unless the task is available", async () => {
    setup({ ...task, status: 'assigned' }, {});
    const button = await screen.findByRole('button', { name: 'Not Available' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it('asks before deleting an accepted task, and can be cancelled', async () => {
    const { ue, calls, onClose } = setup(mineActive, { [`DELETE /api/tasks/${mineActive.id}`]: { ...mineActive, status: 'available' } }, [mineActive]);
    await ue.click(await screen.findByRole('button', { name: 'Delete task' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete this task from My Tasks?' });
    await ue.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete this task from My Tasks?' })).toBeNull());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await ue.click(screen.getByRole('button', { name: 'Delete task' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete this task from My Tasks?' });
    await ue.click(within(dialog).getByRole('button', { name: 'Delete task' }));
    await waitFor(() => expect(titles()).toEqual(['Task Deleted']));
    expect(onClose).toHaveBeenCalled();
  });

  it('says when deleting failed', async () => {
    const { ue } = setup(mineActive, { [`DELETE /api/tasks/${mineActive.id}`]: () => new Response('', { status: 500 }) }, [mineActive]);
    await ue.click(await screen.findByRole('button', { name: 'Delete task' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this task from My Tasks?' });
    await ue.click(within(dialog).getByRole('button', { name: 'Delete task' }));
    await waitFor(() => expect(titles()).toEqual(['Failed to delete task. Please try again.']));
  });

  it('asks before marking completed and explains the review', async () => {
    const held = { ...mineActive, verificationStatus: 'needs_review' as const };
    let mine = [mineActive];
    const { ue } = setup(mineActive, {
      'GET /api/tasks/my-tasks/u1': () => Response.json(mine),
      [`POST /api/tasks/${mineActive.id}/mark-completed`]: () => {
        mine = [held];
        return Response.json(sampleCompletion('needs_review', { task: held }));
      },
    });
    await ue.click(await screen.findByRole('button', { name: 'Mark completed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark this task as completed?' });
    expect(within(dialog).getByText(/a moderator reviews your completion. Your reward is credited after approval/)).toBeTruthy();
    await ue.click(within(dialog).getByRole('button', { name: 'Submit for review' }));
    await waitFor(() => expect(titles()).toEqual(['Pending Review']));
    expect(await screen.findByText(/Pending Review: a moderator checks your completion/)).toBeTruthy();
  });

  it('says when completing failed', async () => {
    const { ue } = setup(mineActive, { [`POST /api/tasks/${mineActive.id}/mark-completed`]: () => new Response('', { status: 500 }) }, [mineActive]);
    await ue.click(await screen.findByRole('button', { name: 'Mark completed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark this task as completed?' });
    await ue.click(within(dialog).getByRole('button', { name: 'Submit for review' }));
    await waitFor(() => expect(titles()).toEqual(['Failed to complete task. Please try again.']));
  });
});

describe('Task detail sheet: a moderator rejected the completion', () => {
  it('shows the reason and lets the person try again', async () => {
    const rejected = { ...mineActive, verificationStatus: 'failed' as const, review: { outcome: 'rejected' as const, reason: 'The bags are still by the bench.', reviewedAt: '2026-11-22T10:00:00Z' } };
    setup(rejected, {}, [rejected]);
    const sheet = await screen.findByRole('region', { name: 'Plastic Cleanup' });
    expect(await within(sheet).findByText('Not approved by a moderator')).toBeTruthy();
    expect(within(sheet).getByText(/Reason: The bags are still by the bench\. The task is yours again/)).toBeTruthy();
    expect(within(sheet).getByRole('button', { name: 'Complete with photo' })).toBeTruthy();
  });
});

describe('Task detail sheet: how long the task is held', () => {
  const HOUR = 3_600_000;
  const clockTime = (iso: string) => new Intl.DateTimeFormat('en', { hour: '2-digit', minute: '2-digit' }).format(new Date(iso));

  it("shows 'Held until {time}' on the person's active task", async () => {
    const heldUntil = new Date(Date.now() + 30 * HOUR).toISOString();
    const held = { ...mineActive, heldUntil };
    setup(held, {}, [held]);
    const sheet = await screen.findByRole('region', { name: 'Plastic Cleanup' });
    expect(await within(sheet).findByText(new RegExp(`^Held until .*${clockTime(heldUntil)}$`))).toBeTruthy();
  });

  it('warns when less than two hours are left', async () => {
    const heldUntil = new Date(Date.now() + 0.5 * HOUR).toISOString();
    const held = { ...mineActive, heldUntil };
    setup(held, {}, [held]);
    const warning = await screen.findByRole('alert');
    expect(warning.textContent).toMatch(new RegExp(`^Finish or release soon: this task goes back to the map at .*${clockTime(heldUntil)}$`));
  });

  it('says when the person already holds as many tasks as they may', async () => {
    const { ue } = setup(task, {
      [`POST /api/tasks/${task.id}/accept`]: () =>
        Response.json({ error: 'You already hold 3 tasks, the most one person can hold at once. Finish or release one first.', code: 'TASK_HOLD_LIMIT', details: { limit: 3 } }, { status: 409 }),
    });
    await ue.click(await screen.findByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(titles()).toEqual(['Too many tasks at once']));
    expect(getToasts()[0]).toMatchObject({ description: 'You can hold 3 tasks at a time. Finish or delete one of them first.', variant: 'destructive' });
  });
});
