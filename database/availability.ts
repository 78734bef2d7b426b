/**
 * Telling "the database is away" from every other database error. The first is an outage (the server
 * is stopped, restarting, unreachable, or out of connections): nothing the request did is at fault and
 * the same request succeeds once the database is back, so the app answers 503 and the pool reconnects
 * by itself. Anything else (a constraint, a bad query) is a bug or bad data and stays a 500.
 */

/** Socket errors of a connection that could not be made or was cut. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of PostgreSQL that mean "not now": 57P01 admin_shutdown (the server is stopping and ends
 * the sessions), 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up or shutting down), 53300
 * too_many_connections. Class 08 (connection exception) is matched as a whole.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

/**
 * node-postgres reports a lost connection and a pool wait that timed out with messages, not codes.
 * (`connectTimeoutMs` in database/orm.ts bounds the wait.)
 */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Client has encountered a connection error and is not queryable/,
  /^Client was closed and is not queryable/,
];

function isUnavailableItself(error: object): boolean {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) {
    return true;
  }
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message));
}

/**
 * True when the error, or an error it wraps (`cause`, the attempts of an AggregateError), says that the
 * database cannot be reached right now. The ORM wraps driver errors and tRPC wraps the ORM's.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 8) return false;
  if (isUnavailableItself(error)) return true;
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return cause !== error && isDatabaseUnavailable(cause, depth + 1);
}

/** The code of the error for the log (`ECONNREFUSED`, `57P01`...), never its message, which may hold SQL. */
export function databaseErrorCode(error: unknown, depth = 0): string {
  if (typeof error !== 'object' || error === null || depth > 8) return 'unknown';
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && code !== '') return code;
  const message = (error as { message?: unknown }).message;
  const known = typeof message === 'string' ? UNAVAILABLE_MESSAGES.find((pattern) => pattern.test(message)) : undefined;
  if (known) return known.source.replace(/^\^/, '');
  return databaseErrorCode((error as { cause?: unknown }).cause, depth + 1);
}
