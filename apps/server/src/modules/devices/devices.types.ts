import type { DeviceKind } from '@canopy/shared/device-contract';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { DevicesTable } from './devices.table.ts';

/** A device as stored, with the current state telemetry keeps. */
export type DeviceRow = Selectable<DevicesTable>;

/**
 * What other modules may read of the devices, handed to them by the composition (the devices repository is
 * one): every device (of a kind), some, or one.
 */
export interface DeviceDirectory {
  list(kind?: DeviceKind): Promise<DeviceRow[]>;
  findMany(ids: readonly string[]): Promise<DeviceRow[]>;
  find(id: string): Promise<DeviceRow | undefined>;
}

/**
 * What the alerts module writes of a device: its power state (lost, or back on a reading), and its
 * messaging-alert toggle, which is its power rule's.
 */
export interface DevicePowerWrites {
  /** Marks power lost or back; false when the device already was in that state. */
  setPowerState(id: string, lost: boolean, updatedAt: string): Promise<boolean>;
  /** A reading from each of these devices proves its power is on. */
  restorePower(ids: readonly string[], updatedAt: string): Promise<void>;
  setAlertsEnabled(
    executor: Kysely<Database>,
    id: string,
    enabled: boolean,
    updatedAt: string,
  ): Promise<void>;
}
