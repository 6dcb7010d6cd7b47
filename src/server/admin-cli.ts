import { adminModule } from '../modules/admin/server';
import { guestModule } from '../modules/guest/server';
import { serverModules } from '../modules/server';
import { createApp } from './app';
import { CommandError, runCommand } from './command';
import { ConfigError, loadConfig } from './config';
import { createDb, describeDb, migrateLatest } from './db';
import { createLogger } from './log';

/**
 * npm run admin -- grant <username> admin|moderator | revoke <username> | list
 * Opens the configured database (DATA_DIR or DATABASE_URL) like npm run migrate. With the embedded
 * database, stop the server first: PGlite allows one process at a time.
 */
let code = 0;
try {
  const config = loadConfig(process.env, serverModules);
  const options = { databaseUrl: config.databaseUrl, dataDir: config.dataDir };
  const db = createDb(options);
  try {
    await migrateLatest(db, serverModules);
    // The admin module's command needs the people (guest) and the audit log (admin), nothing else.
    const modules = [guestModule, adminModule];
    // Plain lines: a person reads this at a terminal, not a log collector.
    const app = createApp({ config, db, modules, log: createLogger({ plain: true }) });
    const out = await runCommand(modules, 'admin', process.argv.slice(2), app.container);
    process.stdout.write(`${describeDb(options)}: ${out}\n`);
  } finally {
    await db.destroy();
  }
} catch (err) {
  console.error(err instanceof ConfigError || err instanceof CommandError ? err.message : err);
  code = 1;
}
process.exit(code);
