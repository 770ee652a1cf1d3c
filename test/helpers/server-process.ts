import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** The real service as a child process (`src/server.ts` through tsx), for tests of the whole process. */
export interface ServerProcess {
  child: ChildProcess;
  exited: Promise<number | null>;
  output(): string;
}

/**
 * A port nothing listens on, for a child service to bind. Picked at random below the kernel's ephemeral
 * range: a port from `listen(0)` is in that range, where every other test's in-process server and every
 * outgoing connection also take theirs, so between the pick and the child's bind another one could take
 * it, and the child's /healthz would then be answered by that other server (a SIGTERM sent while the child
 * was still starting killed it).
 */
export async function freePort(): Promise<number> {
  const [ephemeralLow] = ephemeralRange();
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const port = PICKED_LOW + Math.floor(Math.random() * (ephemeralLow - PICKED_LOW));
    if (await canListen(port)) return port;
  }
  throw new Error('no free port found below the ephemeral range');
}

const PICKED_LOW = 10_000;

function ephemeralRange(): [number, number] {
  try {
    const [low, high] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    if (low! > PICKED_LOW + 1000) return [low!, high!];
  } catch {
    // not Linux: the usual range
  }
  return [32_768, 60_999];
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

export function startServer(env: Record<string, string>, nodeArgs: string[] = []): ServerProcess {
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'src/server.ts'], {
    env: { PATH: process.env.PATH, LOG_LEVEL: 'warn', ...(process.env.FAST_LANE ? { FAST_LANE: process.env.FAST_LANE } : {}), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/**
 * Waits until /healthz answers, for at most `attempts` tries 100 ms apart. A first start on PGlite runs
 * initdb and the migrations: about 8.5 s on an idle 2-core machine, past 30 s in a CI run loaded with two
 * browsers besides its own test files.
 */
export async function waitForHealth(port: number, exited: Promise<unknown>, attempts = 600): Promise<void> {
  let stopped = false;
  void exited.then(() => (stopped = true));
  for (let attempt = 0; attempt < attempts && !stopped; attempt += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not become healthy');
}

/** The process's peak resident memory so far, in MB (Linux). */
export function peakRssMb(pid: number): number {
  const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Math.round(Number(match[1]) / 1024) : Number.NaN;
}

/** Asks `${base}/healthz` over and over until `until` settles; each answer's time in ms (each must be 200). */
export async function pollHealth(base: string, until: Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  let done = false;
  void until.finally(() => (done = true)).catch(() => {});
  while (!done) {
    const started = performance.now();
    const response = await fetch(`${base}/healthz`);
    if (response.status !== 200) throw new Error(`/healthz answered ${response.status}`);
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return times;
}

/**
 * /healthz answered while a query of `queryMs` ran: 19 answers in 20 within `withinMs`, and none slow
 * enough to have waited for the query (half its time). On a busy shared machine an answer may be late
 * for the scheduler, not for the database; an answer that waited for the query is the failure guarded.
 */
export function healthProblem(times: readonly number[], withinMs: number, queryMs: number): string | undefined {
  if (times.length === 0) return 'no /healthz answer';
  const slowest = Math.max(...times);
  if (slowest >= Math.max(withinMs, queryMs / 2)) return `slowest /healthz ${slowest.toFixed(1)} ms during a ${queryMs.toFixed(0)} ms query: it waited for the query`;
  const late = times.filter((ms) => ms >= withinMs).length;
  if (late > Math.floor(times.length / 20)) return `${late} of ${times.length} /healthz answers took ${withinMs} ms or more (slowest ${slowest.toFixed(1)} ms)`;
  return undefined;
}
