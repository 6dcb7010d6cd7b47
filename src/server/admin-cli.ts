import { adminModule } from '../modules/admin/server';
import { AUDIT_LOG, type AuditLog } from '../modules/admin/contract';
import { CliError, runAdminCommand } from '../modules/admin/server/cli';
import { GUEST_API, type GuestApi } from '../modules/guest/contract';
import { guestModule } from '../modules/guest/server';
import { createApp } from './app';
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
  const config = loadConfig();
  const options = { databaseUrl: config.databaseUrl, dataDir: config.dataDir };
  const db = createDb(options);
  try {
    await migrateLatest(db);
    const app = createApp({ config, db, modules: [guestModule, adminModule], log: createLogger(false) });
    const out = await runAdminCommand(process.argv.slice(2), { db, guest: app.container.get<GuestApi>(GUEST_API), audit: app.container.get<AuditLog>(AUDIT_LOG) });
    process.stdout.write(`${describeDb(options)}: ${out}\n`);
  } finally {
    await db.destroy();
  }
} catch (err) {
  console.error(err instanceof ConfigError || err instanceof CliError ? err.message : err);
  code = 1;
}
process.exit(code);
