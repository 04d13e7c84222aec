import type { DeviceKind } from '@canopy/shared/device-contract';

/** One current-state row per device: lists read only this table, never history. */
export interface DevicesTable {
  id: string;
  kind: DeviceKind | null;
  name: string;
  /** 0 or 1: alerts are on unless switched off. */
  alerts_enabled: number;
  /** The cloud's own online flag from the last device list, 0 or 1. */
  cloud_online: number | null;
  /** Epoch ms of the newest stored telemetry (bigint: a string on PostgreSQL). */
  last_ts: number | string | null;
  last_heard_at: number | string | null;
  /** JSON of the newest parsed telemetry payload. */
  latest: string | null;
  /** JSON of the newest config (climate dMin/sMin, water intervals and ppl). */
  config: string | null;
  firmware: string | null;
  /** 'lost' while a power-failure alert is open. */
  power_state: string | null;
  updated_at: string;
}
