import type { z } from 'zod';
import { AUTOMATION_EVALUATE_MS, type metricTriggerSchema } from '@canopy/shared/schemas/automations';
import type { EngineFacts, Evaluation, TriggerState } from './engine.types.ts';

export type MetricTrigger = z.output<typeof metricTriggerSchema>;

/**
 * The value a metric trigger watches now, with the time of its reading: the device's, or the mean of the
 * devices in the room now that report the metric. Offline devices' readings are stale and left out: with
 * none left there is no value, and nothing fires.
 */
export function observedValue(
  trigger: MetricTrigger,
  facts: EngineFacts,
): { value: number; at: number } | null {
  const ids = trigger.deviceId ? [trigger.deviceId] : (facts.roomDevices.get(trigger.roomId!) ?? []);
  let sum = 0;
  let count = 0;
  let at = 0;
  for (const id of ids) {
    const device = facts.devices.get(id);
    const value = device?.values[trigger.metric];
    if (!device?.online || device.at === null || typeof value !== 'number') continue;
    sum += value;
    count += 1;
    at = Math.max(at, device.at);
  }
  return count === 0 ? null : { value: sum / count, at: Math.min(at, facts.now) };
}

const isPast = (t: MetricTrigger, v: number) => (t.op === 'above' ? v > t.value : v < t.value);
const hasCleared = (t: MetricTrigger, v: number) =>
  t.op === 'above' ? v <= t.value - t.clear : v >= t.value + t.clear;

/**
 * Edge, not level: fires once per crossing, after the value has been past `value` for `forMinutes` (the
 * wait's start is stored, so it survives a restart), and may fire again only once the value came back by
 * `clear`. The first state is armed: a value already past when the automation is made is one crossing.
 */
export function evaluateMetric(trigger: MetricTrigger, state: TriggerState, facts: EngineFacts): Evaluation {
  const observed = observedValue(trigger, facts);
  if (observed === null) return { state, firing: null };
  const { value, at } = observed;
  if (!state.armed) {
    const armed = hasCleared(trigger, value);
    return { state: armed ? { ...state, armed, pendingSince: null } : state, firing: null };
  }
  if (!isPast(trigger, value)) return { state: { ...state, pendingSince: null }, firing: null };
  // A reading newer than the last evaluation starts the wait at its own time; an older one (a new or
  // re-enabled automation) was seen past only now, and one reading long ago proves nothing about since.
  const pendingSince = state.pendingSince ?? Math.max(at, facts.now - AUTOMATION_EVALUATE_MS);
  if (facts.now - pendingSince < trigger.forMinutes * 60_000) {
    return { state: { ...state, pendingSince }, firing: null };
  }
  return {
    state: { ...state, armed: false, pendingSince: null },
    firing: {
      runKey: `metric:${new Date(pendingSince).toISOString()}`,
      facts: { type: 'metric', observed: Math.round(value * 1000) / 1000, deviceId: trigger.deviceId },
    },
  };
}
