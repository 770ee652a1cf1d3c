import type { ParseArgsConfig } from 'node:util';

/** Exit codes scripts can rely on. */
export const EXIT = { ok: 0, failure: 1, usage: 2 } as const;

/** A command keeps the process alive (the demo) instead of exiting with a code. */
export const KEEP_RUNNING = 'keep-running';

export type Outcome = number | typeof KEEP_RUNNING;

export type OptionValues = Record<string, string | boolean | undefined>;

export interface Command {
  readonly name: string;
  /** One line, shown in the top-level help. */
  readonly summary: string;
  /** The command's --help text after its first line. */
  readonly help: string;
  readonly options: NonNullable<ParseArgsConfig['options']>;
  /** How many arguments besides options the command takes (a file name); none when unset. */
  readonly positionals?: number;
  run(values: OptionValues, positionals: string[]): Promise<Outcome>;
}

/** Bad command-line input: one line on stderr and exit code 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** Where out and err write: the process's streams, or what a test running the command line in-process collects. */
export const output = {
  stdout: (text: string): void => void process.stdout.write(text),
  stderr: (text: string): void => void process.stderr.write(text),
};

export function out(line = ''): void {
  output.stdout(`${line}\n`);
}

export function err(line: string): void {
  output.stderr(`${line}\n`);
}
