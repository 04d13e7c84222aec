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
