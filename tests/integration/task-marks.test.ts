import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextUtcHour } from '../support/moments';
import { guest, member, task, type Person } from '../support/people';
import { backends, createTestApp, manifests, type TestApp } from '../support/test-app';

const HOUR = 3_600_000;
const MISSING = '00000000-0000-4000-8000-000000000000';

/**
 * Issue 23: anyone may mark a task 'still there', 'more than before' or 'already cleaned' (the last
 * goes to the moderators' review, who close the task as cleaned, paying nobody, or dismiss it).
 */
describe.each(backends())('marks on tasks (%s)', (backend) => {
  let t: TestApp;
  let mod: Person;
  let people: Person[];

  const mark = (who: Person, taskId: string, kind: string) => who.agent.post(`/api/tasks/${taskId}/marks`).send({ kind });
  const marksOf = (taskId: string, who?: Person) => (who ? who.agent : t.request()).get(`/api/tasks/${taskId}/marks`);
  const queue = async () => (await mod.agent.get('/api/admin/tasks/marks').expect(200)).body.items as { task: { id: string; status: string }; cleaned: { people: number }; held: boolean; marks: { counts: Record<string, number> } }[];
  const priorityOf = async (taskId: string) => (await t.db('tasks').where({ id: taskId }).first('priority')).priority as string;

  beforeAll(async () => {
    t = await createTestApp({ backend, modules: manifests('guest', 'gamification', 'photos', 'tasks', 'admin') });
    mod = await member(t, { role: 'moderator' });
    // Registered people: the tests move the clock on by days, past a guest session's lifetime.
    people = [await member(t), await member(t), await member(t)];
    // Marks count per UTC day and the tests move the clock on by hours: start early in a UTC day,
    // whatever the time of the run (an hour after 23:30 would be another day).
    t.clock.advanceTo(nextUtcHour(t.clock.now(), 6));
  });
  afterAll(async () => {
    await t.close();
  });

  it('counts distinct people who say it is still there; a repeat the same day answers the existing mark', async () => {
    const taskId = await task(t);
    const [a, b, c] = people as [Person, Person, Person];
    const first = await mark(a, taskId, 'still_there');
    expect(first.status, first.text).toBe(200);
    expect(first.body).toMatchObject({ repeated: false, mark: { kind: 'still_there' }, marks: { counts: { still_there: 1, more_than_before: 0, already_cleaned: 0 }, mineToday: ['still_there'] } });
    t.clock.advance(HOUR);
    const again = await mark(a, taskId, 'still_there');
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ repeated: true, mark: first.body.mark, marks: { counts: { still_there: 1 } } });
    expect(await t.db('task_marks').where({ task_id: taskId })).toHaveLength(1);
    // At the same moment from two browsers: one mark each.
    const both = await Promise.all([mark(b, taskId, 'still_there'), mark(b, taskId, 'still_there'), mark(c, taskId, 'still_there')]);
    expect(both.map((r) => r.status)).toEqual([200, 200, 200]);
    const summary = await marksOf(taskId);
    expect(summary.status).toBe(200);
    expect(summary.body).toEqual({ taskId, counts: { still_there: 3, more_than_before: 0, already_cleaned: 0 }, lastStillThereAt: t.clock.now().toISOString(), cleanedPending: false, mineToday: [] });
    // The next day the same person may say it again: still three people.
    t.clock.advance(24 * HOUR);
    expect((await mark(a, taskId, 'still_there')).body).toMatchObject({ repeated: false, marks: { counts: { still_there: 3 }, lastStillThereAt: t.clock.now().toISOString() } });
    expect((await marksOf(taskId, b)).body.mineToday).toEqual([]);
  });

  it('raises the priority one step for the first “more than before” of each person', async () => {
    const taskId = await task(t, { priority: 'low' });
    const [a, b, c] = people as [Person, Person, Person];
    expect((await mark(a, taskId, 'more_than_before')).body).toMatchObject({ priority: 'medium', repeated: false });
    expect(await priorityOf(taskId)).toBe('medium');
    t.clock.advance(24 * HOUR);
    // The same person again on another day: no further step.
    expect((await mark(a, taskId, 'more_than_before')).body).toMatchObject({ priority: 'medium', repeated: false });
    expect((await mark(b, taskId, 'more_than_before')).body).toMatchObject({ priority: 'high' });
    expect((await mark(c, taskId, 'more_than_before')).body).toMatchObject({ priority: 'high', marks: { counts: { more_than_before: 3 } } });
    const onMap = (await t.request().get('/api/tasks/available')).body.find((x: { id: string }) => x.id === taskId);
    expect(onMap.report.priority).toBe('high');
  });

  it('puts “already cleaned” into the moderators’ review; dismissing leaves the task open', async () => {
    const taskId = await task(t);
    const [a, b] = people as [Person, Person];
    expect((await mark(a, taskId, 'already_cleaned')).body).toMatchObject({ marks: { cleanedPending: true, counts: { already_cleaned: 1 } } });
    await mark(b, taskId, 'already_cleaned');
    await mark(b, taskId, 'still_there');
    const item = (await queue()).find((i) => i.task.id === taskId)!;
    expect(item).toMatchObject({ cleaned: { people: 2 }, held: false, marks: { counts: { still_there: 1, already_cleaned: 2 } } });
    // Not for people without the moderator role.
    expect((await a.agent.get('/api/admin/tasks/marks')).status).toBe(403);
    expect((await a.agent.post(`/api/admin/tasks/marks/${taskId}/dismiss`)).status).toBe(403);

    const dismissed = await mod.agent.post(`/api/admin/tasks/marks/${taskId}/dismiss`);
    expect(dismissed.status, dismissed.text).toBe(200);
    expect(dismissed.body).toMatchObject({ outcome: 'dismissed', marks: 2, task: { id: taskId, status: 'available' } });
    expect((await queue()).map((i) => i.task.id)).not.toContain(taskId);
    expect((await marksOf(taskId)).body.cleanedPending).toBe(false);
    const again = await mod.agent.post(`/api/admin/tasks/marks/${taskId}/dismiss`);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('MARKS_ALREADY_DECIDED');
    // The person may say so again (the next day): it waits again.
    t.clock.advance(24 * HOUR);
    await mark(a, taskId, 'already_cleaned');
    expect((await queue()).map((i) => i.task.id)).toContain(taskId);
  });

  it('closes the task as cleaned on a moderator’s decision, paying nobody; a closed task refuses marks', async () => {
    const taskId = await task(t, { reward: 40 });
    const [a, b] = people as [Person, Person];
    await mark(a, taskId, 'already_cleaned');
    const closed = await mod.agent.post(`/api/admin/tasks/marks/${taskId}/close`);
    expect(closed.status, closed.text).toBe(200);
    expect(closed.body).toMatchObject({ outcome: 'closed', marks: 1, task: { id: taskId, status: 'completed' } });
    expect(await t.db('tasks').where({ id: taskId }).first()).toMatchObject({ status: 'completed', assignee_id: null });
    expect(await t.db('reward_ledger').where({ reference: taskId })).toHaveLength(0);
    expect((await t.db('admin_audit_log').where({ target_id: taskId })).map((e: { action: string }) => e.action)).toEqual(['tasks.closed_as_cleaned']);
    expect((await t.request().get('/api/tasks/available')).body.map((x: { id: string }) => x.id)).not.toContain(taskId);
    expect((await queue()).map((i) => i.task.id)).not.toContain(taskId);

    for (const kind of ['still_there', 'more_than_before', 'already_cleaned']) {
      const res = await mark(b, taskId, kind);
      expect(res.status, kind).toBe(409);
      expect(res.body).toEqual({ error: 'This task is already closed, so it cannot be marked any more.', code: 'MARK_TASK_CLOSED' });
    }
    const de = await b.agent.post(`/api/tasks/${taskId}/marks`).set('Accept-Language', 'de').send({ kind: 'still_there' });
    expect(de.body.error).toBe('Diese Aufgabe ist schon abgeschlossen und kann nicht mehr markiert werden.');
    expect((await mod.agent.post(`/api/admin/tasks/marks/${taskId}/close`)).body.code).toBe('MARKS_ALREADY_DECIDED');
  });

  it('does not let the person who holds a task mark it, nor a moderator close it while it is held', async () => {
    const taskId = await task(t);
    const [a, b] = people as [Person, Person];
    expect((await a.agent.post(`/api/tasks/${taskId}/accept`).send({ userId: a.id })).status).toBe(200);
    const own = await mark(a, taskId, 'already_cleaned');
    expect(own.status).toBe(409);
    expect(own.body.code).toBe('MARK_OWN_TASK');
    expect((await mark(b, taskId, 'already_cleaned')).status).toBe(200);
    expect((await queue()).find((i) => i.task.id === taskId)).toMatchObject({ held: true });
    const close = await mod.agent.post(`/api/admin/tasks/marks/${taskId}/close`);
    expect(close.status).toBe(409);
    expect(close.body.code).toBe('MARK_TASK_HELD');
    expect(await t.db('task_marks').where({ task_id: taskId, review_status: 'pending' })).toHaveLength(1);
  });

  it('refuses unknown tasks and kinds, and marks without a session; guests may mark', async () => {
    const [a] = people as [Person];
    const visitor = await guest(t);
    const open = await task(t);
    expect((await mark(visitor, open, 'still_there')).status).toBe(200);
    expect((await mark(a, MISSING, 'still_there')).status).toBe(404);
    expect((await marksOf(MISSING)).status).toBe(404);
    const taskId = await task(t);
    const wrong = await mark(a, taskId, 'gone');
    expect(wrong.status).toBe(400);
    expect(wrong.body.details.fields).toEqual([{ field: 'kind', message: 'kind must be still_there, more_than_before or already_cleaned' }]);
    expect((await t.request().post(`/api/tasks/${taskId}/marks`).send({ kind: 'still_there' })).status).toBe(401);
  });
});
