import { ConfigError, loadConfig } from './config';
import { createDb, describeDb, migrateLatest } from './db';
import { serverModules } from '../modules/server';

/** npm run migrate: applies pending migrations to the configured database and exits. */
try {
  const config = loadConfig(process.env, serverModules);
  const options = { databaseUrl: config.databaseUrl, dataDir: config.dataDir };
  const db = createDb(options);
  const applied = await migrateLatest(db, serverModules);
  console.log(`${describeDb(options)}: ${applied.length === 0 ? 'already up to date' : `applied ${applied.join(', ')}`}`);
  await db.destroy();
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
}
