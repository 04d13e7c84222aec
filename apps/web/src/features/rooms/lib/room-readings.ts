import type { RoomDevice } from '@canopy/shared/schemas/rooms';
import type { TranslationKey } from '../../../i18n/translation-key';

/** The kinds of device a room shows readings of, each in its own table, in this order. */
export const READING_KINDS = ['climate', 'soil', 'water'] as const;
export type ReadingKind = (typeof READING_KINDS)[number];

/** One value a kind shows: its name, unit and decimals, and where the device's `latest` holds it. */
export interface ReadingColumn {
  labelKey: TranslationKey;
  unit?: string;
  digits: number;
  path: readonly string[];
}

/** What each kind reports (the devices list's `latest`: a soil sensor's and a water meter's own fields). */
export const READING_COLUMNS: Record<ReadingKind, readonly ReadingColumn[]> = {
  climate: [
    { labelKey: 'devices.temperature', unit: '°C', digits: 1, path: ['temperature'] },
    { labelKey: 'devices.humidity', unit: '%', digits: 0, path: ['humidity'] },
    { labelKey: 'devices.vpd', unit: 'kPa', digits: 2, path: ['vpd'] },
  ],
  soil: [
    { labelKey: 'devices.moisture', unit: '%', digits: 0, path: ['moisture_pct'] },
    { labelKey: 'devices.temperature', unit: '°C', digits: 1, path: ['temp_c'] },
    { labelKey: 'devices.ec', unit: 'mS/cm', digits: 2, path: ['ec_mscm'] },
    { labelKey: 'devices.ph', digits: 1, path: ['ph'] },
  ],
  water: [
    { labelKey: 'devices.inRate', unit: 'lpm', digits: 1, path: ['in', 'rate_lpm'] },
    { labelKey: 'devices.outRate', unit: 'lpm', digits: 1, path: ['out', 'rate_lpm'] },
  ],
};

export interface DeviceReadings {
  id: string;
  name: string;
  /** In the order of the kind's columns; null where the device has not reported one. */
  values: (number | null)[];
}

const numberAt = (latest: RoomDevice['latest'], path: readonly string[]): number | null => {
  let value: unknown = latest;
  for (const key of path) {
    value = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  }
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
};

/** A device of no known kind yet (it has not reported) sits with the climate controllers, as most are. */
const kindOf = (device: RoomDevice): ReadingKind =>
  (READING_KINDS as readonly string[]).includes(device.type) ? (device.type as ReadingKind) : 'climate';

/** The room's devices by kind, each with its kind's latest values; kinds without a device are left out. */
export function roomReadings(
  devices: readonly RoomDevice[],
): { kind: ReadingKind; devices: DeviceReadings[] }[] {
  return READING_KINDS.map((kind) => ({
    kind,
    devices: devices
      .filter((device) => kindOf(device) === kind)
      .map((device) => ({
        id: device._id,
        name: device.name,
        values: READING_COLUMNS[kind].map((column) => numberAt(device.latest, column.path)),
      })),
  })).filter((group) => group.devices.length > 0);
}
