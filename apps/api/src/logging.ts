import type { FastifyServerOptions } from 'fastify';

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
      // Only the path: query strings can carry tokens (e.g. a reset link).
      req: (req: { method: string; url: string; id: string }) => ({
        id: req.id,
        method: req.method,
        path: req.url.split('?')[0],
      }),
    },
  };
}
