import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestApp, manifests, type TestApp } from '../../../../tests/support/test-app';
import { HOTSPOT_RADIUS_M, HOTSPOT_WINDOW_DAYS } from '../contract';
import { TASK_AREA_REPO } from './container';

describe.each(backends())('tasks by area and period: the queries use their indexes at scale (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ backend, modules: manifests('guest', 'gamification', 'photos', 'tasks') });
  });
  afterAll(() => t.close());

  it('finds the cleanups near each re-report through the completed tasks’ GiST index, the period through created_at', async () => {
    const trx = await t.db.transaction();
    try {
      // 20,000 tasks over Germany reported over two years, half of them cleaned; then the planner's statistics. Rolled back afterwards.
      await trx.raw(`insert into tasks (latitude, longitude, description, created_at, status, assignee_id, completed_at)
        select 47 + random() * 8, 6 + random() * 9, 'bulk', now() - (random() * 730) * interval '1 day',
          case when i % 2 = 0 then 'completed' else 'available' end,
          case when i % 2 = 0 then '00000000-0000-4000-8000-000000000001'::uuid end,
          case when i % 2 = 0 then now() - (random() * 700) * interval '1 day' end
        from generate_series(1, 20000) as i`);
      await trx.raw('analyze tasks');
      const explain = async (sql: string) => {
        const { rows } = await trx.raw(`explain ${sql}`);
        return rows.map((r: Record<string, string>) => Object.values(r)[0]).join('\n');
      };
      const repo = t.app.container.get(TASK_AREA_REPO);
      const now = new Date();
      // A week of re-reports in a city-sized area: the SQL the repository runs.
      const plan = await explain(
        repo
          .reReportsQuery({ area: { lat: 51.48, lon: 11.97, radiusKm: 5 }, period: { since: new Date(now.getTime() - 7 * 86_400_000), until: now }, radiusM: HOTSPOT_RADIUS_M, windowDays: HOTSPOT_WINDOW_DAYS })
          .toString(),
      );
      expect(plan).toContain('tasks_completed_earth_idx');
      expect(plan).toContain('tasks_created_idx');
      expect(plan).not.toContain('Seq Scan');
    } finally {
      await trx.rollback();
    }
  });
});
