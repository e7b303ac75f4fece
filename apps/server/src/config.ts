import { availableParallelism } from 'node:os';
import path from 'node:path';
import { ADMIN_ROLES, isAdminRole, type TAdminRole } from '@qabul/contract/auth';
import type { TPortalSettings } from '@qabul/contract/settings';
import { z } from '@qabul/contract/zod';
import { readSettingsFile } from './lib/settings';

const ZFlag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const count = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** Every setting the server reads, with its default. README "Configuration" lists the same. */
const ZEnv = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
      .optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: ZFlag.default(false),
    TOKEN_TTL_HOURS: count(168),
    BODY_LIMIT_BYTES: count(1024 * 1024),
    REQUEST_TIMEOUT_SECONDS: count(120),
    CONNECTION_TIMEOUT_SECONDS: count(60),
    SHUTDOWN_GRACE_SECONDS: count(10),
    /** Worker processes with DATABASE_URL (default: one per core); the embedded database is one process. */
    WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
    PINFL_CHECK_DIGIT: z.enum(['on', 'off']).default('on'),
    MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(1000),
    MAX_HEAP_USED_MB: z.coerce.number().int().min(0).default(0),
    MAX_RSS_MB: z.coerce.number().int().min(0).default(0),
    METRICS_TOKEN: z.string().min(16, 'at least 16 characters').optional(),
    SMS_DRIVER: z.enum(['file', 'eskiz']).default('file'),
    SMS_OUTBOX: z.string().optional(),
    ESKIZ_BASE_URL: z.string().url().default('https://notify.eskiz.uz/api'),
    ESKIZ_EMAIL: z.string().optional(),
    ESKIZ_PASSWORD: z.string().optional(),
    ESKIZ_FROM: z.string().default('4546'),
    SMS_RATE_PER_SECOND: count(20),
    SMS_WORKER: ZFlag.default(true),
    NOTIFICATION_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(4),
    NOTIFICATION_RETRY_DELAY_SECONDS: count(30),
    /** smtp://user:pass@host:587 or smtps://…; unset: no e-mail is sent. */
    SMTP_URL: z.string().url().optional(),
    MAIL_FROM: z.string().min(3).default('Qabul <no-reply@localhost>'),
    SMS_PER_PHONE_PER_MINUTE: count(1),
    SMS_PER_PHONE_PER_DAY: count(5),
    SMS_PER_IP_PER_HOUR: count(20),
    /** Device cookies (docs/decisions/0200): failures per known device, and from unknown devices per account. */
    LOGIN_FAILURES_PER_DEVICE: count(5),
    LOGIN_UNKNOWN_DEVICE_FAILURES: count(20),
    LOGIN_UNKNOWN_DEVICE_WINDOW_DAYS: count(30),
    LOGIN_RESET_CODE_ATTEMPTS: count(3),
    LOGIN_FAILURES_PER_IP: count(100),
    LOGIN_FAILURE_WINDOW_MINUTES: count(15),
    LOGIN_LOCK_MINUTES: count(15),
    /** Signs device cookies; without it a random key is generated once and kept in DATA_DIR. */
    DEVICE_COOKIE_SECRET: z.string().min(32, 'at least 32 characters').optional(),
    /** Staff roles that must sign in with two-factor: a comma list, `all` or `none` (the super admin may change it). */
    STAFF_TOTP_REQUIRED: z
      .string()
      .transform((value, issue) => {
        const words = value.split(',').map((word) => word.trim().toUpperCase());
        if (words.length === 1 && words[0] === 'ALL') return [...ADMIN_ROLES];
        if (words.length === 1 && words[0] === 'NONE') return [];
        const unknown = words.filter((word) => !isAdminRole(word));
        if (unknown.length) issue.addIssue({ code: 'custom', message: `all, none or staff roles (${ADMIN_ROLES})` });
        return words.filter(isAdminRole);
      })
      .default(['ADMIN_SUPER']),
    AUDIT_RETENTION_DAYS: count(730),
    ADMIN_PHONE: z
      .string()
      .regex(/^\d{7,15}$/, 'digits with the dial code, e.g. 998901112233')
      .optional(),
    ADMIN_PASSWORD: z.string().min(8, 'at least 8 characters').optional(),
    SEED_DEMO: ZFlag.optional(),
    /** The university's contacts and fields of study, a JSON file (docs/settings.md). */
    SETTINGS_FILE: z.string().optional(),
    WEB_DIST: z.string().optional(),
    /** Uploaded documents: a folder (default DATA_DIR/files), or an S3-compatible bucket when S3_BUCKET is set. */
    FILES_DIR: z.string().optional(),
    S3_BUCKET: z.string().optional(),
    S3_ENDPOINT: z.string().url().optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_FORCE_PATH_STYLE: ZFlag.default(true),
  })
  .refine((env) => env.SMS_DRIVER !== 'eskiz' || (env.ESKIZ_EMAIL && env.ESKIZ_PASSWORD), {
    message: 'SMS_DRIVER=eskiz needs ESKIZ_EMAIL and ESKIZ_PASSWORD',
    path: ['SMS_DRIVER'],
  })
  .refine((env) => !env.S3_ACCESS_KEY_ID === !env.S3_SECRET_ACCESS_KEY, {
    message: 'set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither (then the AWS default chain is used)',
    path: ['S3_ACCESS_KEY_ID'],
  })
  // Without a bucket the files would silently go to the local folder instead of the endpoint meant for them.
  .refine((env) => !env.S3_ENDPOINT || env.S3_BUCKET, {
    message: 'S3_ENDPOINT needs S3_BUCKET',
    path: ['S3_BUCKET'],
  })
  .refine((env) => !env.ADMIN_PHONE === !env.ADMIN_PASSWORD, {
    message: 'set both ADMIN_PHONE and ADMIN_PASSWORD, or neither',
    path: ['ADMIN_PHONE'],
  });

