import { cpuMsDuring } from '../lib/cpu-time.ts';
import type { Gate } from '../lib/gate.ts';
import { median } from '../lib/gate.ts';
import { download } from '../lib/download.ts';
import { startJobRounds, type JobRounds } from '../lib/job-rounds.ts';
import { startServer, type Child } from '../lib/processes.ts';
import { EMPTY_HISTORY_SEED, seededSqliteFile } from '../lib/seed.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3150) + 2;
const REFERENCE_PORT = PORT + 1;
const PUBLIC_URL = 'http://localhost:3000';
const LABELS_SEED = { ...EMPTY_HISTORY_SEED, cuttings: 1000 };
/** Measurements of each side per round; the round takes the median of each, interleaved. */
const PER_ROUND = 3;

async function downloadMs(url: string, token: string): Promise<number> {
  const started = performance.now();
  await download(url, token, 10_000);
  return performance.now() - started;
}

let server: Child | undefined;
let reference: Child | undefined;
let jobRounds: JobRounds | undefined;
let file = '';

const oursMs = () => downloadMs(`http://127.0.0.1:${PORT}/api/qr/pdf/all`, String(server!.hello.token));

/** The plain pdfkit script draws the whole PDF once. */
async function referencePdf(): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${REFERENCE_PORT}/`);
  const { labels } = (await response.json()) as { ms: number; labels: number };
  if (labels !== LABELS_SEED.cuttings) throw new Error(`pdf-reference drew ${labels} labels`);
}

/** CPU ms of the server for one whole download (request, 1,000 labels, every byte sent). */
const oursCpuMs = () => cpuMsDuring(server!.process.pid!, oursMs);
/** CPU ms of the reference process for one whole PDF. */
const referenceCpuMs = () => cpuMsDuring(reference!.process.pid!, referencePdf);

const startOurs = async () => {
  file = await seededSqliteFile(LABELS_SEED);
  server = await startServer('ours.ts', [file, String(PORT)], 0);
};

const labelPdf: Gate = {
  name: 'label-pdf (1,000 QR labels vs plain pdfkit)',
  direction: '<=',
  target: 1.3,
  unit: 'CPU ms',
  async setup() {
    await startOurs();
    reference = await startServer('pdf-reference.ts', [file, PUBLIC_URL, String(REFERENCE_PORT)], 0);
  },
  async teardown() {
    await Promise.all([server?.stop(), reference?.stop()]);
  },
  // The machine is shared, so wall time mostly measures how long each process waits for the core.
  // Each side is measured in the CPU time its process used (all threads), three times,
  // alternating (which side goes first alternates by round), and the round takes the median of each.
  async round(index) {
    const ours: number[] = [];
    const references: number[] = [];
    for (let i = 0; i < PER_ROUND; i += 1) {
      if ((index + i) % 2 === 0) {
        ours.push(await oursCpuMs());
        references.push(await referenceCpuMs());
      } else {
        references.push(await referenceCpuMs());
        ours.push(await oursCpuMs());
      }
    }
    return { ours: median(ours), reference: median(references) };
  },
};

const healthDuringPdf: Gate = {
  name: 'health-during-pdf (/api/health p99 during the PDF vs idle)',
  direction: '<=',
  target: 5,
  unit: 'ms p99',
  async setup() {
    await startOurs();
    jobRounds = await startJobRounds(PORT, String(server!.hello.token));
  },
  async teardown() {
    await Promise.all([server?.stop(), jobRounds?.stop()]);
  },
  round: () => jobRounds!.round('pdf'),
};

export const pdfGates: Gate[] = [labelPdf, healthDuringPdf];
