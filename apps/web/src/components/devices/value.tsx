import type { ReactNode } from 'react';

export interface ValueProps {
  value: number | string | null | undefined;
  unit?: string;
  digits?: number;
}

/** A number with its unit, isolated with <bdi> so Hebrew pages keep "24.6 °C" in order; '-' when missing. */
export function Value({ value, unit, digits }: ValueProps): ReactNode {
  if (value === null || value === undefined || value === '') return '-';
  const n = typeof value === 'number' ? value : Number(value);
  const shown = Number.isFinite(n) && digits !== undefined ? n.toFixed(digits) : String(value);
  return <bdi>{unit ? `${shown} ${unit}` : shown}</bdi>;
}
