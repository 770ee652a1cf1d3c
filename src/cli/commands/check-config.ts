import { sql } from 'drizzle-orm';
import { createCommerceClient } from '../../commerce/client.js';
import { accessModeNote, firstAdminNote } from '../../access/open-mode-warning.js';
import { anyUserExists } from '../../accounts/users.js';
import { type Config, accessModeOf, loadConfig } from '../../config.js';
import { databaseTarget, embeddedDatabaseExists, openDatabase } from '../../db/client.js';
import { rootMessage } from '../../lib/errors.js';
import { connectRedis } from '../../lib/redis.js';
import { type Command, EXIT, out } from '../command.js';
import { maskedConfig } from '../mask-config.js';

/** What answered, or why the check was skipped; a failure throws. */
type Result = string | { skipped: string };
/** What the checks learn besides their result: whether the database holds any user yet. */
type Facts = { usersExist?: boolean };
type Check = { name: string; run(config: Config, facts: Facts): Promise<Result> };

/** A check that hangs (a blackholed host) fails after this long; the process exits anyway. */
const CHECK_TIMEOUT_MS = 15_000;

async function databaseAnswers(config: Config, facts: Facts): Promise<Result> {
  // A check makes nothing: creating the embedded database (initdb) is the first start's work, and takes seconds.
  if (!config.databaseUrl && !embeddedDatabaseExists(config.dataDir)) {
    facts.usersExist = false;
    return `no embedded database in ${config.dataDir} yet: npm start (or migrate) makes it`;
  }
  const database = await openDatabase(databaseTarget(config));
  try {
    await database.db.execute(sql`select 1`);
    facts.usersExist = await anyUserExists(database.db);
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

/** What an unset ACCESS_MODE means: it follows ADMIN_API_KEY. */
function accessModeDefault(config: Config): string {
  return `, so ${accessModeOf(config)}: ADMIN_API_KEY is ${config.adminApiKey ? 'set' : 'unset'}`;
}

const PUBLIC_URL_DEFAULT = ', so media URLs take each request\'s own origin: set it in production';

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const checkConfig: Command = {
  name: 'check-config',
  summary: 'print the effective configuration (secrets masked), check the database and backends answer',
  help: `Usage: storefront check-config

Prints the configuration the server would use (environment variables and ./.env, with defaults
applied; API keys and the passwords inside DATABASE_URL and REDIS_URL are masked) and the
access mode in force with what it opens to anyone, then checks
that the database answers (an embedded one not made yet is reported, not made), that the
commerce backend answers (it reads one product page, so a refused key shows as the client's
error) and that Redis answers when REDIS_URL is set. While the
database holds no user, it ends with the command that makes the first admin.
It does not apply migrations.

Exit code 1 when the configuration is invalid or a check fails.`,
  options: {},
  async run() {
    const config = loadConfig();
    out('Configuration:');
    for (const line of maskedConfig(config)) out(`  ${line}${line === 'ACCESS_MODE=(unset)' ? accessModeDefault(config) : line === 'PUBLIC_URL=(unset)' ? PUBLIC_URL_DEFAULT : ''}`);
    out(capitalized(accessModeNote(config).message));
    out('Checks:');
    let failed = false;
    const facts: Facts = {};
    for (const check of CHECKS) {
      try {
        const result = await withinTimeout(check.run(config, facts));
        out(typeof result === 'string' ? `  ${check.name}: ok, ${result}` : `  ${check.name}: skipped, ${result.skipped}`);
      } catch (error) {
        failed = true;
        out(`  ${check.name}: FAILED, ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    if (facts.usersExist === false) out(`First admin: ${firstAdminNote(config.databaseUrl ? 'postgres' : 'pglite')}`);
    return failed ? EXIT.failure : EXIT.ok;
  },
};
