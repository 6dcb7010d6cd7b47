import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { isPglite, type Db } from './db';

/** Every metric's name starts with this; modules name theirs without it. */
export const METRIC_PREFIX = 'cleanquest_';

export interface MetricCounter<L extends string> {
  inc(labels: Record<L, string>, by?: number): void;
}

export interface MetricHistogram<L extends string> {
  observe(labels: Record<L, string>, value: number): void;
}

export interface MetricDefinition<L extends string> {
  /** Without the prefix, in Prometheus style: `photo_screenings_total`, `photo_upload_bytes`. */
  name: string;
  help: string;
  /** Label names; their values must come from a small fixed set (never ids, paths or user input). */
  labels: readonly L[];
}

/**
 * The app's metrics (GET /metrics), a core service modules resolve under the METRICS token. A
 * metric asked for twice by the same name is the same metric; the same name with another kind or
 * other labels fails at once.
 */
export interface Metrics {
  counter<L extends string>(def: MetricDefinition<L>): MetricCounter<L>;
  histogram<L extends string>(def: MetricDefinition<L> & { buckets: number[] }): MetricHistogram<L>;
}

/** Metrics that go nowhere, for unit tests of services that count things. */
export const noMetrics: Metrics = {
  counter: () => ({ inc: () => {} }),
  histogram: () => ({ observe: () => {} }),
};

/**
 * One app's metrics in its own registry (createApp runs many times in one test process; the
 * prom-client default registry would be shared by all of them).
 */
export class AppMetrics implements Metrics {
  readonly registry = new Registry();
  private readonly made = new Map<string, { kind: string; labels: string; metric: Counter<string> | Histogram<string> }>();

  /** Adds the gauges of the database pool, read on each scrape. */
  watchPool(db: Db): void {
    poolGauges(this.registry, db);
  }

  counter<L extends string>(def: MetricDefinition<L>): MetricCounter<L> {
    return this.make('counter', def, () => new Counter({ name: METRIC_PREFIX + def.name, help: def.help, labelNames: def.labels, registers: [this.registry] })) as Counter<L>;
  }

  histogram<L extends string>(def: MetricDefinition<L> & { buckets: number[] }): MetricHistogram<L> {
    return this.make('histogram', def, () => new Histogram({ name: METRIC_PREFIX + def.name, help: def.help, labelNames: def.labels, buckets: def.buckets, registers: [this.registry] })) as Histogram<L>;
  }

  /** The text Prometheus scrapes: the process's metrics, then the app's. */
  async text(): Promise<string> {
    return (await processRegistry().metrics()) + (await this.registry.metrics());
  }

  private make(kind: string, def: MetricDefinition<string>, create: () => Counter<string> | Histogram<string>) {
    const labels = [...def.labels].sort().join(',');
    const known = this.made.get(def.name);
    if (known) {
      if (known.kind !== kind || known.labels !== labels) throw new Error(`Metric ${def.name} already exists as a ${known.kind} with labels [${known.labels}]`);
      return known.metric;
    }
    const metric = create();
    this.made.set(def.name, { kind, labels, metric });
    return metric;
  }
}

/** The parts of knex's tarn pool read here. */
interface TarnPool {
  max: number;
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
}

/**
 * The database pool, read on each scrape. The embedded PGlite is one connection (knex-pglite's pool
 * has max 1): its gauges say so, and pending acquires show requests queueing for it.
 */
function poolGauges(registry: Registry, db: Db): void {
  const pool = () => (db.client as { pool?: TarnPool }).pool;
  const engine = isPglite(db) ? 'pglite' : 'postgres';
  new Gauge({
    name: `${METRIC_PREFIX}db_pool_connections`,
    help: 'Database connections in the pool by state (used: lent to a query or transaction; free: idle).',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const p = pool();
      this.set({ state: 'used' }, p?.numUsed() ?? 0);
      this.set({ state: 'free' }, p?.numFree() ?? 0);
    },
  });
  new Gauge({
    name: `${METRIC_PREFIX}db_pool_pending_acquires`,
    help: 'Queries and transactions waiting for a database connection.',
    registers: [registry],
    collect() {
      this.set(pool()?.numPendingAcquires() ?? 0);
    },
  });
  new Gauge({
    name: `${METRIC_PREFIX}db_pool_max_connections`,
    help: 'The most connections the pool opens (1 for the embedded PGlite).',
    labelNames: ['engine'],
    registers: [registry],
    collect() {
      this.set({ engine }, pool()?.max ?? 0);
    },
  });
}

let processMetrics: Registry | undefined;

/**
 * The process's own metrics (event-loop lag, CPU, memory, GC, handles): facts of the process, not of
 * an app, so one registry per process, started on the first scrape (each start adds an event-loop
 * monitor and a GC observer that run until the process ends).
 */
function processRegistry(): Registry {
  if (!processMetrics) {
    processMetrics = new Registry();
    collectDefaultMetrics({ register: processMetrics });
  }
  return processMetrics;
}
