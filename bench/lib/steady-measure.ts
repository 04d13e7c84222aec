import { judge, type Gate, type GateResult } from './gate.ts';

/** How many times a gate is measured at most while its rounds spread too wide. */
export const MAX_ATTEMPTS = 3;

type Samples = { ours: number; reference: number }[];

/**
 * Measures a gate's rounds and judges them. A measurement within its target whose rounds spread over
 * the line (UNSTABLE) tells of a disturbed machine, not of what the product costs: it is measured again,
 * up to MAX_ATTEMPTS times. The verdict is the first steady measurement's, PASS or FAIL; UNSTABLE when
 * none was steady. A FAIL is final at once, and every attempt is reported, the discarded ones included.
 */
export async function measureSteadily(
  gate: Gate,
  measureRounds: () => Promise<Samples>,
  report: (result: GateResult) => void,
): Promise<GateResult> {
  for (let attempt = 1; ; attempt += 1) {
    const result = { ...judge(gate, await measureRounds()), attempt };
    report(result);
    if (result.verdict !== 'UNSTABLE' || attempt === MAX_ATTEMPTS) return result;
  }
}
