import { isIP } from 'node:net';
import path from 'node:path';
import { isRole, ROLES, type Role } from '@canopy/shared/roles';
import { z } from 'zod';
import type { FileStorageSettings } from '../integrations/file-storage/file-storages.ts';
import { vapidKeysProblem, type VapidKeys } from '../modules/push/vapid-keys.ts';
import { groupList, issuerProblem, type OidcSettings } from '../modules/auth/oidc/oidc-settings.ts';
import { DEFAULT_TRASH_DAYS } from '@canopy/shared/schemas/trash';

/** Reads "1/true/on/yes" and "0/false/off/no" the way operators write flags. */
const flag = z
  .enum(['1', 'true', 'on', 'yes', '0', 'false', 'off', 'no'])
  .transform((value) => ['1', 'true', 'on', 'yes'].includes(value));

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(emptyAsUndefined, schema.optional());

/** MQTT topic levels without wildcards or empty levels, e.g. `canopy` or `site-1/canopy`. */
const topicPrefix = z
  .string()
  .regex(/^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/, 'must be topic levels of A-Z a-z 0-9 _ - separated by /');

/** An IPv4 or IPv6 address, optionally with a /prefix: the form proxy-addr takes for trusted proxies. */
const isAddressOrRange = (value: string) => {
  const [address = '', prefix, extra] = value.split('/');
  const version = isIP(address);
  if (version === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
};

/** `TRUST_PROXY`: comma-separated addresses or CIDR ranges, e.g. `127.0.0.1` or `10.0.0.0/8, ::1`. */
const trustedProxies = z
  .string()
  .transform((value) => value.split(',').map((part) => part.trim()))
  .refine(
    (parts) => parts.every(isAddressOrRange),
    'must be IP addresses or CIDR ranges, separated by commas',
  );

/** `MFA_REQUIRED_ROLES`: role names separated by commas, e.g. `admin,superuser`. */
const roleList = z
  .string()
  .transform((value) => value.split(',').map((part) => part.trim()))
  .refine((parts) => parts.every(isRole), `must be role names (${ROLES.join(', ')}) separated by commas`)
  .transform((parts) => [...new Set(parts.filter(isRole))]);

/** S3's bucket naming rule, which S3-compatible servers share. */
const bucketName = z
  .string()
  .regex(
    /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
    'must be a bucket name: 3-63 of a-z 0-9 . - starting and ending with a letter or digit',
  );

/** The S3 variables, which only `FILE_STORAGE=s3` reads. */
const S3_VARIABLES = [
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_BUCKET',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
] as const;
const S3_REQUIRED = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

const envSchema = z.object({
  PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: optional(z.string()).default('0.0.0.0'),
  DATA_DIR: optional(z.string()).default('./data'),
  DATABASE_URL: optional(
    z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL (leave it unset for SQLite)'),
  ),
  ADMIN_EMAIL: optional(z.email()).default('admin@canopy.local'),
  ADMIN_PASSWORD: optional(z.string().min(10, 'must be at least 10 characters')),
  JWT_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
  PUBLIC_URL: optional(z.url()),
  PARTICLE_API_URL: optional(z.url()),
  PARTICLE_ACCESS_TOKEN: optional(z.string()),
  PARTICLE_WEBHOOK_SECRET: optional(z.string().min(16, 'must be at least 16 characters')),
  TELEGRAM_BOT_TOKEN: optional(z.string()),
  TELEGRAM_CHAT_ID: optional(z.string()),
  TELEGRAM_API_URL: optional(z.url()),
  // Telegram's own rule for a webhook's secret_token.
  TELEGRAM_WEBHOOK_SECRET: optional(
    z.string().regex(/^[A-Za-z0-9_-]{1,256}$/, 'must be 1-256 of A-Z a-z 0-9 _ -'),
  ),
  SMTP_URL: optional(z.string().regex(/^smtps?:\/\/[^\s]+$/, 'must be an smtp:// or smtps:// URL')),
  MAIL_FROM: optional(
    z
      .string()
      .regex(/^([^<>]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/, 'must be an address or Name <address>'),
  ),
  METRICS_TOKEN: optional(z.string().min(16, 'must be at least 16 characters')),
  VAPID_PUBLIC_KEY: optional(z.string()),
  VAPID_PRIVATE_KEY: optional(z.string()),
  // What push services may write to about this server (RFC 8292): an address or a page of the operator.
  VAPID_SUBJECT: optional(
    z.string().regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/[^\s]+)$/, 'must be a mailto: or https:// URL'),
  ),
  TRUST_PROXY: optional(trustedProxies),
  MFA_REQUIRED_ROLES: optional(roleList),
  // Calls a minute per caller, 600 unless set; 0 turns the limit off (a balancer in front that limits
  // already).
  RATE_LIMIT_PER_MINUTE: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).default(600)),
  MQTT_URL: optional(
    z.string().regex(/^(mqtts?|wss?):\/\/[^\s]+$/, 'must be an mqtt://, mqtts://, ws:// or wss:// URL'),
  ),
  MQTT_PREFIX: optional(topicPrefix),
  MQTT_DISCOVERY_PREFIX: optional(topicPrefix),
  FILE_STORAGE: optional(z.enum(['local', 's3'])).default('local'),
  S3_ENDPOINT: optional(
    z
      .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
      .refine((url) => !/^https?:\/\/[^/]*@/.test(url), 'must not hold credentials: use S3_ACCESS_KEY_ID'),
  ),
  S3_REGION: optional(z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be a region name like us-east-1')),
  S3_BUCKET: optional(bucketName),
  S3_ACCESS_KEY_ID: optional(z.string()),
  S3_SECRET_ACCESS_KEY: optional(z.string()),
  S3_FORCE_PATH_STYLE: optional(flag),
  DEMO: optional(flag),
  LOG_LEVEL: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])).default('info'),
  WEB_DIST_DIR: optional(z.string()),
  HISTORY_RAW_DAYS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).default(35)),
  HISTORY_5M_DAYS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).default(400)),
  /** 0 keeps hourly rollups for ever. */
  HISTORY_1H_DAYS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).default(0)),
  TRASH_DAYS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).default(DEFAULT_TRASH_DAYS)),
  OIDC_ISSUER: optional(
    z.string().refine((value) => issuerProblem(value) === null, {
      error: (issue) => issuerProblem(String(issue.input)) ?? 'must be a URL',
    }),
  ),
  OIDC_CLIENT_ID: optional(z.string()),
  OIDC_CLIENT_SECRET: optional(z.string()),
  OIDC_NAME: optional(z.string().max(60)),
  OIDC_ROLES_CLAIM: optional(z.string().regex(/^[A-Za-z0-9_.:/-]+$/, 'must be a claim name')),
  OIDC_ADMIN_GROUPS: optional(z.string()),
  OIDC_SUPERUSER_GROUPS: optional(z.string()),
  OIDC_ALLOWED_GROUPS: optional(z.string()),
  OIDC_ONLY: optional(flag),
});

