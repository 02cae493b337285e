/**
 * What a database error means for the person waiting on it. Drizzle wraps the driver's error (its `cause`),
 * so each question looks down the chain of causes.
 */

/** The error and every error it was caused by, outermost first (at most a few levels; a cycle stops it). */
export function causeChain(error: unknown): unknown[] {
  const chain: unknown[] = [];
  let current: unknown = error;
  while (current && chain.length < 6 && !chain.includes(current)) {
    chain.push(current);
    current = (current as { cause?: unknown }).cause;
  }
  return chain;
}

/** Messages of the pool and driver when no connection could be had in time, or one was lost. */
const UNAVAILABLE_MESSAGES = [
  'timeout exceeded when trying to connect', // pg-pool: every connection busy for connectionTimeoutMillis
  'Connection terminated due to connection timeout',
  'Connection terminated unexpectedly',
];
/** Socket errors on the way to the database. */
const UNAVAILABLE_SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND']);
/**
 * SQLSTATEs that say the server cannot take the query now: connection exceptions (class 08), too many
 * connections, and the server shutting down or starting up.
 */
const UNAVAILABLE_SQLSTATES = new Set(['53300', '57P01', '57P02', '57P03']);
/**
 * SQLSTATEs of a statement stopped by a limit we set (statement_timeout: 57014 query_canceled; lock_timeout:
 * 55P03): the database is too busy to answer in time, which is overload, not a fault.
 */
const TIMED_OUT_SQLSTATES = new Set(['57014', '55P03']);

/**
 * True when the query failed because the database could not be reached, had no connection free in time, or
 * could not finish the statement within its time limit:
 * the request can succeed if tried again shortly, so it is answered 503 with Retry-After, never 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return causeChain(error).some((link) => {
    if (!(link instanceof Error)) return false;
    const code = (link as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08'))) return true;
    if (typeof code === 'string' && TIMED_OUT_SQLSTATES.has(code)) return true;
    if (typeof code === 'string' && UNAVAILABLE_SOCKET_CODES.has(code)) return true;
    return UNAVAILABLE_MESSAGES.includes(link.message);
  });
}

/** True when the statement broke a unique constraint (two sign-ups with one email at once, say): SQLSTATE 23505. */
export function isUniqueViolation(error: unknown): boolean {
  return causeChain(error).some((link) => (link as { code?: unknown } | null)?.code === '23505');
}
