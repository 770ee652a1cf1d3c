/**
 * How errors are logged: never with the parameters or text of a database query (a failed `users` write
 * would log the password hash), nor credentials in URLs. The ORM wraps driver errors in one whose
 * message holds the query and its parameters; what is logged of it is the driver's own error, and of
 * every error only its type, message, stack and code (never properties such as `query` or `params`).
 */
interface Loggable {
  type: string;
  message: string;
  stack?: string;
  code?: string;
  cause?: Loggable;
}

const URL_CREDENTIALS = /\b([a-z][a-z0-9+.-]*:\/\/)[^\s/@:]+:[^\s/@]+@/gi;

/** The ORM's wrapper, whose message is the query text and its parameters. */
function isQueryError(error: Error): boolean {
  return error.name === 'DrizzleQueryError' || error.message.startsWith('Failed query:');
}

function scrub(text: string): string {
  return text.replace(URL_CREDENTIALS, '$1****:****@');
}

export function loggableError(error: unknown, depth = 0): Loggable | unknown {
  if (!(error instanceof Error)) return error;
  const code = (error as { code?: unknown }).code;
  const cause = depth < 5 && error.cause !== undefined ? loggableError(error.cause, depth + 1) : undefined;
  if (isQueryError(error)) {
    return { type: error.name, message: 'A database query failed (its text and parameters are not logged).', ...(cause ? { cause: cause as Loggable } : {}) };
  }
  return {
    type: error.name,
    message: scrub(error.message),
    ...(error.stack ? { stack: scrub(error.stack) } : {}),
    ...(typeof code === 'string' ? { code } : {}),
    ...(cause ? { cause: cause as Loggable } : {}),
  };
}
