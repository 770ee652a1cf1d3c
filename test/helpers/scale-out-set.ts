import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './server-process.js';

/**
 * The recommended deployment, made here for the drills and the bench: a PostgreSQL 15 server and a Redis
 * of the drill's own (so the drill may restart them without touching the suite's), and the increments a
 * storefront sends. Needs the machine's PostgreSQL 15 (PG_BIN) and Debian's redis-server.
 */
const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

const onPath = (command: string) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;

/** Why the scale-out set cannot be made here, or undefined when it can. */
export function scaleOutUnavailable(): string | undefined {
  if (!existsSync(path.join(PG_BIN, 'initdb'))) return `PostgreSQL 15 is not installed at ${PG_BIN}`;
  if (!onPath('redis-server')) return 'redis-server is not installed';
  return undefined;
}

const asRoot = process.getuid?.() === 0;

/** PostgreSQL refuses to run as root: as root it runs as the postgres user (created when missing). */
function pgCommand(binary: string, args: string[]): [string, string[]] {
  return asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(PG_BIN, binary), ...args]] : [path.join(PG_BIN, binary), args];
}

export class ThrowawayPostgres {
  private constructor(private readonly folder: string, readonly port: number) {}

  static async create(): Promise<ThrowawayPostgres> {
    if (asRoot && spawnSync('id', ['postgres'], { stdio: 'ignore' }).status !== 0) {
      execFileSync('useradd', ['--system', '--home-dir', '/nonexistent', '--shell', '/usr/sbin/nologin', 'postgres']);
    }
    const folder = mkdtempSync(path.join(tmpdir(), 'scale-pg-'));
    if (asRoot) chownSync(folder, Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })), Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' })));
    const server = new ThrowawayPostgres(folder, await freePort());
    execFileSync(...pgCommand('initdb', ['-D', path.join(folder, 'data'), '-A', 'trust', '-U', 'postgres']), { stdio: 'ignore' });
    server.control('start');
    return server;
  }

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  private control(action: 'start' | 'restart' | 'stop', mode = 'fast'): void {
    const options = `-p ${this.port} -k ${this.folder} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
    const args = ['-D', path.join(this.folder, 'data'), '-l', path.join(this.folder, 'server.log'), '-w', '-m', mode];
    execFileSync(...pgCommand('pg_ctl', action === 'stop' ? [...args, 'stop'] : [...args, '-o', options, action]), { stdio: 'ignore' });
  }

  /** `pg_ctl restart -m fast`: every connection is cut (57P01), the server is back when this returns. */
  restart(): void {
    this.control('restart');
  }

  async remove(): Promise<void> {
    try {
      this.control('stop', 'immediate');
    } catch {
      // already stopped
    }
    rmSync(this.folder, { recursive: true, force: true });
  }
}

export class ThrowawayRedis {
  private process: ChildProcess | undefined;

  private constructor(readonly port: number) {}

  static async create(): Promise<ThrowawayRedis> {
    const redis = new ThrowawayRedis(await freePort());
    await redis.start();
    return redis;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}/0`;
  }

  async start(): Promise<void> {
    this.process = spawn('redis-server', ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--loglevel', 'warning'], { stdio: 'ignore' });
    for (let attempt = 0; attempt < 100; attempt += 1) {
      if (spawnSync('redis-cli', ['-p', String(this.port), 'ping'], { encoding: 'utf8' }).stdout.trim() === 'PONG') return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('redis-server did not start');
  }

  /** Stops the server (its data goes with it, as a Redis restart without persistence does). */
  async stop(): Promise<void> {
    const child = this.process;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }
}

/** One answer to an increment: its status (0: no answer, the connection failed), the count it gave. */
export interface IncrementAnswer {
  variant: string;
  instance: number;
  status: number;
  count?: number;
  retryAfter?: string | null;
}

/**
 * Sends `total` increments of `product`'s variants (the i-th to variants[i % n]) to the instances in turn,
 * `inFlight` at a time, as a storefront's checkouts would. `onAnswer` sees each answer as it comes.
 */
export async function sendIncrements(options: {
  bases: readonly string[];
  product: string;
  variants: readonly string[];
  total: number;
  inFlight: number;
  onAnswer?: (answered: number) => void;
}): Promise<{ answers: IncrementAnswer[]; seconds: number }> {
  const { bases, product, variants, total, inFlight } = options;
  const answers: IncrementAnswer[] = [];
  let next = 0;
  // node:http with keep-alive rather than fetch: the generator shares the machine's cores with the instances,
  // and fetch spent about as much CPU a request as the instance answering it. The agent's time-out makes it
  // close an idle connection a second before the instance's Keep-Alive hint (5 s) says the instance will;
  // without one Node ignores the hint, and a request may go out on a connection being closed.
  const agent = new http.Agent({ keepAlive: true, maxSockets: inFlight, timeout: 5_000 });
  const started = performance.now();
  const worker = async () => {
    while (next < total) {
      const index = next;
      next += 1;
      const variant = variants[index % variants.length]!;
      const instance = index % bases.length;
      const answer: IncrementAnswer = { variant, instance, status: 0 };
      try {
        const response = await patchJson(agent, `${bases[instance]}/api/preorders/${product}`, { variant_id: variant, increment: 1 }, 60_000);
        answer.status = response.status;
        answer.retryAfter = response.retryAfter;
        if (response.status === 200) answer.count = (response.body as { current_orders?: number }).current_orders;
      } catch {
        // no answer: the instance is gone or cut the connection
      }
      answers.push(answer);
      options.onAnswer?.(answers.length);
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(inFlight, total) }, worker));
  } finally {
    agent.destroy();
  }
  return { answers, seconds: (performance.now() - started) / 1000 };
}

/** One JSON PATCH; rejects when no whole answer came (connection refused or cut, time-out). */
function patchJson(agent: http.Agent, url: string, body: unknown, timeoutMs: number): Promise<{ status: number; retryAfter: string | null; body: unknown }> {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const request = http.request(url, { method: 'PATCH', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }, timeout: timeoutMs }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let parsed: unknown;
        try {
          parsed = JSON.parse(text);
        } catch {
          // not JSON (a proxy's page, say): the status still counts
        }
        const retryAfter = response.headers['retry-after'];
        resolve({ status: response.statusCode ?? 0, retryAfter: typeof retryAfter === 'string' ? retryAfter : null, body: parsed });
      });
    });
    request.on('timeout', () => request.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    request.on('error', reject);
    request.end(payload);
  });
}

/** Per variant: what was acknowledged (200), how far the backend rose, and every count answered exactly once. */
export function tallyIncrements(answers: readonly IncrementAnswer[], startCounts: ReadonlyMap<string, number>, backendCounts: ReadonlyMap<string, number>) {
  let acknowledged = 0;
  let counted = 0;
  let lost = 0;
  let unanswered = 0;
  let repeatedCounts = 0;
  for (const [variant, start] of startCounts) {
    const mine = answers.filter((answer) => answer.variant === variant && answer.status === 200);
    const rise = backendCounts.get(variant)! - start;
    acknowledged += mine.length;
    counted += rise;
    // An acknowledged increment the backend does not hold is lost; a backend rise beyond them, unanswered.
    lost += Math.max(0, mine.length - rise);
    unanswered += Math.max(0, rise - mine.length);
    repeatedCounts += mine.length - new Set(mine.map((answer) => answer.count)).size;
  }
  const statuses: Record<string, number> = {};
  for (const answer of answers) statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
  return { acknowledged, counted, lost, unanswered, repeatedCounts, statuses };
}
