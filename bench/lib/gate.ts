/** A gate compares ours with a reference written in the bench; `higher` gates are throughput ratios. */
export interface Gate {
  name: string;
  /** `>=` when a higher ratio is better (throughput), `<=` when lower is better (time). */
  direction: '>=' | '<=';
  target: number;
  unit: string;
  /** 'worst' judges the worst round (a budget that must hold every time, like the longest task). */
  aggregate?: 'median' | 'worst';
  /** One interleaved round: measures ours and the reference once each and returns both figures. */
  round(index: number): Promise<{ ours: number; reference: number }>;
  setup?(): Promise<void>;
  teardown?(): Promise<void>;
  /** Something several gates measure (a running product, say): opened once, closed after the run. */
  shared?: SharedResource;
}

export interface SharedResource {
  open(): Promise<void>;
  close(): Promise<void>;
}

export interface GateResult {
  name: string;
  ours: number;
  reference: number;
  ratio: number;
  spread: number;
  target: string;
  verdict: 'PASS' | 'FAIL' | 'UNSTABLE';
  unit: string;
  rounds: number;
  worst: boolean;
  /** Which measurement of the gate this is, from 1 (a spread one is measured again). */
  attempt: number;
}

export const MAX_SPREAD = 0.1;

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * The spread is half the range of the per-round ratios over their median (a ratio of 1.00 with rounds
 * between 0.95 and 1.05 has a spread of 5%). A gate above MAX_SPREAD is reported UNSTABLE, never PASS.
 */
export function spreadOf(ratios: number[]): number {
  const m = median(ratios);
  if (m === 0) return Math.max(...ratios) === 0 ? 0 : Infinity;
  return (Math.max(...ratios) - Math.min(...ratios)) / 2 / m;
}

export function judge(gate: Gate, samples: { ours: number; reference: number }[]): GateResult {
  const ratios = samples.map((s) => s.ours / s.reference);
  const worst = gate.aggregate === 'worst';
  const pick = (values: number[]) =>
    worst ? (gate.direction === '<=' ? Math.max(...values) : Math.min(...values)) : median(values);
  const ratio = pick(ratios);
  // The worst round is the verdict itself, so its noise cannot make it look better: no spread check.
  const spread = worst ? 0 : spreadOf(ratios);
  const meets = gate.direction === '>=' ? ratio >= gate.target : ratio <= gate.target;
  return {
    name: gate.name,
    ours: pick(samples.map((s) => s.ours)),
    reference: pick(samples.map((s) => s.reference)),
    ratio,
    spread,
    target: `${gate.direction} ${gate.target.toFixed(2)}`,
    verdict: !meets ? 'FAIL' : spread > MAX_SPREAD ? 'UNSTABLE' : 'PASS',
    unit: gate.unit,
    rounds: samples.length,
    worst,
    attempt: 1,
  };
}

const fmt = (x: number) => (x >= 100 ? x.toFixed(0) : x >= 10 ? x.toFixed(1) : x.toFixed(2));

export function formatResult(r: GateResult): string {
  return (
    `${r.name}: ${fmt(r.ours)} / ${fmt(r.reference)} ${r.unit} = ${r.ratio.toFixed(2)} (${r.target})` +
    `  ${r.worst ? 'worst' : `spread ±${(r.spread * 100).toFixed(1)}%`} of ${r.rounds} rounds` +
    `${r.attempt > 1 ? `, measurement ${r.attempt}` : ''}  ${r.verdict}`
  );
}
