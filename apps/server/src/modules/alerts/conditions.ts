import {
  LEAK_INFLOW_MIN_LPM,
  LEAK_OUTFLOW_MAX_LPM,
  rangePosition,
  type AlertDeviceType,
  type AlertKind,
  type AlertPeriod,
} from '@canopy/shared/alerts';
import type { ThresholdRange } from '@canopy/shared/thresholds';
import { climatePhaseOf } from '../telemetry/climate-verdicts.ts';
import type { Reading, SoilReading, WaterReading } from '../telemetry/telemetry-parser.ts';

/** The parts of a rule that decide whether a device breaches it now. */
export interface RuleCondition {
  kind: AlertKind;
  metric: string | null;
  min: number | null;
  max: number | null;
  useDeviceThresholds: boolean;
  period: AlertPeriod;
  forMinutes: number;
}

/** What the evaluator knows of a device: its newest stored reading and its power state. */
export interface DeviceSnapshot {
  id: string;
  name: string;
  kind: AlertDeviceType;
  lastTs: number | null;
  reading: Reading | null;
  powerLost: boolean;
}

export type Direction = 'above' | 'below';

/**
 * `breach` or `clear` decide; `unknown` (no value, phase or limit to judge by) changes nothing, so a
 * missing field neither opens nor resolves an alert.
 */
export interface ConditionResult {
  condition: 'breach' | 'clear' | 'unknown';
  value: number | null;
  limit: number | null;
  direction: Direction | null;
}

const UNKNOWN: ConditionResult = { condition: 'unknown', value: null, limit: null, direction: null };
const clear = (value: number | null = null): ConditionResult => ({
  condition: 'clear',
  value,
  limit: null,
  direction: null,
});

function metricValue(reading: Reading, metric: string): number | null {
  if (reading.kind === 'climate') {
    const { temperature, humidity, co2, vpd } = reading.payload;
    const climate: Record<string, number | null> = { temperature, humidity, co2, vpd };
    return climate[metric] ?? null;
  }
  if (reading.kind === 'soil') {
    const { in_medium: inMedium, ...values }: SoilReading = reading.payload;
    // A probe out of the medium reads air, not soil: its values say nothing about the bed.
    if (!inMedium) return null;
    const soil: Record<string, number | null> = values;
    return soil[metric] ?? null;
  }
  const water: WaterReading = reading.payload;
  if (metric === 'inRate_lpm') return water.in.rate_lpm;
  if (metric === 'outRate_lpm') return water.out.rate_lpm;
  return null;
}

function thresholdCondition(rule: RuleCondition, reading: Reading): ConditionResult {
  if (!rule.metric) return UNKNOWN;
  let range: ThresholdRange = { min: rule.min, max: rule.max };
  if (reading.kind === 'climate' && (rule.period !== 'always' || rule.useDeviceThresholds)) {
    const phase = climatePhaseOf(reading.payload);
    if (!phase) return UNKNOWN;
    if (rule.period !== 'always' && rule.period !== phase) return clear();
    if (rule.useDeviceThresholds) {
      const own = reading.payload.thresholds[phase][rule.metric as 'temperature' | 'humidity' | 'co2'];
      if (!own || (own.min === null && own.max === null)) return UNKNOWN;
      range = own;
    }
  }
  const value = metricValue(reading, rule.metric);
  const position = rangePosition(value, range);
  if (position === 'unknown') return UNKNOWN;
  if (position === 'inside') return clear(value);
  return {
    condition: 'breach',
    value,
    limit: position === 'above' ? range.max : range.min,
    direction: position,
  };
}

function leakCondition(rule: RuleCondition, reading: Reading): ConditionResult {
  if (reading.kind !== 'water') return UNKNOWN;
  const inflow = reading.payload.in.rate_lpm;
  const outflow = reading.payload.out.rate_lpm;
  if (inflow === null || outflow === null) return UNKNOWN;
  const flow = Math.max(inflow, outflow);
  if (rule.max !== null && flow > rule.max) {
    return { condition: 'breach', value: flow, limit: rule.max, direction: 'above' };
  }
  if (inflow > LEAK_INFLOW_MIN_LPM && outflow < LEAK_OUTFLOW_MAX_LPM) {
    return { condition: 'breach', value: inflow, limit: null, direction: null };
  }
  return clear(inflow);
}

/** Whether a device breaches a rule at `nowMs`, with the value and the limit it crossed. */
export function evaluateCondition(
  rule: RuleCondition,
  device: DeviceSnapshot,
  nowMs: number,
): ConditionResult {
  switch (rule.kind) {
    case 'power':
      return device.powerLost ? { condition: 'breach', value: null, limit: null, direction: null } : clear();
    case 'stale': {
      if (device.lastTs === null) return UNKNOWN;
      const silentMinutes = Math.floor(Math.max(0, nowMs - device.lastTs) / 60_000);
      return nowMs - device.lastTs > rule.forMinutes * 60_000
        ? { condition: 'breach', value: silentMinutes, limit: rule.forMinutes, direction: 'above' }
        : clear(silentMinutes);
    }
    case 'leak':
      return device.reading ? leakCondition(rule, device.reading) : UNKNOWN;
    case 'threshold':
      return device.reading ? thresholdCondition(rule, device.reading) : UNKNOWN;
  }
}

/** Whether `next` is further past the limit than `previous` (the alert keeps the worst value seen). */
export function isWorse(next: number | null, previous: number | null, direction: Direction | null): boolean {
  if (next === null) return false;
  if (previous === null) return true;
  return direction === 'below' ? next < previous : next > previous;
}
