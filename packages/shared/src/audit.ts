/**
 * The audit log's vocabulary. Entities are everything the log will hold, the ones
 * whose writers come later included, so the filter of the /audit page names them all from the start.
 */
export const AUDIT_ENTITIES = [
  'user',
  'session',
  'api_token',
  'alert_rule',
  'notification_settings',
  'device',
  'strain',
  'cutting',
  'news',
  'bug',
  'task',
  'site',
  'room',
  'run',
  'product',
  'recipe',
  'automation',
  'climate_profile',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'restore',
  'login',
  'login_failed',
  'logout',
  'mfa_enable',
  'mfa_disable',
  'mfa_reset',
  'revoke',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Entries per page of `GET /api/audit`. */
export const AUDIT_PAGE_SIZE = 50;

/** The events of a record with a diary (a strain; a cutting has these and its photos' and logs'). */
const DIARY_RECORD_EVENTS = [
  'created',
  'changed',
  'trashed',
  'restored',
  'diary_added',
  'diary_changed',
  'diary_removed',
  'diary_photo_removed',
] as const;

/**
 * What happened, per entity, as the reader's language words it: the web app renders an entry's summary
 * from its entity, this event and `AuditSummaryValues` (`audit.summary.<entity>.<event>`), so it reads in
 * every language; the English `summary` stays for the CSV and for integrators.
 */
export const AUDIT_SUMMARY_EVENTS = {
  user: [
    'login',
    'login_failed',
    'created',
    'updated',
    'deleted',
    'mfa_enabled',
    'mfa_disabled',
    'mfa_reset',
    // Single sign-on (DESIGN 26): a login through the OpenID provider, an account it created or linked by
    // a verified e-mail, and a role its groups changed (`from`, `to`).
    'sso_login',
    'sso_created',
    'sso_linked',
    'sso_role_changed',
  ],
  session: ['logout', 'ended', 'others_ended'],
  api_token: ['created', 'revoked', 'revoked_unknown'],
  alert_rule: ['created', 'updated', 'deleted'],
  notification_settings: ['changed'],
  device: ['renamed', 'alerts_on', 'alerts_off'],
  strain: DIARY_RECORD_EVENTS,
  cutting: [
    ...DIARY_RECORD_EVENTS,
    'photo_added',
    'photos_reordered',
    'photo_changed',
    'photo_removed',
    'log_added',
  ],
  news: ['created', 'changed', 'trashed', 'restored'],
  bug: ['created', 'changed', 'comment_added', 'status_changed', 'photo_added', 'trashed', 'restored'],
  task: [
    'created',
    'changed',
    'completed',
    'status_changed',
    'comment_added',
    'photo_added',
    'trashed',
    'restored',
  ],
  site: ['changed'],
  // 'deleted': entries written before a deleted room went to the trash.
  // 'scouted', 'treated', 'fed': a scouting, treatment or feed entry recorded in the room (DESIGN 25).
  // 'profile_applied': a stage climate profile's limits sent to the room's controllers (DESIGN 24).
  room: [
    'created',
    'changed',
    'deleted',
    'trashed',
    'restored',
    'scouted',
    'treated',
    'fed',
    'profile_applied',
  ],
  run: [
    'created',
    'changed',
    'moved',
    'split',
    'event_undone',
    'loss_recorded',
    'group_photo_added',
    'group_photo_deleted',
    'harvested',
    'harvested_in_interval',
    'weighed',
    'weighed_after_close',
    'harvest_closed',
    'quality_noted',
  ],
  // 'archived': deleted while recipes, feeds or treatments name it (DESIGN 25), so it was archived instead.
  product: ['created', 'changed', 'archived', 'deleted'],
  recipe: ['created', 'changed', 'archived', 'deleted'],
  // 'ran', 'run_failed', 'run_skipped': a run of the automation (DESIGN 24), the reason its code.
  automation: ['created', 'changed', 'enabled', 'disabled', 'deleted', 'ran', 'run_failed', 'run_skipped'],
  climate_profile: ['created', 'changed', 'deleted'],
} as const satisfies Record<AuditEntity, readonly string[]>;
export type AuditSummaryEvent<E extends AuditEntity = AuditEntity> = (typeof AUDIT_SUMMARY_EVENTS)[E][number];

/** Why a login failed, as the summary's `reason` value. */
export const LOGIN_FAILURE_REASONS = ['wrong_password', 'no_account', 'wrong_code'] as const;
export type LoginFailureReason = (typeof LOGIN_FAILURE_REASONS)[number];

/**
 * The values a summary is made of: names as typed (a strain's name, a cutting's code, an e-mail), counts,
 * the names of changed fields, an alert rule's preset name and the fields it is made of.
 */
export interface AuditSummaryValues {
  /** An account's e-mail (a login, a user). */
  email?: string;
  /** A record's name as typed: a strain's or news item's title, a cutting's code, a bug's first line. */
  label?: string;
  /** An alert rule's or API token's name. */
  name?: string;
  /** Why a login failed (`LOGIN_FAILURE_REASONS`). */
  reason?: string;
  /** The names of the fields a change touched. */
  fields?: string[];
  count?: number;
  /** A device renamed from and to, or the device a rule or command is about. */
  from?: string;
  to?: string;
  device?: string;
  /** An alert rule's preset name and the fields it is worded from. */
  preset?: string;
  deviceType?: string;
  metric?: string;
  minutes?: number;
}
