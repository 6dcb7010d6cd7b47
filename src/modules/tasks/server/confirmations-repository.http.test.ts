import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestApp, manifests, type TestApp } from '../../../../tests/support/test-app';
import { task } from '../../../../tests/support/people';
import { DUPLICATE_RADIUS_M } from '../../../shared/constants';
import { TASK_CONFIRMATIONS_REPO } from './container';

/** Degrees of latitude per metre (earthdistance's sphere). */
const M = 1 / 111_320;
const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';

describe.each(backends())('tasks: open tasks near a report (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ backend, modules: manifests('guest', 'gamification', 'photos', 'tasks') });
  });
  afterAll(() => t.close());
  const repo = () => t.app.container.get(TASK_CONFIRMATIONS_REPO);

  it('finds available and assigned tasks within the radius, nearest first; not completed ones, not farther ones, not the person’s own', async () => {
    const [lat, lon] = [50.1, 8.6];
    const at = (m: number, fields: Parameters<typeof task>[1] = {}) => task(t, { latitude: lat + m * M, longitude: lon, ...fields });
    const available = await at(9);
    const assigned = await at(4);
    await t.db('tasks').where({ id: assigned }).update({ status: 'assigned', assignee_id: B });
    const completed = await at(2);
    await t.db('tasks').where({ id: completed }).update({ status: 'completed', assignee_id: B, completed_at: new Date() });
    const own = await at(1, { reporterId: A });
    await at(16);

    const found = await repo().openNear({ latitude: lat, longitude: lon, radiusM: DUPLICATE_RADIUS_M, limit: 5, notReportedBy: A });
    expect(found.map((f) => f.taskId)).toEqual([assigned, available]);
    expect(found[0]!.distanceM).toBeCloseTo(4, 0);
    expect(found[1]!.distanceM).toBeCloseTo(9, 0);
    const everyone = await repo().openNear({ latitude: lat, longitude: lon, radiusM: DUPLICATE_RADIUS_M, limit: 5 });
    expect(everyone.map((f) => f.taskId)).toEqual([own, assigned, available]);
    expect(await repo().openNear({ latitude: lat, longitude: lon, radiusM: DUPLICATE_RADIUS_M, limit: 1 })).toHaveLength(1);
  });

  it('reads each status through its partial GiST index at scale', async () => {
    const trx = await t.db.transaction();
    try {
      await trx.raw(`insert into tasks (latitude, longitude, description, status, assignee_id)
        select 47 + random() * 8, 6 + random() * 9, 'bulk',
          case when i % 3 = 0 then 'available' else (case when i % 3 = 1 then 'assigned' else 'completed' end) end,
          case when i % 3 = 0 then null else '00000000-0000-4000-8000-000000000001'::uuid end
        from generate_series(1, 20000) as i`);
      await trx.raw('analyze tasks');
      const { rows } = await trx.raw(`explain ${repo().openNearQuery({ latitude: 51.48, longitude: 11.97, radiusM: DUPLICATE_RADIUS_M, limit: 5, notReportedBy: A }).toString()}`);
      const plan = rows.map((r: Record<string, string>) => Object.values(r)[0]).join('\n');
      expect(plan).toContain('tasks_available_earth_idx');
      expect(plan).toContain('tasks_assigned_earth_idx');
      expect(plan).not.toContain('Seq Scan');
    } finally {
      await trx.rollback();
    }
  });
});
