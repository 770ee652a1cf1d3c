import { parseArgs } from 'node:util';
import { ConfigError, loadDotEnv } from '../config.js';
import { DataDirLockedError } from '../db/data-dir-lock.js';
import { rootMessage } from '../lib/errors.js';
import { checkConfig } from './commands/check-config.js';
import { clear } from './commands/clear.js';
import { demo } from './commands/demo.js';
import { exportCommand } from './commands/export.js';
import { importCommand } from './commands/import.js';
import { migrate } from './commands/migrate.js';
import { stats } from './commands/stats.js';
import { sync } from './commands/sync.js';
import { runUsers, users } from './commands/users.js';
import { type Command, EXIT, err, type OptionValues, type Outcome, out, UsageError } from './command.js';

const COMMANDS: readonly Command[] = [migrate, sync, stats, clear, users, checkConfig, demo, exportCommand, importCommand];

const TOP_HELP = `storefront: operate the storefront content and preorder service

Usage: storefront <command> [options]

Commands:
${COMMANDS.map((command) => `  ${command.name.padEnd(14)}${command.summary}`).join('\n')}

Run 'storefront <command> --help' for a command's options.

Configuration comes from the server's environment variables and ./.env (see .env.example).
The embedded database (no DATABASE_URL) allows one process per DATA_DIR: while the server runs
on it, a command that opens the database fails at once naming that process. Stop the server
first, or use DATABASE_URL.

Exit codes: 0 success, 1 failure, 2 usage error.`;

function commandHelp(command: Command): string {
  return `storefront ${command.name}: ${command.summary}\n\n${command.help}`;
}

function parseOptions(command: Command, args: string[]): { values: OptionValues; positionals: string[] } | 'help' {
  try {
    const { values, positionals } = parseArgs({
      args,
      options: { ...command.options, help: { type: 'boolean', short: 'h' } },
      strict: true,
      allowPositionals: command.positionals !== undefined,
    });
    if (values.help) return 'help';
    if (positionals.length > (command.positionals ?? 0)) throw new UsageError(`unexpected argument "${positionals.at(-1)}"`);
    return { values: values as OptionValues, positionals };
  } catch (error) {
    if (String((error as NodeJS.ErrnoException).code).startsWith('ERR_PARSE_ARGS')) throw new UsageError((error as Error).message);
    throw error;
  }
}

async function dispatch(argv: string[]): Promise<Outcome> {
  const [name, ...args] = argv;
  if (name === undefined) {
    err(TOP_HELP);
    return EXIT.usage;
  }
  if (name === '--help' || name === '-h' || name === 'help') {
    const topic = name === 'help' ? COMMANDS.find((command) => command.name === args[0]) : undefined;
    out(topic ? commandHelp(topic) : TOP_HELP);
    return EXIT.ok;
  }
  const command = COMMANDS.find((candidate) => candidate.name === name);
  if (!command) throw new UsageError(`unknown command "${name}" (commands: ${COMMANDS.map((c) => c.name).join(', ')})`);
  // `users` takes a subcommand first: storefront users create --email …
  const action = command === users && args[0] !== undefined && !args[0].startsWith('-') ? args.shift() : undefined;
  const parsed = parseOptions(command, args);
  if (parsed === 'help') {
    out(commandHelp(command));
    return EXIT.ok;
  }
  return command === users ? runUsers(action, parsed.values) : command.run(parsed.values, parsed.positionals);
}

/** Runs one command line and answers its exit code (0 success, 1 failure, 2 usage error). */
export async function runCli(argv: string[]): Promise<Outcome> {
  const name = COMMANDS.some((command) => command.name === argv[0]) ? `storefront ${argv[0]}` : 'storefront';
  try {
    loadDotEnv();
    return await dispatch(argv);
  } catch (error) {
    if (error instanceof UsageError) {
      err(`${name}: ${error.message}`);
      err(`Run '${name} --help' for usage.`);
      return EXIT.usage;
    }
    if (error instanceof ConfigError || error instanceof DataDirLockedError) {
      err(error.message);
    } else {
      err(`${name} failed: ${rootMessage(error)}`);
    }
    return EXIT.failure;
  }
}
