import path from 'node:path';
import { z } from 'zod';

/**
 * The platform's configuration, parsed and validated once at start-up.
 * Nothing else in the API reads process.env: take what you need from the Config object.
 */

const emptyToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const optionalUrl = (protocols: string[]) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine((value) => isUrlWith(value, protocols), `must be a URL starting with ${protocols.join(' or ')}`)
      .optional(),
  );

function isUrlWith(value: string, protocols: string[]): boolean {
  try {
    return protocols.includes(new URL(value).protocol.replace(/:$/, ''));
  } catch {
    return false;
  }
}

const booleanFlag = z.preprocess(
  emptyToUndefined,
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .default('false')
    .transform((v) => ['true', '1', 'yes'].includes(v)),
);

export const envSchema = z
  .object({
    NODE_ENV: z.preprocess(emptyToUndefined, z.enum(['production', 'development', 'test']).default('production')),
    PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
    HOST: z.preprocess(emptyToUndefined, z.string().min(1).default('0.0.0.0')),
    PUBLIC_URL: optionalUrl(['http', 'https']),
    DATA_DIR: z.preprocess(emptyToUndefined, z.string().min(1).default('./data')),
    DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
    DATABASE_POOL_SIZE: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(200).default(10)),
    /** A request's statement running longer is cancelled by PostgreSQL and answered 503 (0: no limit). */
    DATABASE_STATEMENT_TIMEOUT_MS: z.preprocess(
      emptyToUndefined,
      z.coerce.number().int().min(0).max(600_000).default(5000),
    ),
    LOG_LEVEL: z.preprocess(
      emptyToUndefined,
      z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    ),
    TRUST_PROXY: booleanFlag,
    APP_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
    REDIS_URL: optionalUrl(['redis', 'rediss']),
    SMTP_URL: optionalUrl(['smtp', 'smtps']),
    MAIL_FROM: z.preprocess(emptyToUndefined, z.string().min(3).default('CreativeNG <no-reply@creative-ng.localhost>')),
    S3_ENDPOINT: optionalUrl(['http', 'https']),
    S3_REGION: z.preprocess(emptyToUndefined, z.string().default('us-east-1')),
    S3_BUCKET: optionalString,
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    S3_PUBLIC_URL: optionalUrl(['http', 'https']),
    IDENTITY_PROVIDER: z.preprocess(emptyToUndefined, z.enum(['sandbox', 'dojah']).default('sandbox')),
    IDENTITY_BASE_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .refine((value) => isUrlWith(value, ['https', 'http']), 'must be a URL starting with https or http')
        .default('https://api.dojah.io'),
    ),
    IDENTITY_APP_ID: optionalString,
    IDENTITY_SECRET_KEY: optionalString,
    IDENTITY_PROVIDER_NAME: z.preprocess(emptyToUndefined, z.string().min(1).default('Dojah')),
    CHAT_WHATSAPP_NUMBER: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^\d{10,15}$/, 'must be digits only in international form, e.g. 2348012345678')
        .optional(),
    ),
    CHAT_TEXT: z.preprocess(
      emptyToUndefined,
      z.string().default('Hello, I have a question about the creative economy platform.'),
    ),
    FUNDING_REGISTRATION_URL: optionalUrl(['https', 'http']),
    FUNDING_FORM_URL: optionalUrl(['https', 'http']),
    WEB_DIST_DIR: optionalString,
    AUTH_RATE_LIMIT_PER_MINUTE: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).default(20)),
    /** Attempts for one email address from one IP address per 15 minutes, per kind of account call. */
    AUTH_EMAIL_RATE_LIMIT_PER_15_MINUTES: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).default(10)),
    /** Failed sign-ins for one email address from all IP addresses together per 15 minutes. */
    AUTH_FAILED_SIGN_INS_PER_EMAIL_PER_15_MINUTES: z.preprocess(
      emptyToUndefined,
      z.coerce.number().int().min(1).default(100),
    ),
    MAIL_POLL_INTERVAL_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(100).default(2000)),
    /** Days a sent (or finally failed) email is kept in the outbox before it is deleted. */
    MAIL_RETENTION_DAYS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(3650).default(30)),
    /**
     * Serves the dev outbox over HTTP to anyone (GET /api/dev/outbox, /dev/outbox): for development and
     * automated tests only, since every emailed code can then be read by whoever reaches the server.
     */
    DEV_OUTBOX_PUBLIC: booleanFlag,
    UPLOAD_MAX_BYTES: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number()
        .int()
        .min(1024)
        .max(64 * 1024 * 1024)
        .default(8 * 1024 * 1024),
    ),
    UPLOAD_MAX_PIXELS: z.preprocess(
      emptyToUndefined,
      z.coerce.number().int().min(10_000).max(268_402_689).default(40_000_000),
    ),
    UPLOAD_RATE_LIMIT_PER_MINUTE: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).default(30)),
    /** Messages one account may send per minute, on all instances together. */
    MESSAGE_RATE_LIMIT_PER_MINUTE: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).default(30)),
    /** The same for accounts younger than a week (spam comes from new accounts). */
    MESSAGE_RATE_LIMIT_NEW_ACCOUNT_PER_MINUTE: z.preprocess(
      emptyToUndefined,
      z.coerce.number().int().min(1).default(10),
    ),
    /** Upload bodies one instance reads at once; more are answered 503 with Retry-After before being read. */
    UPLOAD_CONCURRENCY: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(1000).default(8)),
  })
  .superRefine((env, ctx) => {
    const s3 = [env.S3_BUCKET, env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY];
    if (s3.some(Boolean) && !s3.every(Boolean)) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message: 'S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
      });
    }
    if (env.DEV_OUTBOX_PUBLIC && env.SMTP_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['DEV_OUTBOX_PUBLIC'],
        message: 'there is no dev outbox when SMTP_URL is set (mail is sent); unset DEV_OUTBOX_PUBLIC',
      });
    }
    if (env.IDENTITY_PROVIDER === 'dojah' && !(env.IDENTITY_APP_ID && env.IDENTITY_SECRET_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.IDENTITY_APP_ID ? 'IDENTITY_SECRET_KEY' : 'IDENTITY_APP_ID'],
        message: 'IDENTITY_PROVIDER=dojah needs IDENTITY_APP_ID and IDENTITY_SECRET_KEY (from the Dojah dashboard)',
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

export interface Config extends Env {
  /** Absolute data directory. */
  dataDir: string;
  publicUrl: string;
}

/** Thrown when the environment is wrong; its message names every bad variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment (process.env by default) into a Config, or throws a ConfigError naming each bad variable. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      return `  ${name}: ${issue.message} (got ${JSON.stringify(source[name] ?? null)})`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  // npm runs workspace scripts inside the workspace folder; INIT_CWD is where the person typed the
  // command, so `npm run seed` and `npm start` from the repository root use the same ./data.
  const baseDir = source.INIT_CWD ?? process.cwd();
  return {
    ...env,
    dataDir: path.resolve(baseDir, env.DATA_DIR),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
  };
}
