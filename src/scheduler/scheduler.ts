import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client.js';
import { rootMessage } from '../lib/errors.js';
import { HeldLease } from './held-lease.js';
import { DEFAULT_LEASE_MS, type LeaseTerms, releaseLease, takeLease } from './job-lease.js';

export interface Job extends LeaseTerms {
  name: string;
  /**
   * The work; `signal` aborts when the service stops or the lease is lost (the run must then stop).
   * The scheduler renews the lease on its own while the run lasts; `renew` renews it at once and answers
   * whether the run still holds it. Answers fields for the log.
   */
  run(renew: () => Promise<boolean>, signal: AbortSignal): Promise<Record<string, unknown> | void>;
}

export type RunOutcome = 'ok' | 'failed' | 'lost';

export interface SchedulerOptions {
  db: Db;
  now: () => Date;
  /** How often each instance checks whether a job is due. */
  checkMs: number;
  /** How often a running job's lease is renewed; default a third of its lease. */
  renewEveryMs?: number;
  log: {
    info(details: object, message: string): void;
    warn(details: object, message: string): void;
    error(details: object, message: string): void;
  };
  /** `lost`: the run ended without its lease (another instance took the job over). */
  onRun?: (job: string, outcome: RunOutcome, seconds: number) => void;
}

/**
 * Runs each job every `everyMs` on one instance at a time: every instance checks every `checkMs`, and
 * the one that takes the job's lease in the database runs it (src/scheduler/job-lease.ts), renewing the
 * lease while it runs (src/scheduler/held-lease.ts). Every run is logged and measured.
 */
export class Scheduler {
  /** This instance's name on the leases it holds (`scheduled_jobs.leased_by`). */
  readonly owner = randomUUID();
  private timer: NodeJS.Timeout | undefined;
  private readonly running = new Map<string, Promise<void>>();
  private started = false;
  private stopped = false;
  private readonly stopping = new AbortController();

  constructor(private readonly jobs: readonly Job[], private readonly options: SchedulerOptions) {}

  start(): void {
    if (this.started || this.stopped || this.jobs.length === 0) return;
    this.started = true;
    this.options.log.info({ owner: this.owner, jobs: this.jobs.map((job) => job.name) }, 'scheduler started');
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
    const takenAt = now();
    let taken: boolean;
    try {
      taken = await takeLease(db, job.name, job, takenAt, this.owner);
    } catch (error) {
      log.error({ job: job.name, reason: rootMessage(error) }, 'scheduled job not checked: the database did not answer');
      return;
    }
    if (!taken) return;
    const leaseMs = job.leaseMs ?? DEFAULT_LEASE_MS;
    const lease = new HeldLease({
      db, job: job.name, owner: this.owner, leaseMs, renewEveryMs: this.options.renewEveryMs ?? leaseMs / 3, now, log,
    }, takenAt, this.stopping.signal);
    const startedAt = performance.now();
    let summary: Record<string, unknown> | void = undefined;
    let failure: unknown;
    try {
      summary = await job.run(() => lease.renew(), lease.signal);
    } catch (error) {
      failure = error ?? new Error('failed');
    } finally {
      lease.end();
    }
    await this.finish(job, lease, { seconds: (performance.now() - startedAt) / 1000, summary, failure });
  }

  /** Releases the lease, unless another instance took it since, and reports the run. */
  private async finish(job: Job, lease: HeldLease, run: { seconds: number; summary: Record<string, unknown> | void; failure: unknown }): Promise<void> {
    const { db, now, log } = this.options;
    const outcome = run.failure === undefined ? 'ok' : 'failed';
    const error = run.failure === undefined ? undefined : rootMessage(run.failure);
    const details = { job: job.name, seconds: Number(run.seconds.toFixed(3)) };
    let released: boolean | undefined;
    try {
      released = lease.lost ? false : await releaseLease(db, job.name, this.owner, { now: now(), outcome, error });
    } catch (releaseError) {
      log.error({ ...details, reason: rootMessage(releaseError) }, 'scheduled job\'s lease not released: the database did not answer');
    }
    if (released === false) {
      this.options.onRun?.(job.name, 'lost', run.seconds);
      log.warn({ ...details, owner: this.owner, ...(error ? { reason: error } : {}) }, 'scheduled job ended without its lease: another instance holds the job');
    } else if (outcome === 'ok') {
      this.options.onRun?.(job.name, 'ok', run.seconds);
      log.info({ ...details, ...run.summary }, 'scheduled job ran');
    } else {
      this.options.onRun?.(job.name, 'failed', run.seconds);
      log.error({ ...details, reason: error }, 'scheduled job failed');
    }
  }
}
