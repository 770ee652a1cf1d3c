import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { SERVER_CORE, pinned } from './load.js';

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Waits until `url` answers 2xx, trying every `everyMs` (at most about 2 minutes). */
export async function waitFor(url: string, everyMs = 100): Promise<void> {
  for (let attempt = 0; attempt < 120_000 / everyMs; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  throw new Error(`${url} did not come up`);
}

export interface Child {
  process: ChildProcess;
  base: string;
  stop(): Promise<void>;
}

export async function startChild(args: string[], env: Record<string, string>, port: number, healthPath: string): Promise<Child> {
  // npm start's variables for every server (the service and the reference servers alike)
  const childEnv = { ...process.env, ...startEnvironment(), ...env };
  const options = { env: childEnv, stdio: ['ignore', 'inherit', 'inherit'] as ('ignore' | 'inherit')[] };
  // taskset execs node in place, so the child's pid (for its peak RSS) is the server's.
  const child = pinned ? spawn('taskset', ['-c', SERVER_CORE, process.execPath, ...args], options) : spawn(process.execPath, args, options);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}${healthPath}`);
  return {
    process: child,
    base,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * Builds the service, as production runs it (`npm start`: the bundle in dist/, no TS loader), when a
 * source changed since the last build: its stamp then keeps npm start's preloaded check from building again.
 */
export function buildService(): void {
  execFileSync(process.execPath, ['scripts/build-if-stale.mjs'], { stdio: 'inherit' });
}

const START = /^((?:[A-Z_]+=\S+\s+)*)node ([^&]*dist\/server\.js)\s*$/;

function startScript(): RegExpExecArray {
  const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
  const parts = START.exec(scripts.start ?? '');
  if (!parts) throw new Error(`npm start is not "[VAR=value …] node [flags] dist/server.js": ${scripts.start}`);
  return parts;
}

/** The node command of `npm start` (`node <flags> dist/server.js`, with its build check preloaded), so the bench runs exactly that. */
export function startCommand(): string[] {
  return startScript()[2]!.trim().split(/\s+/);
}

/** The variables `npm start` sets for its node command (MALLOC_ARENA_MAX). */
export function startEnvironment(): Record<string, string> {
  return Object.fromEntries(startScript()[1]!.trim().split(/\s+/).filter(Boolean).map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]));
}

/** The service as `npm start` runs it, with LOG_LEVEL=warn. */
export async function startService(env: Record<string, string>): Promise<Child> {
  const port = await freePort();
  // BENCH_CPU_PROF=<folder>: each service writes a V8 CPU profile there when it stops (where a figure's time goes).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  return startChild([...profile, ...startCommand()], { LOG_LEVEL: 'warn', ...env, PORT: String(port) }, port, '/healthz');
}

export type Bodies = Record<string, { body: string; headers: Record<string, string> }>;

/** The headers the service sends beside Date, Connection and Content-Length (which node:http adds anyway). */
const ANSWER_HEADERS = ['content-type', 'etag', 'cache-control', 'x-request-id'];

/** The service's answers to these URLs, body and headers, to be sent again byte for byte by the reference servers. */
export async function captureBodies(base: string, routes: { url: string; headers: Record<string, string> }[]): Promise<Bodies> {
  const bodies: Bodies = {};
  for (const { url, headers } of routes) {
    const response = await fetch(`${base}${url}`, { headers });
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    const answerHeaders = Object.fromEntries(ANSWER_HEADERS.flatMap((name) => {
      const value = response.headers.get(name);
      return value === null ? [] : [[name, value]];
    }));
    bodies[url] = { body: await response.text(), headers: answerHeaders };
  }
  return bodies;
}

/**
 * A reference server answering the captured response (headers and body) from memory: `bare` is
 * node:http (the machine's limit for this work), `fastify` a minimal Fastify app with a warn-level
 * pino logger (the framework's). Both run with the service's node flags.
 */
export async function startReference(kind: 'bare' | 'fastify', bodies: Bodies, folder: string): Promise<Child> {
  const port = await freePort();
  const file = path.join(folder, `bodies-${kind}.json`);
  writeFileSync(file, JSON.stringify(bodies));
  // Same node flags as the service, so the ratio compares the work done, not the runtime's settings.
  const nodeFlags = startCommand().slice(0, -1);
  return startChild([...nodeFlags, `bench/${kind}-server.mjs`, file, String(port)], {}, port, '/healthz');
}

/** The kernel's figures for a process: resident and peak resident memory (MB), CPU time (s). */
export function processFigures(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
  const statLine = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const stat = statLine.slice(statLine.lastIndexOf(')') + 2).split(' ');
  // utime and stime (fields 14 and 15 of stat, here 12 and 13 after the name), in clock ticks of 1/100 s.
  const cpuSeconds = (Number(stat[11]) + Number(stat[12])) / 100;
  return { rssMb: kb('VmRSS') / 1024, peakRssMb: kb('VmHWM') / 1024, cpuSeconds };
}

export function peakRssMb(pid: number): number {
  return Math.round(processFigures(pid).peakRssMb);
}
