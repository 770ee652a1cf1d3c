import type { Db } from '../db/client.js';
import { rootMessage } from '../lib/errors.js';
import { renewLease } from './job-lease.js';

export interface HeldLeaseOptions {
  db: Db;
  job: string;
  owner: string;
  leaseMs: number;
  /** How often the lease is renewed while the run lasts, whether or not the job calls `renew`. */
  renewEveryMs: number;
  now: () => Date;
  log: { warn(details: object, message: string): void };
}

/**
 * A lease held for one run: renewed on a timer (a heartbeat, so a holder that died frees the job within
 * `leaseMs`), and given up, with the run's signal aborted, as soon as it is known lost: a renewal that
 * finds another owner on the row, or a database that stayed silent until less than one renewal period
 * was left. A holder that cannot renew so stops before another instance can take the job.
 */
export class HeldLease {
  readonly signal: AbortSignal;
  private readonly losing = new AbortController();
  private readonly timer: NodeJS.Timeout;
  private heldUntil: number;
  private lostReason: string | undefined;
  private ended = false;

  constructor(private readonly options: HeldLeaseOptions, takenAt: Date, stopping: AbortSignal) {
    this.signal = AbortSignal.any([this.losing.signal, stopping]);
    this.heldUntil = takenAt.getTime() + options.leaseMs;
    this.timer = setInterval(() => void this.renew(), options.renewEveryMs).unref();
  }

  get lost(): boolean {
    return this.lostReason !== undefined;
  }

  /** Extends the lease; answers whether this run still holds it. */
  async renew(): Promise<boolean> {
    if (this.lost) return false;
    const { db, job, owner, leaseMs, renewEveryMs, now } = this.options;
    const at = now();
    try {
      if (await renewLease(db, job, leaseMs, at, owner)) {
        this.heldUntil = Math.max(this.heldUntil, at.getTime() + leaseMs);
        return true;
      }
      // A renewal that was under way when the run ended finds the lease released: nothing was lost.
      if (this.ended) return false;
      this.lose('another instance holds its lease');
    } catch (error) {
      if (this.ended || now().getTime() + renewEveryMs < this.heldUntil) return !this.lost;
      this.lose(`its lease could not be renewed before it ran out: ${rootMessage(error)}`);
    }
    return false;
  }

  /** Stops the renewals (the run ended). */
  end(): void {
    this.ended = true;
    clearInterval(this.timer);
  }

  private lose(reason: string): void {
    if (this.lost) return;
    this.lostReason = reason;
    clearInterval(this.timer);
    this.options.log.warn({ job: this.options.job, owner: this.options.owner, reason }, 'scheduled job lost its lease: its run is stopped');
    this.losing.abort(new Error(`the scheduled job ${this.options.job} lost its lease: ${reason}`));
  }
}
