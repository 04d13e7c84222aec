import { alternatingRates } from './alternating-rates.ts';
import type { Gate } from './gate.ts';

/**
 * A climate reading of device `i` at minute `tick`, the one the alert and automation gates store: one
 * device in twenty runs hot for ten minutes of every fifteen, so holds and waits start, fire and clear;
 * the rest stay inside their thresholds. The lights are on unless `lightsOff`.
 */
export function fleetClimateReading(i: number, tick: number, lightsOff = false): string {
  const hot = i % 20 === 0 && tick % 15 >= 5;
  return JSON.stringify({
    temperature: hot ? 28.5 : 24 + ((i + tick) % 7) * 0.3,
    humidity: 55 + ((i * 3 + tick) % 9),
    co2: 900 + ((i * 7 + tick) % 13) * 10,
    vpd: 1.1 + ((i + tick) % 5) * 0.05,
    dayStatus: lightsOff ? 'night' : 'day',
    lightStatus: lightsOff ? 0 : 1,
    thresholds: {
      day: { temperature: [22, 27], humidity: [50, 65], co2: [800, 1200] },
      night: { temperature: [18, 22], humidity: [45, 60], co2: [400, 600] },
    },
  });
}

/**
 * A gate of stored readings a second, on our side (with the work under test) against a reference side
 * without it, measured in alternating turns; each side needs at least 60% of the reference's rate.
 */
export function storedReadingsGate<Side extends { close(): Promise<void> }>(options: {
  name: string;
  open(): Promise<{ ours: Side; reference: Side }>;
  readingsPerSecond(side: Side): Promise<number>;
}): Gate {
  let sides: { ours: Side; reference: Side } | undefined;
  return {
    name: options.name,
    direction: '>=',
    target: 0.6,
    unit: 'readings/s',
    async setup() {
      sides = await options.open();
    },
    async teardown() {
      await Promise.all([sides?.ours.close(), sides?.reference.close()]);
    },
    round: (index) => alternatingRates(index, sides!.ours, sides!.reference, options.readingsPerSecond),
  };
}
