import { Counter, Gauge, Histogram, Registry } from 'prom-client';

export type SyncMode = 'all' | 'backend-id' | 'record-id';

/** The service's own figures, beside the HTTP and process metrics fastify-metrics collects. */
export interface ServiceMetrics {
  readonly registry: Registry;
  cacheLookup(cache: string, hit: boolean): void;
  commerceCall(operation: string, seconds: number, failed: boolean): void;
  syncRun(mode: SyncMode, actions: Partial<Record<string, number>>): void;
  databaseQuery(kind: 'query' | 'transaction', seconds: number): void;
  /** One webhook attempt: `delivered`, `retry` (failed, tried again later), `failed` (given up) or `gone` (410). */
  webhookAttempt(outcome: string, seconds: number): void;
  /** One run of a scheduled job: `ok`, `failed` or `lost` (it ended without its lease: another instance took the job over). */
  jobRun(job: string, outcome: string, seconds: number): void;
  /** With REDIS_URL: `storefront_redis_up` (1 answers, 0 not), asked at every scrape. */
  watchRedis(answers: () => Promise<boolean>): void;
  /** The content cache's bytes by layer and its one budget, read at every scrape. */
  watchContentCache(cache: { byLayer(): Record<string, number>; maxBytes: number }): void;
}

const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** One registry per app, so several apps in one process (tests) never share or collide. */
export function createServiceMetrics(): ServiceMetrics {
  const registry = new Registry();
  const registers = [registry];
  // Lookups happen on every hot read: they are tallied in plain numbers and handed to the counter when scraped.
  const pendingLookups = new Map<string, { hit: number; miss: number }>();
  new Counter({
    name: 'storefront_cache_lookups_total',
    help: 'Lookups of the service caches, by cache and result (hit or miss)',
    labelNames: ['cache', 'result'] as const,
    registers,
    collect() {
      for (const [cache, tally] of pendingLookups) {
        if (tally.hit) this.inc({ cache, result: 'hit' }, tally.hit);
        if (tally.miss) this.inc({ cache, result: 'miss' }, tally.miss);
        tally.hit = 0;
        tally.miss = 0;
      }
    },
  });
  const commerceDuration = new Histogram({
    name: 'storefront_commerce_request_duration_seconds',
    help: 'Calls to the commerce backend by operation and outcome, retries included',
    labelNames: ['operation', 'outcome'] as const,
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const commerceFailures = new Counter({
    name: 'storefront_commerce_failures_total',
    help: 'Commerce backend calls that failed (unreachable, timed out, 5xx after retries, malformed answer)',
    labelNames: ['operation'] as const,
    registers,
  });
  const syncRuns = new Counter({
    name: 'storefront_sync_runs_total',
    help: 'Sync runs by mode (all products, one backendId, one record)',
    labelNames: ['mode'] as const,
    registers,
  });
  const syncProducts = new Counter({
    name: 'storefront_sync_products_total',
    help: 'Products handled by sync runs, by action (created, updated, moved, skipped, error)',
    labelNames: ['action'] as const,
    registers,
  });
  const databaseDuration = new Histogram({
    name: 'storefront_db_query_duration_seconds',
    help: 'Database round trips: single queries, and whole transactions',
    labelNames: ['kind'] as const,
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const webhookAttempts = new Histogram({
    name: 'storefront_webhook_attempt_duration_seconds',
    help: 'Webhook delivery attempts by outcome (delivered, retry, failed, gone)',
    labelNames: ['outcome'] as const,
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const jobRuns = new Histogram({
    name: 'storefront_job_run_duration_seconds',
    help: 'Runs of scheduled jobs by job and outcome (ok, failed, lost: ended after another instance took the job over)',
    labelNames: ['job', 'outcome'] as const,
    buckets: [...LATENCY_BUCKETS, 30, 60, 300],
    registers,
  });
  return {
    registry,
    webhookAttempt: (outcome, seconds) => webhookAttempts.observe({ outcome }, seconds),
    jobRun: (job, outcome, seconds) => jobRuns.observe({ job, outcome }, seconds),
    watchRedis(answers) {
      // Registered only with Redis configured: a service without it shows no gauge rather than a 0.
      new Gauge({
        name: 'storefront_redis_up',
        help: 'Whether Redis (REDIS_URL) answered a PING at this scrape: 1 yes, 0 no',
        registers,
        async collect() {
          this.set((await answers()) ? 1 : 0);
        },
      });
    },
    watchContentCache(cache) {
      new Gauge({
        name: 'storefront_content_cache_bytes',
        help: 'Bytes the content cache holds, by layer (documents with their renderings, answers, sent forms)',
        labelNames: ['layer'] as const,
        registers,
        collect() {
          for (const [layer, bytes] of Object.entries(cache.byLayer())) this.set({ layer }, bytes);
        },
      });
      new Gauge({
        name: 'storefront_content_cache_budget_bytes',
        help: 'The content cache\'s one memory budget: every layer together stays under it',
        registers,
        collect() {
          this.set(cache.maxBytes);
        },
      });
    },
    cacheLookup(cache, hit) {
      let tally = pendingLookups.get(cache);
      if (!tally) pendingLookups.set(cache, (tally = { hit: 0, miss: 0 }));
      if (hit) tally.hit += 1;
      else tally.miss += 1;
    },
    commerceCall(operation, seconds, failed) {
      commerceDuration.observe({ operation, outcome: failed ? 'failed' : 'ok' }, seconds);
      if (failed) commerceFailures.inc({ operation });
    },
    syncRun(mode, actions) {
      syncRuns.inc({ mode });
      for (const [action, count] of Object.entries(actions)) if (count) syncProducts.inc({ action }, count);
    },
    databaseQuery: (kind, seconds) => databaseDuration.observe({ kind }, seconds),
  };
}
