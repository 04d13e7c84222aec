import { spawn } from 'node:child_process';
import path from 'node:path';
import type { Gate } from '../lib/gate.ts';
import { startServer, type Child } from '../lib/processes.ts';
import { EMPTY_HISTORY_SEED, seededSqliteFile } from '../lib/seed.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3150) + 2;
const PUBLIC_URL = 'http://localhost:3000';
const LABELS_SEED = { ...EMPTY_HISTORY_SEED, cuttings: 1000 };

async function downloadMs(url: string, token: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
  let bytes = 0;
  for await (const chunk of response.body!) bytes += (chunk as Uint8Array).length;
  if (bytes < 10_000) throw new Error(`${url}: only ${bytes} bytes`);
  return performance.now() - started;
}

/** Sequential /api/health calls until `stop()` resolves; returns each latency in ms. */
async function probeHealth(until: Promise<unknown>): Promise<number[]> {
  let done = false;
  void until.finally(() => (done = true));
  const latencies: number[] = [];
  while (!done) {
    const started = performance.now();
    await (await fetch(`http://127.0.0.1:${PORT}/api/health`)).arrayBuffer();
    latencies.push(performance.now() - started);
  }
  return latencies;
}

const p99 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.99)]!;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function referenceMs(file: string): Promise<number> {
  const script = path.join(import.meta.dirname, '..', 'servers', 'pdf-reference.ts');
  return new Promise((resolve, reject) => {
    const child = spawn(
      'taskset',
      ['-c', '0', process.execPath, '--import', 'tsx', script, file, PUBLIC_URL],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) =>
      code === 0
        ? resolve((JSON.parse(out) as { ms: number }).ms)
        : reject(new Error(`pdf-reference ${code}`)),
    );
  });
}

let server: Child | undefined;
let file = '';
const shared = {
  async setup() {
    file = await seededSqliteFile(LABELS_SEED);
    server = await startServer('ours.ts', [file, String(PORT)], 0);
  },
  teardown: async () => server?.stop(),
};

const labelPdf: Gate = {
  name: 'label-pdf (1,000 QR labels vs plain pdfkit)',
  direction: '<=',
  target: 1.3,
  unit: 'ms',
  ...shared,
  async round(index) {
    const run = () => downloadMs(`http://127.0.0.1:${PORT}/api/qr/pdf/all`, String(server!.hello.token));
    if (index % 2 === 0) {
      const ours = await run();
      return { ours, reference: await referenceMs(file) };
    }
    const reference = await referenceMs(file);
    return { ours: await run(), reference };
  },
};

const healthDuringPdf: Gate = {
  name: 'health-during-pdf (/api/health p99 during the PDF vs idle)',
  direction: '<=',
  target: 5,
  unit: 'ms p99',
  ...shared,
  async round() {
    const idle = await probeHealth(sleep(1500));
    const busy = await probeHealth(
      downloadMs(`http://127.0.0.1:${PORT}/api/qr/pdf/all`, String(server!.hello.token)),
    );
    return { ours: p99(busy), reference: p99(idle) };
  },
};

export const pdfGates: Gate[] = [labelPdf, healthDuringPdf];
