// Event-loop gates besides the label PDF: `/api/health` p99 while the product
// exports every cutting to Excel, and while it takes a burst of photo uploads, against p99 idle. The
// jobs' client side runs in the job client's process (servers/job-client.ts), the probes in the prober's
// (servers/health-prober.ts).
import type { Gate } from '../lib/gate.ts';
import { startJobRounds, type JobRounds } from '../lib/job-rounds.ts';
import { startServer, type Child } from '../lib/processes.ts';
import { EMPTY_HISTORY_SEED, seededSqliteFile } from '../lib/seed.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3150) + 2;
/** The bench seed's 5,000 cuttings; the device history plays no part here. */
const SEED = EMPTY_HISTORY_SEED;

let server: Child | undefined;
let jobRounds: JobRounds | undefined;
const serverForGate = {
  async setup() {
    server = await startServer('ours.ts', [await seededSqliteFile(SEED), String(PORT)], 0);
    jobRounds = await startJobRounds(PORT, String(server.hello.token));
  },
  async teardown() {
    await Promise.all([server?.stop(), jobRounds?.stop()]);
  },
};

const healthDuringExcel: Gate = {
  name: 'health-during-excel (/api/health p99 during the 5,000-cutting Excel export vs idle)',
  direction: '<=',
  target: 5,
  unit: 'ms p99',
  ...serverForGate,
  round: () => jobRounds!.round('excel'),
};

const healthDuringUploads: Gate = {
  name: 'health-during-uploads (/api/health p99 during 10 concurrent 2.5 MB photo uploads vs idle)',
  direction: '<=',
  target: 5,
  unit: 'ms p99',
  ...serverForGate,
  round: () => jobRounds!.round('uploads'),
};

export const responsivenessGates: Gate[] = [healthDuringExcel, healthDuringUploads];
