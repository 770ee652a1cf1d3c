/**
 * Errors that domain code throws deliberately. Each route group turns them into its own
 * body family (`{success:false,error}`, `{error,message}`, `{error}` or `{errors:[…]}`).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequest extends HttpError {
  constructor(message: string, field?: string) {
    super(400, message, field);
  }
}

export class Unauthorized extends HttpError {
  constructor(message = 'Unauthorized') {
    super(401, message);
  }
}

export class NotFound extends HttpError {
  constructor(message: string) {
    super(404, message);
  }
}

/** A field-by-field validation failure of a request body. */
export class ValidationFailed extends HttpError {
  constructor(readonly errors: readonly { message: string; field: string }[]) {
    super(400, errors.map((error) => (error.field ? `${error.field}: ${error.message}` : error.message)).join('; '));
  }
}

/** The write conflicts with a stored record (a unique field); answered 409 with field errors. */
export class Conflict extends HttpError {
  constructor(readonly errors: readonly { message: string; field: string }[]) {
    super(409, errors.map((error) => `${error.field}: ${error.message}`).join('; '));
  }
}

/**
 * The commerce backend failed, answered something unusable, or is not configured.
 * The contract answers these with 500; the message says what went wrong.
 */
export class Upstream extends HttpError {
  constructor(message: string, readonly upstreamStatus?: number) {
    super(500, message);
  }
}

/** The service cannot do this now (a dependency is unreachable or busy); `Retry-After` says when to try again. */
export class ServiceUnavailable extends HttpError {
  constructor(message: string, readonly retryAfterSeconds: number) {
    super(503, message);
  }
}

/**
 * SQLSTATE classes and codes of a database that cannot be reached or is going away: connection exceptions
 * (08), the server shutting down or starting (57P01-57P03), too many connections (53300).
 */
const UNAVAILABLE_CODES = /^(08\d{3}|57P0[1-3]|53300|ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT|EHOSTUNREACH|ENOTFOUND|EAI_AGAIN)$/;
/** node-postgres' own words for a connection lost, or none to be had within connectionTimeoutMillis. */
const UNAVAILABLE_MESSAGES = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end)/;

/** The database could not be reached (down, restarting, or no connection to be had): worth a retry, answered 503. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && UNAVAILABLE_CODES.test(code)) return true;
    if (current instanceof Error && UNAVAILABLE_MESSAGES.test(current.message)) return true;
  }
  return false;
}

export const DATABASE_UNAVAILABLE_MESSAGE = 'The database cannot be reached right now; try again shortly.';

/** Seconds a caller should wait before retrying an answer of 503, or undefined for other errors. */
export function retryAfterOf(error: unknown): number | undefined {
  if (error instanceof ServiceUnavailable || error instanceof TooManyRequests) return error.retryAfterSeconds;
  if (isDatabaseUnavailable(error) || isStatementTimeout(error)) return 1;
  return undefined;
}

/** PostgreSQL cancelled the statement: DATABASE_STATEMENT_TIMEOUT_MS passed (SQLSTATE 57014). */
export function isStatementTimeout(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '57014') return true;
  }
  return false;
}

export const STATEMENT_TIMEOUT_MESSAGE = 'The database took longer than this service allows for one statement (DATABASE_STATEMENT_TIMEOUT_MS); narrow the query or try again.';

/** The status to answer for any thrown value: deliberate errors keep theirs, a statement time-out 503, the rest 500. */
export function statusOf(error: unknown): number {
  if (error instanceof HttpError) return error.statusCode;
  if (isStatementTimeout(error) || isDatabaseUnavailable(error)) return 503;
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}

/** The message safe to show a caller: 5xx errors that were not raised on purpose stay private. */
export function publicMessage(error: unknown): string {
  if (error instanceof HttpError) return error.message;
  if (isStatementTimeout(error)) return STATEMENT_TIMEOUT_MESSAGE;
  if (isDatabaseUnavailable(error)) return DATABASE_UNAVAILABLE_MESSAGE;
  const status = statusOf(error);
  if (status < 500 && error instanceof Error) return error.message;
  return 'Internal server error';
}

/** The most specific message of an error chain (the ORM wraps driver errors with the whole query). */
export function rootMessage(error: unknown): string {
  let current = error;
  while ((current as { cause?: unknown })?.cause instanceof Error) current = (current as { cause: Error }).cause;
  return current instanceof Error ? current.message : String(current);
}

export class Forbidden extends HttpError {
  constructor(message = 'Forbidden') {
    super(403, message);
  }
}

export class TooManyRequests extends HttpError {
  constructor(message: string, readonly retryAfterSeconds: number) {
    super(429, message);
  }
}
