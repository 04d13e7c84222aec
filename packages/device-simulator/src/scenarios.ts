import { SCENARIO_DEVICE_TYPES, type SimulatorScenario } from '@canopy/shared/alerts';
import type { ClimatePayload, WaterPayload } from '@canopy/shared/device-contract';
import { round } from './random.ts';
import type { ActiveScenario, VirtualDevice } from './devices/device.ts';
import { vpd } from './devices/vpd.ts';

const MINUTE_MS = 60_000;
/** How a stuck actuator moves one value: a jump at once, then a climb a minute, up to a cap. */
const CLIMBS = {
  'hvac-failure': { field: 'temperature', jump: 4, perMinute: 1, cap: 40 },
  'humidifier-stuck': { field: 'humidity', jump: 8, perMinute: 2, cap: 95 },
  'co2-stuck-open': { field: 'co2', jump: 600, perMinute: 150, cap: 5000 },
} as const;
/** A leaking line: this much flows in, nothing drains. */
export const LEAK_INFLOW_LPM = 3;

export function scenarioApplies(device: VirtualDevice, scenario: SimulatorScenario): boolean {
  return SCENARIO_DEVICE_TYPES[scenario].includes(device.kind);
}

const minutesSince = (scenario: ActiveScenario, now: number) =>
  Math.max(0, (now - scenario.startedMs) / MINUTE_MS);

/** The climate controller's readings with a stuck actuator; VPD follows the changed air. */
export function climateUnderScenario(
  sample: ClimatePayload,
  scenario: ActiveScenario | null,
  now: number,
): ClimatePayload {
  const climb = scenario && scenario.name in CLIMBS ? CLIMBS[scenario.name as keyof typeof CLIMBS] : null;
  if (!climb || !scenario) return sample;
  const base = sample[climb.field];
  const value = Math.min(climb.cap, base + climb.jump + climb.perMinute * minutesSince(scenario, now));
  const changed = { ...sample, [climb.field]: climb.field === 'co2' ? Math.round(value) : round(value, 1) };
  return {
    ...changed,
    vpd: round(Math.max(0, vpd(changed.temperature, changed.humidity, sample.vpdType)), 2),
  };
}

/** The meters' reading on a leaking line: steady inflow with a little jitter, no outflow. */
export function waterUnderScenario(
  reading: WaterPayload,
  scenario: ActiveScenario | null,
  now: number,
): WaterPayload {
  if (scenario?.name !== 'leak') return reading;
  const minutes = minutesSince(scenario, now);
  const rate = LEAK_INFLOW_LPM + Math.sin(now / MINUTE_MS) * 0.05;
  return {
    ...reading,
    in: { rate_lpm: round(rate, 2), total_l: round(reading.in.total_l + LEAK_INFLOW_LPM * minutes, 2) },
    out: { ...reading.out, rate_lpm: 0 },
  };
}
