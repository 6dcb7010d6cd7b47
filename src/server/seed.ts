import type { Container } from 'inversify';
import type { Db } from './db';
import type { ServerModule } from './module';
import { UNIT_OF_WORK } from './tokens';

/** Seeds demo data through each module, once, on a database without any users yet. */
export async function seedDemoIfEmpty(db: Db, container: Container, modules: ServerModule[]): Promise<boolean> {
  const { rows } = await db.raw('select exists (select 1 from users) as has_users');
  if (rows[0].has_users) return false;
  await container.get(UNIT_OF_WORK).run(async (unit) => {
    for (const m of modules) await m.seedDemo?.(container, unit);
  });
  return true;
}
