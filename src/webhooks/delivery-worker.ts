import http from 'node:http';
import https from 'node:https';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { AddressGuard } from './address-guard.js';
import { retryDelayMs } from './retry-schedule.js';
import { type SendOutcome, sendWebhook } from './send.js';

export interface DeliveryWorkerOptions {
  db: Db;
  guard: AddressGuard;
  timeoutMs: number;
  now: () => Date;
  /** How often due deliveries are looked for (retries, other instances' events). */
  pollMs: number;
  /** Deliveries claimed per round, all sent at once. */
  batchSize?: number;
  random?: () => number;
  log: { warn(details: object, message: string): void; info(details: object, message: string): void };
  onAttempt?: (outcome: AttemptOutcome, seconds: number) => void;
}

export type AttemptOutcome = 'delivered' | 'retry' | 'failed' | 'gone';

interface Claimed {
  id: number;
  attempts: number;
  event_id: string;
  payload: unknown;
  endpoint_id: string;
  url: string;
  secret: string;
  created_at: string | Date;
}

const EXCERPT_CHARS = 1000;
const LEASE_MARGIN_MS = 5000;

/** How the answer to an attempt decides the delivery: a 2xx delivers, 410 disables the endpoint, the rest is retried. */
export function outcomeOf(sent: SendOutcome, attempts: number, random?: () => number): { outcome: AttemptOutcome; retryInMs?: number } {
  if (sent.status !== undefined && sent.status >= 200 && sent.status < 300) return { outcome: 'delivered' };
  if (sent.status === 410) return { outcome: 'gone' };
  const retryInMs = retryDelayMs(attempts, random);
  return retryInMs === undefined ? { outcome: 'failed' } : { outcome: 'retry', retryInMs };
}

/**
 * Sends what the outbox holds. Each round claims due deliveries with `FOR UPDATE SKIP LOCKED` and a
 * lease, so several instances never send the same delivery at once, and one that dies mid-attempt
 * leaves a lease that runs out and makes the delivery due again (at least once, never lost).
 */
export class DeliveryWorker {
  private timer: NodeJS.Timeout | undefined;
  private round: Promise<number> | undefined;
  private again = false;
  private stopped = true;
  private readonly agents = {
    'http:': new http.Agent({ keepAlive: true, maxSockets: 64 }),
    'https:': new https.Agent({ keepAlive: true, maxSockets: 64 }),
  };

  constructor(private readonly options: DeliveryWorkerOptions) {}

  /**
   * `soleProcess`: no other process can be sending (the embedded database, whose folder is locked), so
   * leases left by a process that died are void at once instead of when they run out.
   */
  start(options: { soleProcess?: boolean } = {}): void {
    if (!this.stopped) return;
    this.stopped = false;
    if (!options.soleProcess) {
      this.schedule();
      return;
    }
    void this.options.db.execute(sql`update webhook_deliveries set lease_until = null where status = 'pending' and lease_until is not null`)
      .catch((error: Error) => this.options.log.warn({ reason: error.message }, 'webhook leases of the last run not released; they run out on their own'))
      .finally(() => this.wake());
  }

  /** Starts a round now (or right after the one running): events were just committed. */
  wake(): void {
    if (this.stopped) return;
    if (this.round) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    void this.loop();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.round?.catch(() => undefined);
    this.agents['http:'].destroy();
    this.agents['https:'].destroy();
  }

