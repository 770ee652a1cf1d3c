import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const BIN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../bin/storefront.js');

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs the real `storefront` command in a child process, with only the given variables (plus PATH
 * and HOME) so nothing from the developer's shell or .env leaks in; asynchronous, so a backend
 * served by the test process keeps answering.
 */
export function runCli(args: string[], env: Record<string, string>, cwd: string, /** Written to its standard input. */ input?: string): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      [BIN, ...args],
      { cwd, env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env }, timeout: 60_000 },
      (error, stdout, stderr) => {
        if (error && typeof error.code !== 'number') return reject(error);
        resolve({ code: error ? (error.code as number) : 0, stdout, stderr });
      },
    );
    if (input !== undefined) child.stdin!.end(input);
  });
}
