import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { tmpdir } from 'node:os';
import { runCli } from '../helpers/run-cli.js';

const COMMANDS = ['migrate', 'sync', 'stats', 'clear', 'check-config', 'demo'];
const cli = (...args: string[]) => runCli(args, {}, tmpdir());

describe('storefront CLI usage', () => {
  it('lists every command and the exit codes in the top-level help', async () => {
    const run = await cli('--help');
    assert.equal(run.code, 0);
    for (const command of COMMANDS) assert.match(run.stdout, new RegExp(`^  ${command} `, 'm'));
    assert.match(run.stdout, /Exit codes: 0 success, 1 failure, 2 usage error/);
    assert.match(run.stdout, /one process per DATA_DIR/);
  });

  it('has --help on every command', async () => {
    for (const command of COMMANDS) {
      const run = await cli(command, '--help');
      assert.equal(run.code, 0, command);
      assert.match(run.stdout, new RegExp(`^Usage: storefront ${command}`, 'm'), command);
    }
  });

  it('answers usage errors with exit code 2 and one line naming the problem', async () => {
    const cases: [string[], RegExp][] = [
      [['frobnicate'], /^storefront: unknown command "frobnicate"/],
      [['sync', '--bogus'], /^storefront sync: Unknown option '--bogus'/],
      [['sync', '--backend-id'], /^storefront sync: Option '--backend-id <value>' argument missing/],
      [['sync', '--backend-id', 'a', '--record-id', 'b'], /^storefront sync: give --backend-id or --record-id, not both/],
      [['sync', '--collection', 'products'], /^storefront sync: --collection goes with --record-id/],
      [['sync', '--record-id', 'x', '--collection', 'articles'], /^storefront sync: --collection must be one of/],
      [['clear'], /^storefront clear: --collections is required/],
      [['stats', 'extra'], /^storefront stats: Unexpected argument 'extra'/],
      [['export'], /^storefront export: the archive FILE to write is required/],
      [['export', 'a.ndjson', 'b.ndjson'], /^storefront export: unexpected argument "b.ndjson"/],
      [['export', 'a.ndjson', '--from-url', 'nowhere'], /^storefront export: --from-url must be the service's address/],
      [['import'], /^storefront import: the archive FILE to load is required/],
    ];
    for (const [args, message] of cases) {
      const run = await cli(...args);
      assert.equal(run.code, 2, args.join(' '));
      assert.match(run.stderr, message, args.join(' '));
      assert.equal(run.stdout, '', args.join(' '));
    }
  });

  it('prints the help on stderr with exit code 2 when no command is given', async () => {
    const run = await cli();
    assert.equal(run.code, 2);
    assert.match(run.stderr, /^Usage: storefront <command>/m);
  });

  it('stops on a bad configuration value with one line naming the variable', async () => {
    const run = await runCli(['stats'], { PORT: 'eighty' }, tmpdir());
    assert.equal(run.code, 1);
    assert.equal(run.stderr.trim(), 'Invalid configuration: PORT must be a whole number, got "eighty"');
  });
});
