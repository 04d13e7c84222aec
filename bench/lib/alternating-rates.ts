import { median } from './gate.ts';

/**
 * One round of a ratio gate between two sides measured in turns: three measurements each, the side going
 * first alternating by round so a change of load on the machine hits both; the median of each side.
 */
export async function alternatingRates<Side>(
  index: number,
  ours: Side,
  reference: Side,
  measure: (side: Side) => Promise<number>,
): Promise<{ ours: number; reference: number }> {
  const first = index % 2 === 0 ? ours : reference;
  const second = first === ours ? reference : ours;
  const rates = new Map<Side, number[]>([
    [ours, []],
    [reference, []],
  ]);
  for (let i = 0; i < 3; i += 1) {
    rates.get(first)!.push(await measure(first));
    rates.get(second)!.push(await measure(second));
  }
  return { ours: median(rates.get(ours)!), reference: median(rates.get(reference)!) };
}
