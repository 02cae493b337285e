import type { FastifyServerOptions } from 'fastify';
import { causeChain } from './db/errors';

/**
 * Paths pino blanks out wherever they appear in a log line: secrets never reach the logs.
 * Request bodies are not logged at all; these cover objects features pass to the logger.
 */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...[
    'password',
    'new_password',
    'newPassword',
    'confirmPassword',
    'otp',
    'token',
    'access_token',
    'identificationNumber',
    'nin',
    'bvn',
    'secret',
  ].flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
];

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: {
      err: loggedError,
      // Only the path: query strings can carry tokens (e.g. a reset link).
      req: (req: { method: string; url: string; id: string }) => ({
        id: req.id,
        method: req.method,
        path: req.url.split('?')[0],
      }),
    },
  };
}

/** Fields of a database error that name what failed without quoting any value. */
const DATABASE_ERROR_FIELDS = ['code', 'constraint', 'table', 'column', 'dataType', 'routine'] as const;

/**
 * A database error (the driver's, PGlite's, or Drizzle's wrapper around one) carries the values of the query:
 * Drizzle's message lists its parameters (a sign-up's email and password hash), the server's `detail` quotes
 * the row ("Key (email)=(…) already exists"), and some messages quote the bad value.
 */
function isDatabaseError(error: Error): boolean {
  const fields = error as { query?: unknown; params?: unknown; severity?: unknown; code?: unknown };
  return (
    ('query' in fields && 'params' in fields) ||
    (typeof fields.severity === 'string' && typeof fields.code === 'string' && /^[0-9A-Z]{5}$/.test(fields.code))
  );
}

/** An error as a log line carries it. */
export interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/**
 * How an error appears in the log (every `err` a log line carries, the error handler's included): its class,
 * message, code and stack frames, with its causes. For a database error only its class, SQLSTATE, constraint,
 * table, column and routine, and the query without its values: never its parameters, detail or message.
 */
export function loggedError(error: Error): LoggedError {
  const [outer = error, ...causes] = causeChain(error).filter((link): link is Error => link instanceof Error);
  return describe(outer, causes);
}

function describe(error: Error, causes: Error[]): LoggedError {
  const type = error.constructor?.name || error.name;
  // Only the frames: the first line of a stack repeats the message.
  const stack = (error.stack ?? '')
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');
  let entry: LoggedError;
  if (isDatabaseError(error)) {
    const fields = error as unknown as Record<string, unknown>;
    const known = Object.fromEntries(
      DATABASE_ERROR_FIELDS.filter((field) => typeof fields[field] === 'string').map((f) => [f, fields[f]]),
    );
    const message = ['database error', known.code, known.constraint].filter(Boolean).join(' ');
    entry = { type, message, stack, ...known };
    if (typeof fields.query === 'string') entry.query = fields.query.slice(0, 1000);
  } else {
    entry = { type, message: error.message, stack };
    const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
    if (code !== undefined) entry.code = code;
    if (statusCode !== undefined) entry.statusCode = statusCode;
  }
  const [cause, ...rest] = causes;
  if (cause) entry.cause = describe(cause, rest);
  return entry;
}
