import { deserialize } from 'node:v8';
import { Worker } from 'node:worker_threads';
import { KeyedMutex } from '../lib/keyed-mutex.js';

export interface WorkerSettings {
  /** The data folder; undefined: in memory. */
  folder: string | undefined;
  /** Added to PGlite's default start parameters. */
  startParams: string[];
  /**
   * In memory only: an archive of a data folder (written by the `dump` operation) the database starts
   * from, instead of a new one (initdb).
   */
  snapshot?: string;
}

/** `begin`: the statement opens a transaction, and the thread runs BEGIN before it (one round trip, not two). */
type Operation =
  | { op: 'query'; sql: string; params: unknown[] | undefined; rowMode: 'array' | 'object' | undefined; textTypes: number[]; begin?: boolean }
  | { op: 'exec'; sql: string; begin?: boolean }
  | { op: 'close' }
  /** Writes an archive of the data folder to `file` (PGlite's dumpDataDir, uncompressed), after a checkpoint. */
  | { op: 'dump'; file: string }
  /** The previous answer again, as JSON text (see settle). */
  | { op: 'resend-as-json' };

export type WorkerRequest = { id: number } & Operation;

export type WorkerReply =
  /** The answer in V8's serialization (read with v8.deserialize), or as JSON text. */
  | ({ id: number; ok: true } & ({ data: Uint8Array } | { json: string }))
  | { id: number; ok: false; error: Record<string, string | number | boolean> & { message: string } };

interface QueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, unknown>;
}

/** The statement ran past its limit: answered like PostgreSQL's statement_timeout (SQLSTATE 57014). */
export class StatementTimedOut extends Error {
  readonly code = '57014';
  constructor(limitMs: number) {
    super(`canceling statement due to statement timeout (${limitMs} ms); the embedded database was restarted`);
    this.name = 'StatementTimedOut';
  }
}

/** The embedded database restarted (a statement timed out, or its thread died) during this transaction. */
export class TransactionLost extends Error {
  constructor() {
    super('The transaction was rolled back: the embedded database restarted while it was open.');
    this.name = 'TransactionLost';
  }
}

function toError(reply: WorkerReply & { ok: false }): Error {
  const { message, name, ...fields } = reply.error;
  const error = new Error(message);
  error.name = String(name ?? 'Error');
  return Object.assign(error, fields);
}

/** What a caller inside `transaction` is given: the subset of PGlite's Transaction that drizzle uses. */
export interface ThreadTransaction {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<unknown>;
  exec(sql: string): Promise<unknown>;
}

export interface PgliteThreadOptions {
  settings: WorkerSettings;
  /** A statement running longer ends the thread and is answered with StatementTimedOut; undefined: no limit. */
  statementTimeoutMs: number | undefined;
  /** Told when the thread was ended and started again (logs). */
  onRestart?: (reason: string) => void;
}

const workerEntry = new URL(`./pglite-worker${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`, import.meta.url);
/**
 * From the TypeScript sources (tests, `npm run dev`), the thread loads tsx first, whoever started the
 * process; PGlite's modules are loaded before it, as its hooks would make them take 110 ms instead of 15.
 */
const tsxApi = workerEntry.pathname.endsWith('.ts') ? import.meta.resolve('tsx/esm/api') : undefined;
const preload = tsxApi ? import.meta.resolve('@electric-sql/pglite') : undefined;
const BOOTSTRAP = `
const { workerData } = require('node:worker_threads');
(async () => {
  if (workerData.preload) await import(workerData.preload);
  if (workerData.tsxApi) (await import(workerData.tsxApi)).register();
  await import(workerData.entry);
})().catch((error) => { throw error; });`;

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout | undefined;
}

/**
 * PGlite in a worker thread, with the client surface drizzle-orm/pglite calls (query, exec,
 * transaction, close). One statement is in flight at a time, as PGlite runs them anyway, so each has
 * its own time limit: past it the thread is terminated (as a crashed server, which PostgreSQL's
 * recovery handles at the next start; the open transaction is lost, committed work is not) and
 * started again on the same folder. An in-memory database is never restarted, and has no limit.
 */
