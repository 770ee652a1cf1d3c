import { ConfigError, type Config } from '../config.js';
import { DataDirLockedError } from '../db/data-dir-lock.js';
import { rootMessage } from '../lib/errors.js';
import { maskUrlPassword } from '../lib/secrets.js';

/** The start-up steps a failure can come from, each tied to the settings it uses. */
export type StartStep = 'database' | 'listen';

/** A start-up step's failure, tagged with the step so that the line can name its setting. */
export class StartStepError extends Error {
  constructor(readonly step: StartStep, readonly error: unknown) {
    super(rootMessage(error));
    this.name = 'StartStepError';
  }
}

/** Runs a step's work, tagging its failure with the step. */
export function startStep<T>(step: StartStep, work: Promise<T>): Promise<T> {
  return work.catch((error: unknown) => {
    throw new StartStepError(step, error);
  });
}

/** Errors that mean no server answered at the address: down, unknown host, filtered, or no connection in time. */
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ECONNRESET']);
const UNREACHABLE_MESSAGES = /^(timeout exceeded when trying to connect|Connection terminated)/;
/** A file-system refusal: the process may not write there, or the path is not a folder. */
const FILE_SYSTEM_CODES = new Set(['EACCES', 'EPERM', 'EROFS', 'ENOTDIR', 'EEXIST', 'ENOSPC', 'EDQUOT']);

function codeOf(error: unknown): string | undefined {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

function databaseLine(config: Config, error: unknown): string {
  const code = codeOf(error);
  const message = rootMessage(error);
  if (config.databaseUrl) {
    const url = maskUrlPassword(config.databaseUrl);
    if ((code && UNREACHABLE_CODES.has(code)) || UNREACHABLE_MESSAGES.test(message)) {
      return `DATABASE_URL: no PostgreSQL server answers at ${url} (${message}): start it, or correct DATABASE_URL`;
    }
    return `DATABASE_URL: the PostgreSQL server at ${url} answered but the service cannot use it (${message})`;
  }
  if (code && FILE_SYSTEM_CODES.has(code)) {
    return `DATA_DIR: the embedded database cannot write to ${config.dataDir} (${message}): give this process a folder it may write, or set DATA_DIR to one`;
  }
  return `DATA_DIR: the embedded database in ${config.dataDir} did not start (${message})`;
}

function listenLine(config: Config, error: unknown): string | undefined {
  switch (codeOf(error)) {
    case 'EADDRINUSE':
      return `PORT: port ${config.port} on HOST ${config.host} is already in use: stop the process using it, or set PORT to a free port`;
    case 'EACCES':
      return `PORT: this process may not listen on port ${config.port} (ports below 1024 need privileges): set PORT to 1024 or above`;
    case 'EADDRNOTAVAIL':
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `HOST: ${config.host} is not an address of this machine: set HOST to one of its addresses (127.0.0.1, or 0.0.0.0 for all)`;
    default:
      return undefined;
  }
}

/**
 * The one line a start-up failure prints, naming the setting to change; undefined for a failure no
 * setting explains (a bug), which is printed with its stack.
 */
export function startFailureLine(error: unknown, config: Config | undefined): string | undefined {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) return error.message;
  if (!(error instanceof StartStepError) || !config) return undefined;
  if (error.error instanceof DataDirLockedError) return error.error.message;
  return error.step === 'database' ? databaseLine(config, error.error) : listenLine(config, error.error);
}
