/** Tetens: saturation vapour pressure in kPa at a temperature in °C. */
export const svp = (celsius: number): number => 0.6108 * Math.exp((17.27 * celsius) / (celsius + 237.3));

/** Leaf temperature offsets of the VPD types: air measures the air, leaf types assume a cooler leaf. */
export const VPD_LEAF_OFFSET: Record<string, number> = { air: 0, leaf: 2, 'leaf+': 3 };

export function vpd(airCelsius: number, relativeHumidity: number, type: string): number {
  const offset = VPD_LEAF_OFFSET[type] ?? 0;
  return svp(airCelsius - offset) - (svp(airCelsius) * relativeHumidity) / 100;
}
