/** Deterministic noise: the same device and minute always give the same value, so history is repeatable. */
export function hashString(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** A value in [-1, 1) from a seed and an integer step. */
export function noise(seed: number, step: number): number {
  let t = (seed ^ Math.imul(step, 0x9e3779b1)) >>> 0;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return (((t ^ (t >>> 14)) >>> 0) / 4294967296) * 2 - 1;
}

/** Smooth noise: linear interpolation between per-step values. */
export function smoothNoise(seed: number, position: number): number {
  const base = Math.floor(position);
  const frac = position - base;
  return noise(seed, base) * (1 - frac) + noise(seed, base + 1) * frac;
}

export const round = (value: number, digits: number): number => {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
};

export const MINUTE_MS = 60_000;
export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;