/** json and jsonb: their values cross from the database thread as text, far cheaper to copy than the objects. */
export const JSON_TYPES = [114, 3802];

interface StatementResult {
  rows: Record<string | number, unknown>[];
  fields: { name: string; dataTypeID: number }[];
}

/**
 * Parses here the json and jsonb values the database thread sent as text (unless the caller asked for
 * their text), so a statement's result is what PGlite gives. V8's JSON parser does not recurse, so a
 * value nested thousands of levels deep reads as well as any.
 */
export function parseJsonColumns(result: StatementResult, rowMode: 'array' | 'object' | undefined, textTypes: readonly number[]): StatementResult {
  const columns = result.fields.flatMap((field, index) =>
    JSON_TYPES.includes(field.dataTypeID) && !textTypes.includes(field.dataTypeID) ? [rowMode === 'array' ? index : field.name] : []);
  if (columns.length === 0) return result;
  for (const row of result.rows) {
    for (const column of columns) {
      const value = row[column];
      if (typeof value === 'string') row[column] = JSON.parse(value);
    }
  }
  return result;
}

export class PgliteThread {
  private worker!: Worker;
  private ready!: Promise<void>;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  /** Statements go to the thread one at a time. */
  private line: Promise<unknown> = Promise.resolve();
  /** A transaction holds the connection from BEGIN to COMMIT; other statements wait for it. */
  private readonly connection = new KeyedMutex();
  /** Moves at every restart: a transaction begun before it cannot go on. */
  private generation = 0;
  private closed = false;
  private limitOff = 0;

  constructor(private readonly options: PgliteThreadOptions) {
    this.start();
  }

  get waitReady(): Promise<void> {
    return this.ready;
  }

  private start(): void {
    const worker = new Worker(BOOTSTRAP, {
      eval: true,
      workerData: { ...this.options.settings, entry: workerEntry.href, tsxApi, preload },
    });
    this.worker = worker;
    let started = false;
    this.ready = new Promise<void>((resolve, reject) => {
      const first = (reply: WorkerReply) => {
        worker.off('message', first);
        started = reply.ok;
        if (reply.ok) resolve();
        else reject(toError(reply));
        worker.on('message', (next: WorkerReply) => this.settle(next));
      };
      worker.on('message', first);
      worker.once('error', reject);
    });
    this.ready.catch(() => {});
    worker.on('error', () => {});
    worker.once('exit', () => {
      // A thread that never opened the database is not started again: its error is the answer.
      if (this.worker !== worker || this.closed || !started) return;
      this.failAll(new Error('The embedded database thread stopped unexpectedly.'));
      this.restart('the database thread stopped');
    });
  }

  private settle(reply: WorkerReply): void {
    const pending = this.pending.get(reply.id);
    if (!pending) return;
    this.pending.delete(reply.id);
    if (!reply.ok) {
      clearTimeout(pending.timer);
      pending.reject(toError(reply));
      return;
    }
    let result: unknown;
    try {
      result = 'data' in reply ? deserialize(reply.data) : JSON.parse(reply.json);
    } catch (error) {
      // This thread's stack is smaller than the database thread's: a value nested a few thousand levels
      // deep is read again from its JSON text (V8's JSON parser does not recurse), within the same time limit.
      if (!(error instanceof RangeError) || !('data' in reply)) throw error;
      const id = this.nextId++;
      this.pending.set(id, pending);
      this.worker.postMessage({ op: 'resend-as-json', id } satisfies WorkerRequest);
      return;
    }
    clearTimeout(pending.timer);
    pending.resolve(result);
  }

  private failAll(error: Error): void {
    for (const [id, pending] of this.pending) {
      clearTimeout(pending.timer);
      pending.reject(error);
      this.pending.delete(id);
    }
  }

