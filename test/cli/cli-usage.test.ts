import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { output } from '../../src/cli/command.js';
import { runCli as runCommandLine } from '../../src/cli/main.js';
import { type CliRun, runCli } from '../helpers/run-cli.js';

const COMMANDS = ['migrate', 'sync', 'stats', 'clear', 'check-config', 'demo'];

/**
 * Help and usage errors are answered before any configuration, database or network is touched, so
 * they run in this process (a child process per case cost about a second each, proving nothing more);
 * the last test runs the real `storefront` command to check that its exit code is the one answered here.
 */
async function cli(...args: string[]): Promise<CliRun> {
  const written = { stdout: '', stderr: '' };
  const { stdout, stderr } = output;
  const cwd = process.cwd();
  const folder = mkdtempSync(path.join(tmpdir(), 'storefront-cli-usage-'));
  output.stdout = (text) => void (written.stdout += text);
  output.stderr = (text) => void (written.stderr += text);
  process.chdir(folder); // no .env of the checkout is read
  try {
    const code = await runCommandLine(args);
    assert.equal(typeof code, 'number', 'the command answers an exit code');
    return { code: code as number, ...written };
  } finally {
    Object.assign(output, { stdout, stderr });
    process.chdir(cwd);
    rmSync(folder, { recursive: true, force: true });
  }
}

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

  it('the storefront command exits with the code the command line answers: 0, 2, and 1 on a bad configuration value naming the variable', async () => {
    const help = await runCli(['--help'], {}, tmpdir());
    assert.equal(help.code, 0);
    assert.match(help.stdout, /^Usage: storefront <command>/m);
    const unknown = await runCli(['frobnicate'], {}, tmpdir());
    assert.equal(unknown.code, 2);
    assert.match(unknown.stderr, /^storefront: unknown command "frobnicate"/);
    const run = await runCli(['stats'], { PORT: 'eighty' }, tmpdir());
    assert.equal(run.code, 1);
    assert.equal(run.stderr.trim(), 'Invalid configuration: PORT must be a whole number, got "eighty"');
  });
});
