import { createApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createDb, describeDb, migrateLatest } from './db';
import { createHttpServer } from './http/client-error';
import { createLogger } from './log';
import { loadPageRenderer } from './page-renderer';
import { seedDemoIfEmpty } from './seed';
import { serverModules } from '../modules/server';

const log = createLogger();

async function main() {
  let config;
  try {
    config = loadConfig(process.env, serverModules);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(2);
    }
    throw err;
  }
  const dbOptions = { databaseUrl: config.databaseUrl, dataDir: config.dataDir };
  log.info(`database: ${describeDb(dbOptions)}`);
  const db = createDb(dbOptions);
  const applied = await migrateLatest(db, serverModules);
  if (applied.length > 0) log.info(`migrations applied: ${applied.join(', ')}`);

  const app = createApp({ config, db, modules: serverModules, log, pageRenderer: loadPageRenderer(config.ssrBundle, log) });
  if (config.seedDemo && (await seedDemoIfEmpty(db, app.container, serverModules))) log.info('demo data seeded');
  const stopBackground = app.startBackground();

  const server = createHttpServer(app.callback);
  server.listen(config.port, config.host, () => {
    log.info(`CleanQuest listening on ${config.publicUrl.origin} (bound to ${config.host}:${config.port})`);
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal}: stopping; readiness now answers 503, finishing in-flight requests`);
    app.startDraining();
    const backgroundStopped = stopBackground();
    // Stop accepting; keep-alive connections are closed as soon as they are idle.
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    const force = setTimeout(() => {
      log.info('shutdown timeout: closing remaining connections');
      server.closeAllConnections();
    }, config.shutdownTimeoutMs);
    server.close(async () => {
      clearInterval(idle);
      clearTimeout(force);
      await backgroundStopped;
      await app.close();
      await db.destroy();
      log.info('stopped');
      process.exit(0);
    });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((err) => {
  log.error('start failed', err);
  process.exit(1);
});
