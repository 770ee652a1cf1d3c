import type { Db } from '../db/client.js';
import { rootMessage } from '../lib/errors.js';
import { type LeaseTerms, releaseLease, renewLease, takeLease } from './job-lease.js';

export interface Job extends LeaseTerms {
  name: string;
  /** The work; `renew` keeps the lease during a long run; `signal` aborts when the service stops. Answers fields for the log. */
  run(renew: () => Promise<void>, signal: AbortSignal): Promise<Record<string, unknown> | void>;
}

export interface SchedulerOptions {
  db: Db;
  now: () => Date;
  /** How often each instance checks whether a job is due. */
  checkMs: number;
  log: { info(details: object, message: string): void; error(details: object, message: string): void };
  onRun?: (job: string, outcome: 'ok' | 'failed', seconds: number) => void;
}

/**
 * Runs each job every `everyMs` on one instance at a time: every instance checks every `checkMs`, and
 * the one that takes the job's lease in the database runs it (src/scheduler/job-lease.ts). Every run is
 * logged and measured.
 */
export class Scheduler {
  private timer: NodeJS.Timeout | undefined;
  private readonly running = new Map<string, Promise<void>>();
  private started = false;
  private stopped = false;
  private readonly stopping = new AbortController();

  constructor(private readonly jobs: readonly Job[], private readonly options: SchedulerOptions) {}

  start(): void {
    if (this.started || this.stopped || this.jobs.length === 0) return;
    this.started = true;
    void this.check();
    this.timer = setInterval(() => void this.check(), this.options.checkMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    this.stopping.abort();
    await Promise.all(this.running.values());
  }

  /** Runs every job that is due and free; answers when those runs end. */
  async check(): Promise<void> {
    await Promise.all(this.jobs.map(async (job) => {
      if (this.stopped || this.running.has(job.name)) return;
      const run = this.runIfDue(job).finally(() => this.running.delete(job.name));
      this.running.set(job.name, run);
      await run;
    }));
  }

  private async runIfDue(job: Job): Promise<void> {
    const { db, now, log } = this.options;
    let taken: boolean;
    try {
      taken = await takeLease(db, job.name, job, now());
    } catch (error) {
      log.error({ job: job.name, reason: rootMessage(error) }, 'scheduled job not checked: the database did not answer');
      return;
    }
    if (!taken) return;
    const startedAt = performance.now();
    const seconds = () => (performance.now() - startedAt) / 1000;
    try {
      const summary = await job.run(() => renewLease(db, job.name, job.leaseMs, now()), this.stopping.signal);
      await releaseLease(db, job.name, { now: now(), outcome: 'ok' });
      this.options.onRun?.(job.name, 'ok', seconds());
      log.info({ job: job.name, seconds: Number(seconds().toFixed(3)), ...summary }, 'scheduled job ran');
    } catch (error) {
      await releaseLease(db, job.name, { now: now(), outcome: 'failed', error: rootMessage(error) }).catch(() => {});
      this.options.onRun?.(job.name, 'failed', seconds());
      log.error({ job: job.name, seconds: Number(seconds().toFixed(3)), reason: rootMessage(error) }, 'scheduled job failed');
    }
  }
}
