// Event-loop gates of DESIGN section 11 besides the label PDF: `/api/health` p99 while the product
// exports every cutting to Excel, and while it takes a burst of photo uploads, against p99 idle.
import type { Gate } from '../lib/gate.ts';
import { healthDuringJob } from '../lib/health-probe.ts';
import { benchPhoto } from '../lib/bench-photo.ts';
import { startServer, type Child } from '../lib/processes.ts';
import { EMPTY_HISTORY_SEED, seededSqliteFile } from '../lib/seed.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3150) + 2;
const BASE = `http://127.0.0.1:${PORT}`;
/** DESIGN section 11's 5,000 cuttings; the device history plays no part here. */
const SEED = EMPTY_HISTORY_SEED;
const UPLOADS_PER_BURST = 10;

let server: Child | undefined;
const token = () => String(server!.hello.token);
const serverForGate = {
  async setup() {
    server = await startServer('ours.ts', [await seededSqliteFile(SEED), String(PORT)], 0);
  },
  teardown: async () => server?.stop(),
};

/** The spreadsheet of every cutting, read to its last byte. */
async function excelExport(): Promise<void> {
  const response = await fetch(`${BASE}/api/qr/excel/all`, {
    headers: { authorization: `Bearer ${token()}` },
  });
  if (response.status !== 200) throw new Error(`excel export: ${response.status}`);
  let bytes = 0;
  for await (const chunk of response.body!) bytes += (chunk as Uint8Array).length;
  if (bytes < 100_000) throw new Error(`excel export: only ${bytes} bytes`);
}

let photo: Blob | undefined;

/** Ten photos sent at once, each a multipart upload of a 2.5 MB camera-sized JPEG. */
async function uploadBurst(): Promise<void> {
  const upload = async () => {
    const form = new FormData();
    form.append('file', photo!, 'IMG_0001.jpg');
    const response = await fetch(`${BASE}/api/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token()}` },
      body: form,
    });
    if (response.status !== 201) throw new Error(`upload: ${response.status} ${await response.text()}`);
    await response.arrayBuffer();
  };
  await Promise.all(Array.from({ length: UPLOADS_PER_BURST }, upload));
}

const healthDuringExcel: Gate = {
  name: 'health-during-excel (/api/health p99 during the 5,000-cutting Excel export vs idle)',
  direction: '<=',
  target: 5,
  unit: 'ms p99',
  ...serverForGate,
  round: () => healthDuringJob(PORT, excelExport),
};

const healthDuringUploads: Gate = {
  name: 'health-during-uploads (/api/health p99 during 10 concurrent 2.5 MB photo uploads vs idle)',
  direction: '<=',
  target: 5,
  unit: 'ms p99',
  async setup() {
    photo ??= new Blob([new Uint8Array(await benchPhoto())], { type: 'image/jpeg' });
    await serverForGate.setup();
  },
  teardown: serverForGate.teardown,
  round: () => healthDuringJob(PORT, uploadBurst),
};

export const responsivenessGates: Gate[] = [healthDuringExcel, healthDuringUploads];
