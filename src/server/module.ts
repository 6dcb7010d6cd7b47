import type { Container, ContainerModule } from 'inversify';
import type Router from '@koa/router';
import type { Middleware } from 'koa';
import type { Knex } from 'knex';

/** What a domain module gives the composition root (listed in src/modules/server.ts). */
export interface ServerModule {
  id: string;
  containerModule: ContainerModule;
  /** Tokens resolved at start-up, so a broken binding fails the start loudly. */
  apiTokens?: symbol[];
  /** Middleware run for every request, before the routers (e.g. loading the session). */
  middleware?: (container: Container) => Middleware[];
  /** Routes, mounted under /api. */
  createRouter?: (container: Container) => Router;
  /** Background work (sweeps); returns a function that stops it. */
  start?: (container: Container) => () => void;
  /** Demo data for an empty database (SEED_DEMO). */
  seedDemo?: (container: Container, trx: Knex.Transaction) => Promise<void>;
}
