import type { FastifyInstance } from 'fastify';
import type { Writable } from 'node:stream';
import type { AppContext } from '../../src/app-context.js';
import { buildAppWithContext, loggerOptions } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import type { ScryptCost } from '../../src/identity/passwords.js';
import { TEST_PASSWORD_COST } from './passwords.js';
import { openTestDatabase, type TestDatabase } from './database.js';
import { startDemoBackend } from '../../demo/commerce-backend.js';


export interface TestApp {
  app: FastifyInstance;
  /** What the app was built on (its route rules, its outbox…). */
  context: AppContext;
  database: TestDatabase;
  /** Moves the app's clock; `now` starts at the real time. */
  clock: { now: Date };
  close(): Promise<void>;
}

/** The real app on its own database, for one test file; env overrides feed loadConfig. */
export async function startTestApp(
  env: Record<string, string> = {},
  options: {
    logStream?: Writable;
    /** Instead of the suite's database (closed with the app). */
    database?: TestDatabase;
    /** Called before the app is ready: hooks a test adds. */
    beforeReady?: (app: FastifyInstance) => void;
    /** Start the background work (webhook delivery, the schedule, housekeeping), as the server does. */
    workers?: boolean;
    /** How often the schedule checks for due jobs, with `workers` (4 s by default). */
    schedulerCheckMs?: number;
    /** Compile every route's schemas at start, as Fastify does by default (the service compiles each on first use). */
    compileSchemasAtStart?: boolean;
    /** The cost of new password hashes (TEST_PASSWORD_COST unless given). */
    passwordCost?: ScryptCost;
  } = {},
): Promise<TestApp> {
  // FAST_LANE=off npm test runs the whole suite with Fastify answering every request (a test's own setting wins)
  const lane = process.env.FAST_LANE ? { FAST_LANE: process.env.FAST_LANE } : {};
  const config = loadConfig({ LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent', ...lane, ...env });
  const database = options.database ?? (await openTestDatabase(undefined, config.databaseStatementTimeoutMs));
  const clock = { now: new Date() };
  const logger = options.logStream
    ? { ...(loggerOptions(config) as object), level: 'trace', stream: options.logStream }
    : undefined;
  const { app, context } = await buildAppWithContext({ config, database, now: () => clock.now, logger, workers: options.workers, schedulerCheckMs: options.schedulerCheckMs, compileSchemasAtStart: options.compileSchemasAtStart, passwordCost: options.passwordCost ?? TEST_PASSWORD_COST });
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    context,
    database,
    clock,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** POSTs a document through the content API and returns it; fails loudly otherwise. */
export async function createDoc(
  app: FastifyInstance,
  collection: string,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<Record<string, unknown> & { id: string }> {
  const response = await app.inject({ method: 'POST', url: `/api/${collection}`, payload: body, headers });
  if (response.statusCode !== 201) {
    throw new Error(`create ${collection} failed: ${response.statusCode} ${response.body}`);
  }
  return response.json().doc;
}

export async function setGlobal(app: FastifyInstance, slug: string, body: Record<string, unknown>): Promise<void> {
  const response = await app.inject({ method: 'POST', url: `/api/globals/${slug}`, payload: body });
  if (response.statusCode !== 200) throw new Error(`set ${slug} failed: ${response.statusCode} ${response.body}`);
}

/** The app wired to a fresh demo commerce backend on loopback (empty catalog), for one test file. */
export async function startAppWithBackend(env: Record<string, string> = {}, options: { workers?: boolean } = {}) {
  const backend = await startDemoBackend({ catalog: { products: [], orders: [] } });
  const t = await startTestApp({ COMMERCE_URL: backend.url, COMMERCE_TIMEOUT_MS: '500', ...env }, options);
  return {
    backend,
    t,
    close: async () => {
      await t.close();
      await backend.close();
    },
  };
}
