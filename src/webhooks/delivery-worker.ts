import http from 'node:http';
import https from 'node:https';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { AddressGuard } from '../lib/address-guard.js';
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
  /**
   * No other process can be sending (the embedded database, whose folder is locked): deliveries are read
   * without a lease (rounds run one at a time here; one cut by a crash is simply due again), so a round
   * costs one commit instead of two, and leases left by a process that died are void at once.
   */
  soleProcess?: boolean;
}

export type AttemptOutcome = 'delivered' | 'retry' | 'failed' | 'gone';

interface Attempted {
  delivery: Claimed;
  at: Date;
  sent: SendOutcome;
  decided: ReturnType<typeof outcomeOf>;
}

interface Claimed {
  id: number;
  attempts: number;
  event_id: string;
  payload: unknown;
  endpoint_id: string;
  url: string;
  secret: string;
  previous_secret: string | null;
  created_at: string | Date;
}

const EXCERPT_CHARS = 1000;
const LEASE_MARGIN_MS = 5000;
const WAKE_DELAY_MS = 100;

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
  private wakeTimer: NodeJS.Timeout | undefined;
  private stopped = true;
  private readonly agents = {
    'http:': new http.Agent({ keepAlive: true, maxSockets: 64 }),
    'https:': new https.Agent({ keepAlive: true, maxSockets: 64 }),
  };

  constructor(private readonly options: DeliveryWorkerOptions) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    if (!this.options.soleProcess) {
      this.schedule();
      return;
    }
    void this.options.db.execute(sql`update webhook_deliveries set lease_until = null where status = 'pending' and lease_until is not null`)
      .catch((error: Error) => this.options.log.warn({ reason: error.message }, 'webhook leases of the last run not released; they run out on their own'))
      .finally(() => this.wake());
  }

  /** Starts a round soon: events were just committed. */
  wake(): void {
    // A moment later (and after the round running, if any), so the events of writes committed close
    // together go out in one round: under a stream of writes the delivery work is shared by many,
    // instead of taking turns with each on the database.
    if (this.stopped || this.wakeTimer) return;
    this.wakeTimer = setTimeout(() => {
      this.wakeTimer = undefined;
      void this.loop();
    }, WAKE_DELAY_MS);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    clearTimeout(this.wakeTimer);
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
    if (this.round) {
      this.again = true;
      return;
    }
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

  /** One round: claim what is due, send it all, record every answer in one transaction. Answers how many were claimed. */
  async runRound(): Promise<number> {
    const claimed = await this.claim();
    if (claimed.length === 0) return 0;
    const results = await Promise.all(claimed.map((delivery) => this.attempt(delivery)));
    await this.record(results);
    for (const { delivery, sent, decided } of results) {
      if (decided.outcome !== 'gone' && decided.outcome !== 'failed') continue;
      this.options.log.warn({ endpoint: delivery.endpoint_id, delivery: delivery.id, status: sent.status, error: sent.error }, `webhook delivery ${decided.outcome === 'gone' ? 'answered 410 Gone: endpoint disabled' : 'given up after its last retry'}`);
    }
    return claimed.length;
  }

  private async claim(): Promise<Claimed[]> {
    const now = this.options.now();
    const due = sql`
        select delivery.id from webhook_deliveries as delivery
        join webhook_endpoints as endpoint on endpoint.id = delivery.endpoint_id and endpoint.enabled
        where delivery.status = 'pending'
          and (delivery.attempts = 0 or delivery.next_attempt_at <= ${now.toISOString()}::timestamptz)
          and (delivery.lease_until is null or delivery.lease_until <= ${now.toISOString()}::timestamptz)
        order by delivery.next_attempt_at, delivery.id
        limit ${this.batchSize}`;
    const columns = sql`delivery.id, delivery.event_id, delivery.created_at, event.payload, endpoint.id as endpoint_id, endpoint.url, endpoint.secret,
        case when endpoint.previous_secret_until > ${now.toISOString()}::timestamptz then endpoint.previous_secret end as previous_secret`;
    if (this.options.soleProcess) {
      const result = await this.options.db.execute(sql`
        select delivery.attempts + 1 as attempts, ${columns}
        from (${due}) as due
        join webhook_deliveries as delivery on delivery.id = due.id
        join webhook_events as event on event.id = delivery.event_id
        join webhook_endpoints as endpoint on endpoint.id = delivery.endpoint_id
        order by delivery.next_attempt_at, delivery.id`);
      return (result as unknown as { rows: Claimed[] }).rows.map((row) => ({ ...row, id: Number(row.id), attempts: Number(row.attempts) }));
    }
    // Longer than an attempt can take (its timeout) and the recording of its answer.
    const leaseUntil = new Date(now.getTime() + this.options.timeoutMs + LEASE_MARGIN_MS);
    const result = await this.options.db.execute(sql`
      with due as (${due} for update of delivery skip locked)
      update webhook_deliveries as delivery
      set lease_until = ${leaseUntil.toISOString()}::timestamptz, attempts = delivery.attempts + 1
      from due, webhook_events as event, webhook_endpoints as endpoint
      where delivery.id = due.id and event.id = delivery.event_id and endpoint.id = delivery.endpoint_id
      returning delivery.attempts, ${columns}`);
    return (result as unknown as { rows: Claimed[] }).rows.map((row) => ({ ...row, id: Number(row.id), attempts: Number(row.attempts) }));
  }

  private async attempt(delivery: Claimed): Promise<Attempted> {
    const at = this.options.now();
    const payload = typeof delivery.payload === 'string' ? delivery.payload : JSON.stringify(delivery.payload);
    const sent = await sendWebhook(
      { id: delivery.event_id, url: delivery.url, secret: delivery.secret, previousSecret: delivery.previous_secret ?? undefined, body: payload, at },
      { guard: this.options.guard, timeoutMs: this.options.timeoutMs, agent: this.agents[new URL(delivery.url).protocol as 'http:'] },
    );
    const decided = outcomeOf(sent, delivery.attempts, this.options.random);
    this.options.onAttempt?.(decided.outcome, sent.durationMs / 1000);
    return { delivery, at, sent, decided };
  }

  /**
   * A round's answers in one statement, whatever their count: the attempts, the deliveries, then the
   * endpoints (a success ends an endpoint's failure streak, a failure starts one; 410 disables at once;
   * a delivery given up disables an endpoint that failed every attempt since that delivery's first).
   */
  private async record(results: readonly Attempted[]): Promise<void> {
    const now = this.options.now();
    const rows = results.map(({ delivery, at, sent, decided }) => ({
      id: delivery.id,
      attempt: delivery.attempts,
      endpoint_id: delivery.endpoint_id,
      at: at.toISOString(),
      status_code: sent.status ?? null,
      duration_ms: sent.durationMs,
      excerpt: sent.excerpt?.slice(0, EXCERPT_CHARS) ?? null,
      attempt_error: sent.error ?? null,
      last_error: sent.error ?? (sent.status !== undefined && decided.outcome !== 'delivered' ? `answered ${sent.status}` : null),
      outcome: decided.outcome,
      status: decided.outcome === 'delivered' ? 'delivered' : decided.outcome === 'retry' ? 'pending' : 'failed',
      next_attempt_at: decided.outcome === 'retry' ? new Date(now.getTime() + decided.retryInMs!).toISOString() : null,
    }));
    const batch = JSON.stringify(rows);
    const recordset = sql`jsonb_to_recordset(${batch}::jsonb) as r(id bigint, attempt int, endpoint_id text, at timestamptz, status_code int, duration_ms int,
      excerpt text, attempt_error text, last_error text, outcome text, status text, next_attempt_at timestamptz)`;
    // One statement (atomic on its own): its parts see the tables as they were before it, so "every
    // attempt failed since this delivery's first" reads the attempts already logged, never this one.
    await this.options.db.execute(sql`
      with r as (select * from ${recordset}),
      attempts as (
        insert into webhook_attempts (delivery_id, at, status_code, duration_ms, response_excerpt, error)
        select id, at, status_code, duration_ms, excerpt, attempt_error from r order by id
      ),
      deliveries as (
        update webhook_deliveries as delivery set status = r.status, lease_until = null, attempts = r.attempt, last_status = r.status_code, last_error = r.last_error,
          delivered_at = case when r.outcome = 'delivered' then ${now.toISOString()}::timestamptz else delivery.delivered_at end,
          next_attempt_at = coalesce(r.next_attempt_at, delivery.next_attempt_at)
        from r where delivery.id = r.id
      ),
      per_endpoint as (
        select r.endpoint_id,
          bool_or(r.outcome = 'delivered') as reached,
          min(r.at) as first_failure,
          min(r.at) filter (where r.outcome = 'gone') as gone_at,
          min(r.at) filter (where r.outcome = 'failed' and first.at is not null) as given_up_at,
          min(first.at) filter (where r.outcome = 'failed') as given_up_first
        from r left join lateral (select min(attempt.at) as at from webhook_attempts as attempt where attempt.delivery_id = r.id) as first on true
        group by r.endpoint_id
      )
      update webhook_endpoints as endpoint set
        failing_since = case when p.reached then null else coalesce(endpoint.failing_since, p.first_failure) end,
        enabled = case
          when p.gone_at is not null then false
          when p.given_up_at is not null and endpoint.failing_since is not null and endpoint.failing_since <= p.given_up_first then false
          else endpoint.enabled end,
        disabled_reason = case
          when p.gone_at is not null then 'answered 410 Gone at ' || to_char(p.gone_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')
          when p.given_up_at is not null and endpoint.failing_since is not null and endpoint.failing_since <= p.given_up_first
            then 'failed every attempt from ' || to_char(endpoint.failing_since at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')
              || ' to ' || to_char(p.given_up_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')
          else endpoint.disabled_reason end,
        updated_at = case when p.gone_at is not null or p.given_up_at is not null then now() else endpoint.updated_at end
      from per_endpoint as p
      where endpoint.id = p.endpoint_id`);
  }
}
