import type { DeviceCommandsTable } from '../modules/device-commands/device-commands.table.ts';
import type { DevicesTable } from '../modules/devices/devices.table.ts';
import type { DeviceAlertsTable, MessageOutboxTable } from '../modules/alerts/alerts.table.ts';
import type { FirmwareTable } from '../modules/firmware/firmware.table.ts';
import type { LoginFailuresTable, SessionsTable } from '../modules/auth/auth.table.ts';
import type {
  ClimateReadingsTable,
  SoilReadingsTable,
  WaterReadingsTable,
} from '../modules/telemetry/telemetry.table.ts';
import type { UsersTable } from '../modules/users/users.table.ts';

/** Every table Kysely knows; each module declares its own rows in `<feature>.table.ts`. */
export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  login_failures: LoginFailuresTable;
  devices: DevicesTable;
  climate_readings: ClimateReadingsTable;
  soil_readings: SoilReadingsTable;
  water_readings: WaterReadingsTable;
  device_commands: DeviceCommandsTable;
  device_alerts: DeviceAlertsTable;
  message_outbox: MessageOutboxTable;
  firmware: FirmwareTable;
}