export type Config = ReturnType<typeof loadConfig>;

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = ZEnv.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  // Relative paths are the caller's: npm runs a workspace's script (`npm run admin`, `npm run seed:demo`) in
  // apps/server, but names the folder it was called from in INIT_CWD, where `npm start` keeps ./data.
  const resolve = (file: string) => path.resolve(env.INIT_CWD || process.cwd(), file);
  const dataDir = resolve(c.DATA_DIR);
  let settings: TPortalSettings | undefined;
  try {
    settings = c.SETTINGS_FILE ? readSettingsFile(resolve(c.SETTINGS_FILE)) : undefined;
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
  return {
    port: c.PORT,
    host: c.HOST,
    dataDir,
    databaseUrl: c.DATABASE_URL,
    redisUrl: c.REDIS_URL,
    logLevel: c.LOG_LEVEL,
    trustProxy: c.TRUST_PROXY,
    tokenTtlMs: c.TOKEN_TTL_HOURS * 3600_000,
    bodyLimit: c.BODY_LIMIT_BYTES,
    requestTimeoutMs: c.REQUEST_TIMEOUT_SECONDS * 1000,
    connectionTimeoutMs: c.CONNECTION_TIMEOUT_SECONDS * 1000,
    shutdownGraceMs: c.SHUTDOWN_GRACE_SECONDS * 1000,
    workers: c.DATABASE_URL ? (c.WEB_CONCURRENCY ?? availableParallelism()) : 1,
    pinflCheckDigit: c.PINFL_CHECK_DIGIT === 'on',
    loadShedding: {
      maxEventLoopDelayMs: c.MAX_EVENT_LOOP_DELAY_MS,
      maxHeapUsedBytes: c.MAX_HEAP_USED_MB * 1024 * 1024,
      maxRssBytes: c.MAX_RSS_MB * 1024 * 1024,
    },
    metricsToken: c.METRICS_TOKEN,
    sms: {
      driver: c.SMS_DRIVER,
      /** Bulk SMS sent per second by one worker process (the provider's rate). */
      ratePerSecond: c.SMS_RATE_PER_SECOND,
      /** Whether this process runs the bulk SMS worker (the queue itself always accepts campaigns). */
      worker: c.SMS_WORKER,
      outbox: resolve(c.SMS_OUTBOX ?? path.join(dataDir, 'sms-outbox.jsonl')),
      eskiz: {
        baseUrl: c.ESKIZ_BASE_URL,
        email: c.ESKIZ_EMAIL ?? '',
        password: c.ESKIZ_PASSWORD ?? '',
        from: c.ESKIZ_FROM,
      },
    },
    notifications: {
      /** pg-boss retries of a failed message, the first after the delay, each next one twice as late. */
      retryLimit: c.NOTIFICATION_RETRY_LIMIT,
      retryDelaySeconds: c.NOTIFICATION_RETRY_DELAY_SECONDS,
    },
    mail: c.SMTP_URL ? { smtpUrl: c.SMTP_URL, from: c.MAIL_FROM } : undefined,
    limits: {
      smsPerPhonePerMinute: c.SMS_PER_PHONE_PER_MINUTE,
      smsPerPhonePerDay: c.SMS_PER_PHONE_PER_DAY,
      smsPerIpPerHour: c.SMS_PER_IP_PER_HOUR,
      loginFailuresPerDevice: c.LOGIN_FAILURES_PER_DEVICE,
      loginUnknownDeviceFailures: c.LOGIN_UNKNOWN_DEVICE_FAILURES,
      loginUnknownDeviceWindowMs: c.LOGIN_UNKNOWN_DEVICE_WINDOW_DAYS * 24 * 3600_000,
      loginResetCodeAttempts: c.LOGIN_RESET_CODE_ATTEMPTS,
      loginFailuresPerIp: c.LOGIN_FAILURES_PER_IP,
      loginFailureWindowMs: c.LOGIN_FAILURE_WINDOW_MINUTES * 60_000,
      loginLockMs: c.LOGIN_LOCK_MINUTES * 60_000,
    },
    deviceCookieSecret: c.DEVICE_COOKIE_SECRET,
    /** The staff roles that must use two-factor unless the super admin chose otherwise for the role. */
    staffTotpRequired: c.STAFF_TOTP_REQUIRED as readonly TAdminRole[],
    auditRetentionDays: c.AUDIT_RETENTION_DAYS,
    initialAdmin: c.ADMIN_PHONE && c.ADMIN_PASSWORD ? { phone: c.ADMIN_PHONE, password: c.ADMIN_PASSWORD } : undefined,
    /** Demo faculties and sciences only on the embedded default, never on a real server database. */
    seedDemo: c.SEED_DEMO ?? !c.DATABASE_URL,
    settings,
    webDist: c.WEB_DIST ? resolve(c.WEB_DIST) : undefined,
    storage: {
      dir: resolve(c.FILES_DIR ?? path.join(dataDir, 'files')),
      s3: c.S3_BUCKET
        ? {
            bucket: c.S3_BUCKET,
            endpoint: c.S3_ENDPOINT,
            region: c.S3_REGION,
            forcePathStyle: c.S3_FORCE_PATH_STYLE,
            credentials:
              c.S3_ACCESS_KEY_ID && c.S3_SECRET_ACCESS_KEY
                ? { accessKeyId: c.S3_ACCESS_KEY_ID, secretAccessKey: c.S3_SECRET_ACCESS_KEY }
                : undefined,
          }
        : undefined,
    },
  };
}