  private schedule(): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.loop(), this.options.pollMs);
    this.timer.unref();
  }

  private async loop(): Promise<void> {
    if (this.round) return;
    try {
      let claimed: number;
      do {
        this.again = false;
        this.round = this.runRound();
        claimed = await this.round;
        this.round = undefined;
      } while (!this.stopped && (this.again || claimed === this.batchSize));
    } catch (error) {
      this.round = undefined;
      this.options.log.warn({ reason: (error as Error).message }, 'webhook delivery round failed; trying again at the next poll');
    }
    if (!this.stopped) this.schedule();
  }

  private get batchSize(): number {
    return this.options.batchSize ?? 100;
  }

  /** One round: claim what is due, send it all, record each answer. Answers how many were claimed. */
  async runRound(): Promise<number> {
    const claimed = await this.claim();
    await Promise.all(claimed.map((delivery) => this.attempt(delivery)));
    return claimed.length;
  }

  private async claim(): Promise<Claimed[]> {
    const now = this.options.now();
    // Longer than an attempt can take (its timeout) and the recording of its answer.
    const leaseUntil = new Date(now.getTime() + this.options.timeoutMs + LEASE_MARGIN_MS);
    const result = await this.options.db.execute(sql`
      with due as (
        select delivery.id from webhook_deliveries as delivery
        join webhook_endpoints as endpoint on endpoint.id = delivery.endpoint_id and endpoint.enabled
        where delivery.status = 'pending'
          and (delivery.attempts = 0 or delivery.next_attempt_at <= ${now.toISOString()}::timestamptz)
          and (delivery.lease_until is null or delivery.lease_until <= ${now.toISOString()}::timestamptz)
        order by delivery.next_attempt_at, delivery.id
        limit ${this.batchSize}
        for update of delivery skip locked
      )
      update webhook_deliveries as delivery
      set lease_until = ${leaseUntil.toISOString()}::timestamptz, attempts = delivery.attempts + 1
      from due, webhook_events as event, webhook_endpoints as endpoint
      where delivery.id = due.id and event.id = delivery.event_id and endpoint.id = delivery.endpoint_id
      returning delivery.id, delivery.attempts, delivery.event_id, delivery.created_at, event.payload, endpoint.id as endpoint_id, endpoint.url, endpoint.secret`);
    return (result as unknown as { rows: Claimed[] }).rows.map((row) => ({ ...row, id: Number(row.id) }));
  }

  private async attempt(delivery: Claimed): Promise<void> {
    const at = this.options.now();
    const payload = typeof delivery.payload === 'string' ? delivery.payload : JSON.stringify(delivery.payload);
    const sent = await sendWebhook(
      { id: delivery.event_id, url: delivery.url, secret: delivery.secret, body: payload, at },
      { guard: this.options.guard, timeoutMs: this.options.timeoutMs, agent: this.agents[new URL(delivery.url).protocol as 'http:'] },
    );
    const decided = outcomeOf(sent, delivery.attempts, this.options.random);
    this.options.onAttempt?.(decided.outcome, sent.durationMs / 1000);
    await this.record(delivery, at, sent, decided);
    if (decided.outcome === 'gone' || decided.outcome === 'failed') {
      this.options.log.warn({ endpoint: delivery.endpoint_id, delivery: delivery.id, status: sent.status, error: sent.error }, `webhook delivery ${decided.outcome === 'gone' ? 'answered 410 Gone: endpoint disabled' : 'given up after its last retry'}`);
    }
  }

  private async record(delivery: Claimed, at: Date, sent: SendOutcome, decided: ReturnType<typeof outcomeOf>): Promise<void> {
    const now = this.options.now();
    const error = sent.error ?? (sent.status !== undefined && decided.outcome !== 'delivered' ? `answered ${sent.status}` : null);
    await this.options.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      await tx.execute(sql`
        insert into webhook_attempts (delivery_id, at, status_code, duration_ms, response_excerpt, error)
        values (${delivery.id}, ${at.toISOString()}::timestamptz, ${sent.status ?? null}, ${sent.durationMs},
          ${sent.excerpt?.slice(0, EXCERPT_CHARS) ?? null}, ${sent.error ?? null})`);
      const common = sql`lease_until = null, last_status = ${sent.status ?? null}, last_error = ${error}`;
      switch (decided.outcome) {
        case 'delivered':
          await tx.execute(sql`update webhook_deliveries set status = 'delivered', delivered_at = ${now.toISOString()}::timestamptz, ${common} where id = ${delivery.id}`);
          await tx.execute(sql`update webhook_endpoints set failing_since = null where id = ${delivery.endpoint_id} and failing_since is not null`);
          return;
        case 'gone':
          await tx.execute(sql`update webhook_deliveries set status = 'failed', ${common} where id = ${delivery.id}`);
          await tx.execute(sql`
            update webhook_endpoints set enabled = false, updated_at = now(),
              disabled_reason = ${`answered 410 Gone at ${at.toISOString()}`}
            where id = ${delivery.endpoint_id}`);
          return;
        case 'failed':
          await tx.execute(sql`update webhook_deliveries set status = 'failed', ${common} where id = ${delivery.id}`);
          // Disabled only when every attempt to it failed since this delivery's first, for any event: the whole retry schedule.
          await tx.execute(sql`
            update webhook_endpoints set enabled = false, updated_at = now(),
              disabled_reason = ${`failed every attempt from ${new Date(delivery.created_at).toISOString()} to ${at.toISOString()}`}
            where id = ${delivery.endpoint_id} and failing_since is not null
              and failing_since <= (select min(at) from webhook_attempts where delivery_id = ${delivery.id})`);
          return;
        case 'retry':
          await tx.execute(sql`
            update webhook_deliveries set next_attempt_at = ${new Date(now.getTime() + decided.retryInMs!).toISOString()}::timestamptz, ${common}
            where id = ${delivery.id}`);
          await tx.execute(sql`
            update webhook_endpoints set failing_since = ${at.toISOString()}::timestamptz
            where id = ${delivery.endpoint_id} and failing_since is null`);
      }
    });
  }
}
