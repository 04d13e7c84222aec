import { createClimateController } from './devices/climate.ts';
import {
  FLOWER_LIGHTS,
  type ClimateSettings,
  type Photoperiod,
  type RoomBias,
} from './devices/climate-model.ts';
import type { VirtualDevice } from './devices/device.ts';
import { createSoilSensor } from './devices/soil.ts';
import { createWaterMeter } from './devices/water.ts';
import { hashString, HOUR_MS } from './random.ts';
import type { Simulator } from './simulator.ts';

/** A stable 24-hex device id from a label, so demo devices keep their ids across restarts. */
export function deviceIdFor(label: string): string {
  let hex = '';
  for (let i = 0; hex.length < 24; i += 1) hex += hashString(`${label}#${i}`).toString(16).padStart(8, '0');
  return hex.slice(0, 24);
}

export interface FleetEntry {
  label: string;
  kind: 'climate' | 'soil' | 'water';
  offline?: boolean;
  inMedium?: boolean;
  /** A climate controller's room: how it runs beside the controller's aim. */
  bias?: RoomBias;
  /** A climate controller's own defaults over the firmware's, live, after a reset and in history alike. */
  settings?: Partial<ClimateSettings>;
  /** A soil probe's room's lights, under which its substrate dries (18/6 by default). */
  lights?: Photoperiod;
}

/** The flower rooms' controllers: 12/12 from 06:00 UTC, as a grower flips a room to flower. */
const FLOWER_CONTROLLER: Partial<ClimateSettings> = { ...FLOWER_LIGHTS, preset: 'flower' };

/**
 * The demo set: three of each kind plus one more climate unit; one of each kind is offline. Flower Room B
 * runs a little warmer and drier than A, so the demo runs flowered in each compare to something. The flower
 * rooms' controllers and the probes the demo puts in those rooms (Bed_1 in A, Bed_3 in B: the server's
 * seed-demo-crop.ts) are on 12/12; the veg room and the clone tent on the factory 18/6.
 */
export const DEMO_FLEET: readonly FleetEntry[] = [
  { label: 'Veg_Room', kind: 'climate' },
  { label: 'Flower_Room_A', kind: 'climate', settings: FLOWER_CONTROLLER },
  {
    label: 'Flower_Room_B',
    kind: 'climate',
    bias: { temperature: 1.2, humidity: -4 },
    settings: FLOWER_CONTROLLER,
  },
  { label: 'Clone_Tent', kind: 'climate', offline: true },
  { label: 'Bed_1_Soil', kind: 'soil', lights: FLOWER_LIGHTS },
  { label: 'Bed_2_Soil', kind: 'soil', inMedium: false },
  { label: 'Bed_3_Soil', kind: 'soil', offline: true, lights: FLOWER_LIGHTS },
  { label: 'Main_Line', kind: 'water' },
  { label: 'Veg_Line', kind: 'water' },
  { label: 'Old_Line', kind: 'water', offline: true },
];

/** Offline demo devices were last heard this long ago. */
export const OFFLINE_SINCE_MS = 3 * HOUR_MS;

/**
 * Adds the fleet's devices. `meterStartMs`: when the water meters began counting (a week ago by default);
 * history generated from the same moment joins their totals without a seam.
 */
export function addFleet(
  sim: Simulator,
  fleet: readonly FleetEntry[],
  now: number,
  meterStartMs?: number,
): VirtualDevice[] {
  const added = fleet.map((entry) => {
    const common = {
      id: deviceIdFor(entry.label),
      name: entry.label,
      mode: entry.offline ? ('offline' as const) : ('online' as const),
      lastHeardMs: entry.offline ? now - OFFLINE_SINCE_MS : now,
      publish: sim.publish,
    };
    const reboot = sim.reboot;
    if (entry.kind === 'climate') {
      return createClimateController({ ...common, reboot, bias: entry.bias, settings: entry.settings });
    }
    if (entry.kind === 'soil') {
      return createSoilSensor({ ...common, inMedium: entry.inMedium ?? true, lights: entry.lights });
    }
    return createWaterMeter({ ...common, now: common.lastHeardMs, startMs: meterStartMs, reboot });
  });
  for (const device of added) sim.add(device);
  return added;
}
