import { z } from 'zod';

const booleanFromString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const optionalUrl = z
  .string()
  .url()
  .optional()
  .or(z.literal('').transform(() => undefined));

/**
 * Which proxies may tell the client's address in X-Forwarded-For: 'false' (none: the default,
 * since a directly exposed server would otherwise let anyone choose their address and slip past
 * the per-IP limits), 'true' (any), a hop count, or a comma-separated list of addresses/CIDRs.
 */
const trustProxy = z
  .string()
  .trim()
  .refine(
    (value) =>
      /^(true|false|\d{1,2})$/.test(value) ||
      value.split(',').every((v) => /^[\da-fA-F.:/]+$/.test(v.trim())),
    'must be true, false, a hop count or a comma-separated list of addresses',
  )
  .transform((value): boolean | number | string[] =>
    value === 'true'
      ? true
      : value === 'false'
        ? false
        : /^\d+$/.test(value)
          ? Number(value)
          : value.split(',').map((v) => v.trim()),
  );

/** Every environment variable the product reads. Nothing else reads process.env. */
export const ZEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_PATH: z.string().min(1).default('./data/app.db'),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .positive()
    .default(60 * 24),
  SESSION_MAX_HOURS: z.coerce
    .number()
    .int()
    .positive()
    .default(24 * 14),
  LOGIN_MODE: z.enum(['demo', 'email']).default('demo'),
  DEMO_PASSWORD: z.string().min(1).optional(),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(1).optional(),
  SEED_DEMO_DATA: booleanFromString.default(true),
  PUBLIC_URL: optionalUrl,
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().min(3).default('Repute <no-reply@repute.local>'),
  LLM_BASE_URL: optionalUrl,
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().optional(),
  LLM_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(1024 * 1024),
  UPLOAD_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(200 * 1024 * 1024),
  TRUST_PROXY: trustProxy.default(false),
  FEED_ALLOW_PRIVATE_ADDRESSES: booleanFromString.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CLIENT_DIST: z.string().optional(),
});

export type TEnv = z.infer<typeof ZEnvSchema>;

export interface AppConfig extends TEnv {
  /** Resolved secret: the configured one, or a per-process random one outside production. */
  sessionSecret: string;
  isProduction: boolean;
  secureCookies: boolean;
}

export class ConfigError extends Error {}

/** Parses the environment; a bad value throws one line that names the variable. */
export function loadConfig(env: Record<string, string | undefined>): AppConfig {
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = ZEnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = issue?.path.join('.') ?? 'environment';
    throw new ConfigError(`Invalid configuration: ${name}: ${issue?.message ?? 'invalid value'}`);
  }
  const data = parsed.data;
  const isProduction = data.NODE_ENV === 'production';
  if (isProduction && !data.SESSION_SECRET) {
    throw new ConfigError('Invalid configuration: SESSION_SECRET: required in production');
  }
  if ((data.ADMIN_EMAIL && !data.ADMIN_PASSWORD) || (!data.ADMIN_EMAIL && data.ADMIN_PASSWORD)) {
    throw new ConfigError(
      'Invalid configuration: ADMIN_PASSWORD: ADMIN_EMAIL and ADMIN_PASSWORD go together',
    );
  }
  if (data.LLM_BASE_URL && !data.LLM_MODEL) {
    throw new ConfigError('Invalid configuration: LLM_MODEL: required when LLM_BASE_URL is set');
  }
  return {
    ...data,
    sessionSecret: data.SESSION_SECRET ?? `dev-only-${crypto.randomUUID()}-${crypto.randomUUID()}`,
    isProduction,
    secureCookies: data.PUBLIC_URL?.startsWith('https://') ?? false,
  };
}