/** The OIDC variables that mean nothing without an issuer, client id and secret. */
const OIDC_REQUIRED = ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const;
const OIDC_OPTIONS = [
  'OIDC_NAME',
  'OIDC_ROLES_CLAIM',
  'OIDC_ADMIN_GROUPS',
  'OIDC_SUPERUSER_GROUPS',
  'OIDC_ALLOWED_GROUPS',
  'OIDC_ONLY',
] as const;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  adminEmail: string;
  adminPassword: string | undefined;
  jwtSecret: string | undefined;
  publicUrl: string;
  particleApiUrl: string | undefined;
  particleAccessToken: string | undefined;
  particleWebhookSecret: string | undefined;
  /** Alert delivery through a bot: per-user chats, and `chatId` (TELEGRAM_CHAT_ID) for every alert. */
  telegram:
    | {
        botToken: string;
        chatId: string | undefined;
        apiUrl: string | undefined;
        webhookSecret: string | undefined;
      }
    | undefined;
  /** Alert e-mail: `SMTP_URL` and `MAIL_FROM`. */
  mail: { url: string; from: string } | undefined;
  /**
   * Web Push: `VAPID_PUBLIC_KEY` and `VAPID_PRIVATE_KEY` (both or neither; unset: generated into DATA_DIR)
   * and `VAPID_SUBJECT` (default `mailto:` ADMIN_EMAIL).
   */
  push: { keys: VapidKeys | undefined; subject: string };
  /** `METRICS_TOKEN`: `GET /metrics` answers callers that send it as a bearer token; unset is off. */
  metricsToken: string | undefined;
  /**
   * `TRUST_PROXY`: the load balancers whose `X-Forwarded-For` names the caller (addresses or CIDR ranges),
   * so login throttling sees people, not the proxy. Unset: the connection's own address.
   */
  trustProxy: string[] | undefined;
  /** `RATE_LIMIT_PER_MINUTE`: calls a minute per user or anonymous address; 0 is off. */
  rateLimitPerMinute: number;
  /** `MFA_REQUIRED_ROLES`: these roles must turn two-factor login on at their next login; none when unset. */
  mfaRequiredRoles: Role[];
  /** `MQTT_URL`: device state and Home Assistant discovery over MQTT, under the two prefixes. */
  mqtt: { url: string; prefix: string; discoveryPrefix: string } | undefined;
  /** `FILE_STORAGE`: photos and firmware on local disk under DATA_DIR, or in an S3-compatible bucket. */
  fileStorage: FileStorageSettings;
  demo: boolean;
  logLevel: string;
  webDistDir: string;
  /** How long each layer of history is kept, in days; `hourlyDays` 0 is for ever. */
  retention: { rawDays: number; fiveMinuteDays: number; hourlyDays: number };
  /** `TRASH_DAYS`: how long a deleted record stays in the trash before the purge. */
  trashDays: number;
  /** `OIDC_*`: single sign-on through an OpenID Connect provider; off when unset. */
  oidc: OidcSettings | undefined;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Validates the environment; a bad value stops the start with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv, cwd = process.cwd()): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  for (const variable of ['TELEGRAM_CHAT_ID', 'TELEGRAM_WEBHOOK_SECRET'] as const) {
    if (e[variable] && !e.TELEGRAM_BOT_TOKEN) {
      throw new ConfigError(`Invalid configuration:\n  ${variable}: needs TELEGRAM_BOT_TOKEN`);
    }
  }
  if (e.MAIL_FROM && !e.SMTP_URL) {
    throw new ConfigError('Invalid configuration:\n  MAIL_FROM: needs SMTP_URL');
  }
  for (const variable of ['MQTT_PREFIX', 'MQTT_DISCOVERY_PREFIX'] as const) {
    if (e[variable] && !e.MQTT_URL) {
      throw new ConfigError(`Invalid configuration:\n  ${variable}: needs MQTT_URL`);
    }
  }
  const fileStorage = fileStorageOf(e);
  const vapidKeys = vapidKeysOf(e);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(cwd, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    adminEmail: e.ADMIN_EMAIL.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    jwtSecret: e.JWT_SECRET,
    publicUrl,
    particleApiUrl: e.PARTICLE_API_URL,
    particleAccessToken: e.PARTICLE_ACCESS_TOKEN,
    particleWebhookSecret: e.PARTICLE_WEBHOOK_SECRET,
    telegram: e.TELEGRAM_BOT_TOKEN
      ? {
          botToken: e.TELEGRAM_BOT_TOKEN,
          chatId: e.TELEGRAM_CHAT_ID,
          apiUrl: e.TELEGRAM_API_URL,
          webhookSecret: e.TELEGRAM_WEBHOOK_SECRET,
        }
      : undefined,
    mail: e.SMTP_URL
      ? { url: e.SMTP_URL, from: e.MAIL_FROM ?? `Canopy <canopy@${new URL(publicUrl).hostname}>` }
      : undefined,
    push: { keys: vapidKeys, subject: e.VAPID_SUBJECT ?? `mailto:${e.ADMIN_EMAIL.toLowerCase()}` },
    metricsToken: e.METRICS_TOKEN,
    trustProxy: e.TRUST_PROXY,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    mfaRequiredRoles: e.MFA_REQUIRED_ROLES ?? [],
    mqtt: e.MQTT_URL
      ? {
          url: e.MQTT_URL,
          prefix: e.MQTT_PREFIX ?? 'canopy',
          discoveryPrefix: e.MQTT_DISCOVERY_PREFIX ?? 'homeassistant',
        }
      : undefined,
    fileStorage,
    demo: e.DEMO ?? !e.PARTICLE_ACCESS_TOKEN,
    logLevel: e.LOG_LEVEL,
    webDistDir: path.resolve(cwd, e.WEB_DIST_DIR ?? defaultWebDistDir()),
    retention: {
      rawDays: e.HISTORY_RAW_DAYS,
      fiveMinuteDays: e.HISTORY_5M_DAYS,
      hourlyDays: e.HISTORY_1H_DAYS,
    },
    trashDays: e.TRASH_DAYS,
    oidc: oidcOf(e),
  };
}

