import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.js';
import { durationMs } from '../config.js';
import { runSync } from '../sync/run-sync.js';
import { CAMPAIGN_MOMENTS_JOB, emitCampaignMoments } from './campaign-moments.js';
import { type Job, Scheduler } from './scheduler.js';
import { publishDue, SCHEDULED_PUBLICATIONS_JOB } from './scheduled-publications.js';

const CAMPAIGN_MOMENTS_EVERY_MS = 30_000;
/** A scheduled publication is applied within this (plus up to one check) of its time. */
const SCHEDULED_PUBLICATIONS_EVERY_MS = 5_000;
/** The longest wait before an instance sees a job due, or free after its holder died (plus the lease, 15 s). */
const CHECK_EVERY_MS = 5_000;

/** The jobs this service runs on its own: campaign start and end events, scheduled publications, and the full sync of SYNC_INTERVAL. */
export function scheduledJobs(context: AppContext, wakeDelivery: () => void, log: { error(details: object, message: string): void }): Job[] {
  const jobs: Job[] = [{
    name: CAMPAIGN_MOMENTS_JOB,
    everyMs: CAMPAIGN_MOMENTS_EVERY_MS - 1000,
    run: async () => {
      const events = await emitCampaignMoments(context.db, context.outbox, context.now());
      if (events > 0) wakeDelivery();
      return { events };
    },
  }, {
    name: SCHEDULED_PUBLICATIONS_JOB,
    everyMs: SCHEDULED_PUBLICATIONS_EVERY_MS - 1000,
    run: async (_renew, signal) => publishDue(context, context.now(), signal, log),
  }];
  const syncIntervalMs = durationMs(context.config.syncInterval);
  if (syncIntervalMs !== undefined) {
    jobs.push({
      name: 'sync',
      everyMs: syncIntervalMs,
      // The scheduler renews the lease while the sync runs; `signal` stops it between pages when the lease is lost.
      run: async (_renew, signal) => {
        const result = await runSync(context, { collection: '', forceUpdate: true, actor: { kind: 'scheduler', role: 'admin' } }, undefined, signal);
        wakeDelivery();
        if (!('results' in result)) return {};
        result.results.details.dispose();
        return { products: result.results.total, created: result.results.created, updated: result.results.updated, errors: result.results.errors };
      },
    });
  }
  return jobs;
}

export function startScheduler(app: FastifyInstance, context: AppContext, wakeDelivery: () => void, checkMs?: number): Scheduler {
  const jobs = scheduledJobs(context, wakeDelivery, app.log);
  const scheduler = new Scheduler(jobs, {
    db: context.db,
    now: context.now,
    checkMs: checkMs ?? Math.min(CHECK_EVERY_MS, ...jobs.map((job) => job.everyMs)),
    log: app.log,
    onRun: (job, outcome, seconds) => context.metrics.jobRun(job, outcome, seconds),
  });
  app.addHook('onReady', async () => scheduler.start());
  app.addHook('preClose', async () => scheduler.stop());
  return scheduler;
}
