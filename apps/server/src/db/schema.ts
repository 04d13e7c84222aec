import type { DeviceCommandsTable } from '../modules/device-commands/device-commands.table.ts';
import type { DeviceNotesTable } from '../modules/device-notes/device-notes.table.ts';
import type { DevicesTable } from '../modules/devices/devices.table.ts';
import type { AlertConditionsTable, AlertRulesTable, AlertsTable } from '../modules/alerts/alerts.table.ts';
import type {
  NotificationSettingsTable,
  NotificationsTable,
  TelegramLinksTable,
} from '../modules/notifications/notifications.table.ts';
import type { AppStateTable } from './app-state.table.ts';
import type { FirmwareTable } from '../modules/firmware/firmware.table.ts';
import type { LoginFailuresTable } from '../modules/login-throttle/login-throttle.table.ts';
import type { SessionsTable } from '../modules/sessions/sessions.table.ts';
import type {
  ClimateReadingsTable,
  ClimateRollupsTable,
  SoilReadingsTable,
  SoilRollupsTable,
  WaterReadingsTable,
} from '../modules/telemetry/telemetry.table.ts';
import type { AttachmentsTable } from '../modules/attachments/attachments.table.ts';
import type { BugsTable } from '../modules/bugs/bugs.table.ts';
import type { CommentsTable } from '../modules/threads/thread-comments.table.ts';
import type {
  TaskAssigneesTable,
  TaskChecklistItemsTable,
  TasksTable,
  TaskTemplatesTable,
} from '../modules/tasks/tasks.table.ts';
import type {
  CuttingDiaryEntriesTable,
  CuttingLogEntriesTable,
  CuttingPhotosTable,
  CuttingsTable,
} from '../modules/cuttings/cuttings.table.ts';
import type { FilesTable } from '../modules/files/files.table.ts';
import type { NewsTable } from '../modules/news/news.table.ts';
import type { StrainDiaryEntriesTable, StrainsTable } from '../modules/strains/strains.table.ts';
import type { UsersTable } from '../modules/users/users.table.ts';
import type {
  WebhookDeliveriesTable,
  WebhookDeliveryAttemptsTable,
  WebhookDeviceStatesTable,
  WebhooksTable,
} from '../modules/outgoing-webhooks/outgoing-webhooks.table.ts';
import type { RateLimitCountsTable } from '../http/rate-limit.table.ts';
import type { LiveEventsTable } from '../modules/live/live-events.table.ts';
import type { MfaChallengesTable, MfaRecoveryCodesTable, UserMfaTable } from '../modules/mfa/mfa.table.ts';
import type { ApiTokensTable } from '../modules/api-tokens/api-tokens.table.ts';
import type { IdempotencyKeysTable } from '../modules/idempotency/idempotency.table.ts';
import type { AuditLogTable } from '../modules/audit/audit.table.ts';
import type { PushSubscriptionsTable } from '../modules/push/push.table.ts';
import type { SiteSettingsTable } from '../modules/site/site.table.ts';
import type { RoomDevicesTable, RoomsTable } from '../modules/rooms/rooms.table.ts';
import type {
  PlantGroupPhotosTable,
  PlantGroupsTable,
  PlantLossesTable,
  RunsTable,
  StageEventsTable,
} from '../modules/runs/runs.table.ts';
import type {
  HarvestNotesTable,
  HarvestsTable,
  HarvestWeighingsTable,
} from '../modules/harvests/harvests.table.ts';
import type { UserPreferencesTable } from '../modules/preferences/preferences.table.ts';
import type {
  AutomationRunsTable,
  AutomationStatesTable,
  AutomationsTable,
  ClimateProfilesTable,
  RoomProfilesTable,
} from '../modules/automations/automations.table.ts';
import type {
  OidcHandoffsTable,
  OidcIdentitiesTable,
  OidcLoginStatesTable,
} from '../modules/auth/oidc/oidc.table.ts';
import type { DigestSendsTable } from '../modules/reports/digest/digest-sends.table.ts';
import type { FeedsTable, ProductsTable, RecipesTable } from '../modules/feeding/feeding.table.ts';
import type { ScoutingTable, TreatmentsTable } from '../modules/protection/protection.table.ts';

/** Every table Kysely knows; each module declares its own rows in `<feature>.table.ts`. */
export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  login_failures: LoginFailuresTable;
  devices: DevicesTable;
  climate_readings: ClimateReadingsTable;
  soil_readings: SoilReadingsTable;
  water_readings: WaterReadingsTable;
  climate_rollups_5m: ClimateRollupsTable;
  climate_rollups_1h: ClimateRollupsTable;
  soil_rollups_5m: SoilRollupsTable;
  soil_rollups_1h: SoilRollupsTable;
  device_commands: DeviceCommandsTable;
  device_notes: DeviceNotesTable;
  alert_rules: AlertRulesTable;
  alert_conditions: AlertConditionsTable;
  alerts: AlertsTable;
  notification_settings: NotificationSettingsTable;
  telegram_links: TelegramLinksTable;
  notifications: NotificationsTable;
  app_state: AppStateTable;
  firmware: FirmwareTable;
  bugs: BugsTable;
  bug_comments: CommentsTable;
  tasks: TasksTable;
  task_assignees: TaskAssigneesTable;
  task_checklist_items: TaskChecklistItemsTable;
  task_templates: TaskTemplatesTable;
  task_comments: CommentsTable;
  bug_photos: AttachmentsTable;
  task_photos: AttachmentsTable;
  files: FilesTable;
  strains: StrainsTable;
  strain_diary_entries: StrainDiaryEntriesTable;
  news: NewsTable;
  cuttings: CuttingsTable;
  cutting_photos: CuttingPhotosTable;
  cutting_diary_entries: CuttingDiaryEntriesTable;
  cutting_log_entries: CuttingLogEntriesTable;
  webhooks: WebhooksTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_delivery_attempts: WebhookDeliveryAttemptsTable;
  webhook_device_states: WebhookDeviceStatesTable;
  live_events: LiveEventsTable;
  user_mfa: UserMfaTable;
  mfa_recovery_codes: MfaRecoveryCodesTable;
  mfa_challenges: MfaChallengesTable;
  api_tokens: ApiTokensTable;
  idempotency_keys: IdempotencyKeysTable;
  audit_log: AuditLogTable;
  push_subscriptions: PushSubscriptionsTable;
  rate_limit_counts: RateLimitCountsTable;
  site_settings: SiteSettingsTable;
  rooms: RoomsTable;
  room_devices: RoomDevicesTable;
  runs: RunsTable;
  plant_groups: PlantGroupsTable;
  stage_events: StageEventsTable;
  plant_losses: PlantLossesTable;
  plant_group_photos: PlantGroupPhotosTable;
  harvests: HarvestsTable;
  harvest_weighings: HarvestWeighingsTable;
  harvest_notes: HarvestNotesTable;
  user_preferences: UserPreferencesTable;
  products: ProductsTable;
  recipes: RecipesTable;
  feeds: FeedsTable;
  automations: AutomationsTable;
  automation_states: AutomationStatesTable;
  automation_runs: AutomationRunsTable;
  climate_profiles: ClimateProfilesTable;
  room_profiles: RoomProfilesTable;
  scouting: ScoutingTable;
  treatments: TreatmentsTable;
  digest_sends: DigestSendsTable;
  oidc_identities: OidcIdentitiesTable;
  oidc_login_states: OidcLoginStatesTable;
  oidc_handoffs: OidcHandoffsTable;
}
