import { sql } from 'drizzle-orm';
import { createCommerceClient } from '../../commerce/client.js';
import { accessSummary } from '../../access/open-mode-warning.js';
import { type Config, loadConfig } from '../../config.js';
import { databaseTarget, openDatabase } from '../../db/client.js';
import { rootMessage } from '../../lib/errors.js';
import { connectRedis } from '../../lib/redis.js';
import { type Command, EXIT, out } from '../command.js';
import { maskedConfig } from '../mask-config.js';

/** What answered, or why the check was skipped; a failure throws. */
type Result = string | { skipped: string };
type Check = { name: string; run(config: Config): Promise<Result> };

/** A check that hangs (a blackholed host) fails after this long; the process exits anyway. */
const CHECK_TIMEOUT_MS = 15_000;

async function databaseAnswers(config: Config): Promise<Result> {
  const database = await openDatabase(databaseTarget(config));
  try {
    await database.db.execute(sql`select 1`);
    return config.databaseUrl ? 'PostgreSQL answers' : `embedded database in ${config.dataDir} answers`;
  } catch (error) {
    // The ORM wraps the driver's error ("Failed query: …"); the driver's says why.
    throw new Error(rootMessage(error));
  } finally {
    await database.close();
  }
}

async function commerceAnswers(config: Config): Promise<Result> {
  if (!config.commerceUrl) return { skipped: 'COMMERCE_URL is unset (sync, orders and variant counters cannot work)' };
  const page = await createCommerceClient(config).listProducts(0, 1);
  return `${config.commerceFlavor} backend answers (${page.count} products)`;
}

async function redisAnswers(config: Config): Promise<Result> {
  if (!config.redisUrl) return { skipped: 'REDIS_URL is unset' };
  const redis = connectRedis(config.redisUrl);
  let connectionError: Error | undefined;
  redis.on('error', (error: Error) => void (connectionError = error));
  try {
    // The client sends nothing before it is connected: wait for the connection, or its first failure.
    await new Promise((resolve) => {
      redis.once('ready', resolve);
      redis.once('error', resolve);
    });
    await redis.ping();
    return 'Redis answers';
  } catch (error) {
    throw connectionError ?? error;
  } finally {
    redis.disconnect();
  }
}

function withinTimeout(work: Promise<Result>): Promise<Result> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS / 1000} s`)), CHECK_TIMEOUT_MS);
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

const CHECKS: readonly Check[] = [
  { name: 'database', run: databaseAnswers },
  { name: 'commerce', run: commerceAnswers },
  { name: 'redis', run: redisAnswers },
];

export const checkConfig: Command = {
  name: 'check-config',
  summary: 'print the effective configuration (secrets masked), check the database and backends answer',
  help: `Usage: storefront check-config

Prints the configuration the server would use (environment variables and ./.env, with defaults
applied; API keys and the passwords inside DATABASE_URL and REDIS_URL are masked) and what the
access mode opens to anyone, then checks
that the database answers, that the commerce backend answers (it reads one product page, so a
refused key shows as the client's error) and that Redis answers when REDIS_URL is set.
It does not apply migrations.

Exit code 1 when the configuration is invalid or a check fails.`,
  options: {},
  async run() {
    const config = loadConfig();
    out('Configuration:');
    for (const line of maskedConfig(config)) out(`  ${line}`);
    out(`Access: ${accessSummary(config)}`);
    out('Checks:');
    let failed = false;
    for (const check of CHECKS) {
      try {
        const result = await withinTimeout(check.run(config));
        out(typeof result === 'string' ? `  ${check.name}: ok, ${result}` : `  ${check.name}: skipped, ${result.skipped}`);
      } catch (error) {
        failed = true;
        out(`  ${check.name}: FAILED, ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    return failed ? EXIT.failure : EXIT.ok;
  },
};