/**
 * Issuer, client id and secret come together or not at all; the other OIDC variables need them. A
 * half-configured login would show a button that cannot work, or (OIDC_ONLY) lock everyone out.
 */
function oidcOf(e: z.infer<typeof envSchema>): OidcSettings | undefined {
  const { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: clientSecret } = e;
  if (!issuer && !clientId && !clientSecret) {
    const stray = OIDC_OPTIONS.find((variable) => e[variable] !== undefined);
    if (stray) throw new ConfigError(`Invalid configuration:\n  ${stray}: needs OIDC_ISSUER`);
    return undefined;
  }
  if (!issuer || !clientId || !clientSecret) {
    const missing = OIDC_REQUIRED.filter((variable) => e[variable] === undefined);
    const lines = missing.map((variable) => `${variable}: required with the other OIDC_ variables`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const allowed = groupList(e.OIDC_ALLOWED_GROUPS);
  return {
    issuer,
    clientId,
    clientSecret,
    name: e.OIDC_NAME?.trim() || 'SSO',
    rolesClaim: e.OIDC_ROLES_CLAIM ?? 'groups',
    adminGroups: groupList(e.OIDC_ADMIN_GROUPS),
    superuserGroups: groupList(e.OIDC_SUPERUSER_GROUPS),
    allowedGroups: allowed.length > 0 ? allowed : null,
    only: e.OIDC_ONLY ?? false,
  };
}

/** A VAPID key pair is given whole or not at all; half of one, or a mismatched one, stops the start. */
function vapidKeysOf(e: z.infer<typeof envSchema>): VapidKeys | undefined {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = e;
  if (!publicKey && !privateKey) return undefined;
  if (!publicKey || !privateKey) {
    const missing = publicKey ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY';
    throw new ConfigError(`Invalid configuration:\n  ${missing}: required with the other VAPID key`);
  }
  const problem = vapidKeysProblem({ publicKey, privateKey });
  if (problem) throw new ConfigError(`Invalid configuration:\n  ${problem}`);
  return { publicKey, privateKey };
}

/** The S3 variables belong to `FILE_STORAGE=s3`: set without it they would be silently ignored. */
function fileStorageOf(e: z.infer<typeof envSchema>): FileStorageSettings {
  if (e.FILE_STORAGE === 'local') {
    const stray = S3_VARIABLES.find((variable) => e[variable] !== undefined);
    if (stray) throw new ConfigError(`Invalid configuration:\n  ${stray}: needs FILE_STORAGE=s3`);
    return { kind: 'local' };
  }
  const { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = e;
  if (!bucket || !accessKeyId || !secretAccessKey) {
    const missing = S3_REQUIRED.filter((variable) => e[variable] === undefined);
    const lines = missing.map((variable) => `${variable}: required with FILE_STORAGE=s3`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  return {
    kind: 's3',
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION ?? 'us-east-1',
    bucket,
    accessKeyId,
    secretAccessKey,
    // MinIO, Garage and most servers behind an endpoint answer path-style requests only.
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? e.S3_ENDPOINT !== undefined,
  };
}

function defaultWebDistDir(): string {
  return path.resolve(import.meta.dirname, '../../../web/dist');
}
