import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServerDatabase } from './database.js';
import { freePort, type ServerProcess, startServer, waitForHealth } from './server-process.js';

/**
 * Pieces shared by the reliability drills (test/drills/): the real service as child processes on the
 * suite's database, killed with SIGKILL and started again on the same data, and the drills' sizes.
 */
export const drillOnPostgres = process.env.TEST_DB === 'postgres' && process.env.TEST_DATABASE_URL !== undefined;

/** A drill's size: DRILL_<NAME> when set (npm run drills -- --name=N sets it), else the CI default. */
export function drillSize(name: string, fallback: number): number {
  const raw = process.env[`DRILL_${name}`];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < 1) throw new Error(`DRILL_${name} must be a whole number above 0, got "${raw}"`);
  return Number(raw);
}

/** Prints one of the drill's figures into the test output (and so into the CI log). */
export function reportFigure(drill: string, line: string, database = drillOnPostgres ? 'PostgreSQL' : 'PGlite'): void {
  console.log(`# drill ${drill} (${database}): ${line}`);
}

/** Where the drill's service keeps its data: a DATA_DIR (PGlite), plus a new database on PostgreSQL. */
export interface DrillStore {
  env: Record<string, string>;
  remove(): Promise<void>;
}

export async function createDrillStore(): Promise<DrillStore> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'drill-'));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  if (!drillOnPostgres) return { env: { DATA_DIR: dataDir }, remove: async () => removeDir() };
  const database = await createServerDatabase(process.env.TEST_DATABASE_URL!);
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: database.url },
    remove: async () => {
      await database.drop();
      removeDir();
    },
  };
}

/** One service process on a port of its own, started again on the same data and port after a kill. */
export class DrillService {
  private server: ServerProcess | undefined;

  private constructor(readonly port: number, private readonly env: Record<string, string>) {}

  static async create(env: Record<string, string>): Promise<DrillService> {
    return new DrillService(await freePort(), env);
  }

  get base(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get pid(): number | undefined {
    return this.server?.child.pid;
  }

  /** Starts the process and waits until /healthz answers; the start's time in ms. */
  async start(): Promise<number> {
    const started = performance.now();
    // --liftoff-only as `npm start` passes it (the embedded database's memory on Node 22 and later).
    const server = startServer({ ...this.env, PORT: String(this.port), HOST: '127.0.0.1' }, ['--liftoff-only']);
    this.server = server;
    try {
      // Generous: the drills run on a shared 2-core machine, where a first start (initdb) took 24 s.
      await waitForHealth(this.port, server.exited, 1200);
    } catch (error) {
      server.child.kill('SIGKILL');
      throw new Error(`the service did not start: ${(error as Error).message}\n${server.output()}`);
    }
    return performance.now() - started;
  }

  /** kill -9: no shutdown code runs, open transactions and requests are cut where they stand. */
  async kill(): Promise<void> {
    const server = this.server;
    if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
    server.child.kill('SIGKILL');
    await server.exited;
  }

  output(): string {
    return this.server?.output() ?? '';
  }

  /** null while the process runs (or was never started); its exit code or signal once it ended. */
  exitCode(): number | string | null {
    const child = this.server?.child;
    return child ? child.exitCode ?? child.signalCode : null;
  }
}

export interface ListedDoc {
  id: string;
  [field: string]: unknown;
}

/**
 * Every document of a collection through the content API (pages of 1000, by id, no expansion). In
 * protected mode pass a credential: drafts are listed with it only.
 */
export async function listAll(base: string, collection: string, headers: Record<string, string> = {}): Promise<ListedDoc[]> {
  const docs: ListedDoc[] = [];
  for (let page = 1; ; page += 1) {
    const response = await fetch(`${base}/api/${collection}?limit=1000&page=${page}&depth=0&sort=id&draft=true`, { headers });
    if (response.status !== 200) throw new Error(`listing ${collection} answered ${response.status}: ${await response.text()}`);
    const body = (await response.json()) as { docs: ListedDoc[]; hasNextPage: boolean };
    docs.push(...body.docs);
    if (!body.hasNextPage) return docs;
  }
}

/** Sends a JSON request and reads the JSON answer (a body that is not JSON reads as its text). */
export async function sendJson(method: string, url: string, body?: unknown): Promise<{ status: number; body: any }> {
  const response = await fetch(url, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // kept as text
  }
  return { status: response.status, body: parsed };
}