  private restart(reason: string): void {
    this.failAll(new Error('The embedded database restarted while this statement ran.'));
    this.generation += 1;
    const old = this.worker;
    this.start();
    void old.terminate();
    this.options.onRestart?.(reason);
  }

  /** Whether a statement may run longer than the limit: migrations, and the in-memory database. */
  private get unlimited(): boolean {
    return this.limitOff > 0 || this.options.settings.folder === undefined || this.options.statementTimeoutMs === undefined;
  }

  /** Sends one request once the ones before it are answered; bounded by the statement limit. */
  private send(request: Operation, generation?: number): Promise<unknown> {
    const run = async () => {
      if (this.closed) throw new Error('The embedded database is closed.');
      if (generation !== undefined && generation !== this.generation) throw new TransactionLost();
      await this.ready;
      const id = this.nextId++;
      return new Promise<unknown>((resolve, reject) => {
        const limit = this.options.statementTimeoutMs;
        const timer = this.unlimited || request.op === 'close' ? undefined : setTimeout(() => {
          this.pending.delete(id);
          reject(new StatementTimedOut(limit!));
          this.restart(`a statement ran past ${limit} ms`);
        }, limit);
        this.pending.set(id, { resolve, reject, timer });
        this.worker.postMessage({ ...request, id });
      });
    };
    const result = this.line.then(run, run);
    this.line = result.catch(() => {});
    return result;
  }

  private async statement(sql: string, params: unknown[] | undefined, options: QueryOptions | undefined, generation?: number, begin?: boolean) {
    const textTypes = Object.keys(options?.parsers ?? {}).map(Number);
    const result = await this.send({ op: 'query', sql, params, rowMode: options?.rowMode, textTypes, begin }, generation);
    return parseJsonColumns(result as StatementResult, options?.rowMode, textTypes);
  }

  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<unknown> {
    return this.connection.run('connection', () => this.statement(sql, params, options));
  }

  exec(sql: string): Promise<unknown> {
    return this.connection.run('connection', () => this.send({ op: 'exec', sql }));
  }

  /**
   * Runs `work` in a transaction. BEGIN goes with its first statement, so a transaction costs the
   * thread one round trip less; one that runs no statement sends nothing.
   */
  transaction<T>(work: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    return this.connection.run('connection', async () => {
      const generation = this.generation;
      let begun = false;
      const opens = () => !begun && (begun = true);
      const tx: ThreadTransaction = {
        query: (sql, params, options) => this.statement(sql, params, options, generation, opens()),
        exec: (sql) => this.send({ op: 'exec', sql, begin: opens() }, generation),
      };
      let result: T;
      try {
        result = await work(tx);
      } catch (error) {
        if (begun && generation === this.generation) await this.send({ op: 'exec', sql: 'ROLLBACK' }).catch(() => {});
        throw error;
      }
      if (begun) await this.send({ op: 'exec', sql: 'COMMIT' }, generation);
      return result;
    });
  }

  /** Writes an archive of the database to `file`: a later in-memory database can start from it (WorkerSettings.snapshot). */
  dumpDataDir(file: string): Promise<void> {
    return this.connection.run('connection', async () => void (await this.send({ op: 'dump', file })));
  }

  /** Runs `work` (a migration) without the statement limit. */
  async withoutLimit<T>(work: () => Promise<T>): Promise<T> {
    this.limitOff += 1;
    try {
      return await work();
    } finally {
      this.limitOff -= 1;
    }
  }

  /** Whether the thread keeps the process running, as it does from the start (tests keep idle databases without it). */
  holdProcess(hold: boolean): void {
    if (hold) this.worker.ref();
    else this.worker.unref();
  }

  async close(): Promise<void> {
    if (this.closed) return;
    try {
      await this.connection.run('connection', () => this.send({ op: 'close' }));
    } finally {
      this.closed = true;
      await this.worker.terminate();
    }
  }
}
