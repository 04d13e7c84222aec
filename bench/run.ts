// `npm run bench` runs every gate; `npm run bench -- NAME` runs the gates whose name contains NAME.
// Rounds: BENCH_ROUNDS (default 5); a gate whose rounds spread too wide is measured again (at most 3
// times). Exits 1 when a gate fails or is unstable.
import { formatResult, type Gate, type GateResult } from './lib/gate.ts';
import { sharedResources } from './lib/shared-resources.ts';
import { MAX_ATTEMPTS, measureSteadily } from './lib/steady-measure.ts';
import { GateSkipped } from './lib/gate-skipped.ts';
import { holdCpusAwake } from './lib/cpu-idle-states.ts';
import { pinSelf } from './lib/processes.ts';
import { httpGates } from './gates/http.ts';
import { storageGates } from './gates/storage.ts';
import { pdfGates } from './gates/pdf.ts';
import { responsivenessGates } from './gates/responsiveness.ts';
import { chartGates } from './gates/charts.ts';
import { bundleGates } from './gates/bundle.ts';
import { alertGates } from './gates/alerts.ts';
import { listGates } from './gates/lists.ts';
import { historyGates } from './gates/history.ts';
import { exportGates } from './gates/export.ts';
import { liveGates } from './gates/live.ts';
import { lighthouseGates } from './gates/lighthouse.ts';
import { cropGates } from './gates/crop.ts';
import { compareGates } from './gates/compare.ts';
import { taskGates } from './gates/tasks.ts';
import { automationGates } from './gates/automations.ts';

/**
 * Collects the runner's whole heap, so that a gate measured in the runner's own process does not pay
 * for collecting what the gates before it left (the heap holds 150-320 MB live over a whole run).
 */
const collectGarbage = (globalThis as { gc?: () => void }).gc;

const ROUNDS = Math.max(5, Number(process.env.BENCH_ROUNDS ?? 5));
const all: Gate[] = [
  ...bundleGates,
  ...httpGates,
  ...storageGates,
  ...pdfGates,
  ...responsivenessGates,
  ...chartGates,
  ...alertGates,
  ...listGates,
  ...historyGates,
  ...exportGates,
  ...liveGates,
  ...lighthouseGates,
  ...cropGates,
  ...compareGates,
  ...taskGates,
  ...automationGates,
];

const filters = process.argv.slice(2).map((f) => f.toLowerCase());
const selected = filters.length
  ? all.filter((g) => filters.some((f) => g.name.toLowerCase().includes(f)))
  : all;
if (selected.length === 0) {
  process.stderr.write(
    `No gate matches ${filters.join(', ')}. Gates:\n${all.map((g) => `  ${g.name}`).join('\n')}\n`,
  );
  process.exit(2);
}

pinSelf(1);
const notAwake = holdCpusAwake();
process.stdout.write(
  notAwake
    ? `CPU idle states not held (${notAwake}): the event-loop gates' idle p99 includes the cores' wake-up time.\n`
    : 'CPU idle states held for the run (0 µs wake-up latency).\n',
);
if (!collectGarbage)
  process.stdout.write('The heap is not collected between gates (run with --expose-gc).\n');
const results: GateResult[] = [];
const skipped: string[] = [];

/** Prints a measurement's line; a spread one that is measured again says so. */
function report(result: GateResult) {
  const again = result.verdict === 'UNSTABLE' && result.attempt < MAX_ATTEMPTS;
  process.stdout.write(`${formatResult(result)}${again ? ', measuring again' : ''}\n`);
}

/** The gate's rounds, each printed with BENCH_VERBOSE. */
async function measureRounds(gate: Gate) {
  const samples = [];
  for (let i = 0; i < ROUNDS; i += 1) {
    const sample = await gate.round(i);
    samples.push(sample);
    if (process.env.BENCH_VERBOSE)
      process.stderr.write(`  round ${i + 1}: ${sample.ours.toFixed(2)} / ${sample.reference.toFixed(2)}\n`);
  }
  return samples;
}

/** Sets the gate up (it may throw GateSkipped), runs its warm-up and measurements and keeps its verdict. */
async function runGate(gate: Gate) {
  collectGarbage?.();
  await gate.setup?.();
  try {
    // One discarded round first: JIT warm-up and caches, so round 1 is not an outlier by construction.
    await gate.round(0);
    results.push(await measureSteadily(gate, () => measureRounds(gate), report));
  } finally {
    await gate.teardown?.();
  }
}

const resources = sharedResources(selected);
for (const gate of selected) {
  try {
    await resources.before(gate);
    await runGate(gate);
  } catch (error) {
    if (!(error instanceof GateSkipped)) throw error;
    skipped.push(gate.name);
    process.stdout.write(`${gate.name}: SKIPPED, ${error.message}\n`);
  } finally {
    await resources.after(gate);
  }
}

const bad = results.filter((r) => r.verdict !== 'PASS');
process.stdout.write(
  `\n${results.length - bad.length} of ${results.length} gates pass` +
    (bad.length ? `; not passing: ${bad.map((r) => `${r.name} (${r.verdict})`).join(', ')}` : '') +
    (skipped.length ? `; ${skipped.length} skipped: ${skipped.join(', ')}` : '') +
    '\n',
);
process.exit(bad.length ? 1 : 0);
