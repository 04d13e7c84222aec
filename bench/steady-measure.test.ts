import { describe, expect, it } from 'vitest';
import { formatResult, type Gate, type GateResult } from './lib/gate.ts';
import { MAX_ATTEMPTS, measureSteadily } from './lib/steady-measure.ts';

const gate: Gate = {
  name: 'g',
  direction: '<=',
  target: 1.5,
  unit: 'ms',
  round: () => Promise.resolve({ ours: 1, reference: 1 }),
};
const rounds = (...ratios: number[]) => ratios.map((ratio) => ({ ours: ratio * 10, reference: 10 }));
const spread = rounds(0.9, 1, 1, 1, 1.3);
const steady = rounds(1, 1.02, 1.01, 0.99, 1);
const failing = rounds(1.6, 1.62, 1.61, 1.6, 1.6);

/** Measures the gate with the given measurements in turn; what was reported and the verdict. */
async function measure(...measurements: ReturnType<typeof rounds>[]) {
  const reported: GateResult[] = [];
  let taken = 0;
  const result = await measureSteadily(
    gate,
    () => Promise.resolve(measurements[taken++]!),
    (r) => reported.push(r),
  );
  return { result, reported, taken };
}

describe('a gate measured until its rounds are steady', () => {
  it('keeps a steady first measurement and measures nothing more', async () => {
    const { result, reported, taken } = await measure(steady, spread);
    expect([result.verdict, result.attempt, taken, reported.length]).toEqual(['PASS', 1, 1, 1]);
  });

  it('measures a spread gate again and takes the first steady measurement, reporting both', async () => {
    const { result, reported, taken } = await measure(spread, steady, spread);
    expect(taken).toBe(2);
    expect(reported.map((r) => r.verdict)).toEqual(['UNSTABLE', 'PASS']);
    expect(result).toBe(reported[1]);
    expect(formatResult(result)).toMatch(/of 5 rounds, measurement 2 {2}PASS$/);
  });

  it('fails at once a steady measurement that misses its target, after a spread one too', async () => {
    expect((await measure(failing, steady)).result.verdict).toBe('FAIL');
    const { result, taken } = await measure(spread, failing, steady);
    expect([result.verdict, result.attempt, taken]).toEqual(['FAIL', 2, 2]);
  });

  it(`stays unstable when no measurement in ${MAX_ATTEMPTS} is steady`, async () => {
    const { result, taken } = await measure(...Array.from({ length: MAX_ATTEMPTS + 1 }, () => spread));
    expect([result.verdict, result.attempt, taken]).toEqual(['UNSTABLE', MAX_ATTEMPTS, MAX_ATTEMPTS]);
  });
});
