/** Chart steps of the water page (2h uses 1m, 24h 5m, 7d 15m) and how a custom range picks one. */
export const WATER_STEPS = ['1m', '5m', '15m', '1h'] as const;
export type WaterStep = (typeof WATER_STEPS)[number];

export const WATER_STEP_MS: Record<WaterStep, number> = {
  '1m': 60_000,
  '5m': 300_000,
  '15m': 900_000,
  '1h': 3_600_000,
};

/** A custom range divided into 300 points: 1m if each is at most a minute, 5m up to 5, 15m up to 15, else 1h. */
export function waterStepFor(fromMs: number, toMs: number): WaterStep {
  const minutesPerPoint = (toMs - fromMs) / 300 / 60_000;
  if (minutesPerPoint <= 1) return '1m';
  if (minutesPerPoint <= 5) return '5m';
  if (minutesPerPoint <= 15) return '15m';
  return '1h';
}
