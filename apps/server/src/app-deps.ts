import type { Role } from '@canopy/shared/roles';
import type { FastifyServerOptions } from 'fastify';
import type { DatabaseHandle } from './db/database.ts';
import type { DeviceCloud } from './integrations/device-cloud/device-cloud.ts';
import type { FileStorage } from './integrations/file-storage/file-storage.ts';
import type { Clock } from './lib/clock.ts';
import type { MqttSettings } from './modules/home-assistant/mqtt-publisher.ts';
import type { RetentionDays } from './modules/history/history-retention.ts';
import type { NotificationChannelsConfig } from './modules/notifications/notifications.module.ts';
import type { VapidKeys } from './modules/push/vapid-keys.ts';
import type { PasswordCost } from './modules/users/passwords.ts';
import type { OidcSettings } from './modules/auth/oidc/oidc-settings.ts';

/** What `composeApp` is given: `main.ts` fills it from the configuration, tests from their needs. */
export interface AppDeps {
  database: DatabaseHandle;
  jwtSecret: string;
  webDistDir: string;
  clock?: Clock;
  /** Uploaded files go to `<dataDir>/uploads`; without one (tests), a fresh temporary directory. */
  dataDir?: string;
  /** Where uploads go (main.ts chooses from FILE_STORAGE); without it, local disk under `<dataDir>/uploads`. */
  fileStorage?: FileStorage;
  /** Where firmware binaries go, chosen with `fileStorage`; without it, local disk under `firmwareDir`. */
  firmwareStorage?: FileStorage;
  logger?: FastifyServerOptions['logger'];
  /** Calls a minute per user, or per address for anonymous callers (RATE_LIMIT_PER_MINUTE); unset is off. */
  rateLimitPerMinute?: number;
  /** MFA_REQUIRED_ROLES: roles that must turn two-factor login on before anything else; none without it. */
  mfaRequiredRoles?: readonly Role[];
  /**
   * Single sign-on (OIDC_*) and ADMIN_EMAIL, the account kept for emergencies (the one password login
   * OIDC_ONLY leaves, its role never changed by the provider); without it, password login alone.
   */
  oidc?: { settings: OidcSettings; emergencyAdminEmail: string };
  /** The argon2 cost of new password hashes; OWASP's minimum without it (tests choose a cheap one). */
  passwordCost?: PasswordCost;
  /** The proxies trusted to say who the caller is (TRUST_PROXY); none without it. */
  trustProxy?: readonly string[];
  /** The device cloud (the real one or the embedded simulator); without it device calls answer 502. */
  deviceCloud?: DeviceCloud;
  /**
   * Background jobs (the device stream and polling, the alert sweep, the outbox, Telegram's updates):
   * main.ts starts them all; tests start none and drive each by hand, or start the ones they name.
   */
  jobs?: { start?: true | readonly string[]; pollEveryMs?: number; watchdogMs?: number; retryMs?: number };
  /** Where alert notifications go (Telegram, e-mail); without any, alerts are only stored. */
  notifications?: NotificationChannelsConfig;
  /**
   * Web Push: the VAPID keys (main.ts: configured or from DATA_DIR; without them, a pair for this app
   * alone), the subject, and whether http://127.0.0.1 endpoints are taken (tests' push services).
   */
  push?: { keys?: VapidKeys; subject?: string; allowLoopbackHttp?: boolean };
  /** Where firmware binaries are stored (DATA_DIR/firmware); defaults to a temp dir. */
  firmwareDir?: string;
  /** Shared secret of `POST /api/webhooks/particle`; unset turns the webhook off. */
  webhookSecret?: string;
  /** How long one outgoing webhook delivery may take (default 10 s). */
  outgoingWebhookTimeoutMs?: number;
  /** `METRICS_TOKEN`: turns `GET /metrics` on, for callers that send it as a bearer token. */
  metricsToken?: string;
  /** `MQTT_URL` and its prefixes: device state and Home Assistant discovery over MQTT; unset is off. */
  mqtt?: MqttSettings;
  /** Telemetry batch interval; 0 leaves flushing to the caller (tests). */
  telemetryFlushMs?: number;
  /** How long history is kept (HISTORY_RAW_DAYS, HISTORY_5M_DAYS, HISTORY_1H_DAYS). */
  retention?: RetentionDays;
  /** `TRASH_DAYS`: how long a deleted record stays in the trash (default 30). */
  trashDays?: number;
  /** `PUBLIC_URL` (no trailing slash): the address QR labels encode. */
  publicUrl?: string;
  /**
   * Every answer also validated by zod and compared with the compiled serializer's output (a mismatch
   * is a 500). Defaults to on under tests (`NODE_ENV=test`), off otherwise.
   */
  strictResponses?: boolean;
}
