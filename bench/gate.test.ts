import { describe, expect, it } from 'vitest';
import { formatResult, judge, median, spreadOf, type Gate } from './lib/gate.ts';

const gate = (direction: Gate['direction'], target: number, aggregate?: Gate['aggregate']): Gate => ({
  name: 'g',
  direction,
  target,
  unit: 'ms',
  aggregate,
  round: () => Promise.resolve({ ours: 1, reference: 1 }),
});
const rounds = (...ratios: number[]) => ratios.map((ratio) => ({ ours: ratio * 10, reference: 10 }));

describe('bench verdicts', () => {
  it('takes the median and half the range over the median as the spread', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    expect(spreadOf([0.95, 1, 1.05])).toBeCloseTo(0.05);
  });

  it('passes a steady gate within its target, in either direction', () => {
    expect(judge(gate('<=', 1.5), rounds(1.2, 1.25, 1.3, 1.22, 1.28)).verdict).toBe('PASS');
    expect(judge(gate('>=', 0.5), rounds(0.6, 0.62, 0.61, 0.6, 0.63)).verdict).toBe('PASS');
  });

  it('fails a gate whose median misses the target', () => {
    expect(judge(gate('<=', 1.5), rounds(1.6, 1.7, 1.65, 1.6, 1.62)).verdict).toBe('FAIL');
    expect(judge(gate('>=', 0.8), rounds(0.5, 0.52, 0.5, 0.51, 0.5)).verdict).toBe('FAIL');
  });

  it('calls a gate within target but spread over 10% unstable, never passed', () => {
    const result = judge(gate('<=', 1.5), rounds(0.9, 1.0, 1.0, 1.0, 1.3));
    expect(result.verdict).toBe('UNSTABLE');
    expect(formatResult(result)).toMatch(/^g: 10\.0 \/ 10\.0 ms = 1\.00 \(<= 1\.50\) .* UNSTABLE$/);
  });

  it('judges a worst-case gate by its worst round', () => {
    expect(judge(gate('<=', 1, 'worst'), rounds(0, 0, 0, 1.2, 0)).verdict).toBe('FAIL');
    expect(judge(gate('<=', 1, 'worst'), rounds(0, 0.5, 0, 0.9, 0)).verdict).toBe('PASS');
  });
});
