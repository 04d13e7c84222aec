// The client side of the event-loop gates' jobs, in a process of its own: downloading a PDF or a
// spreadsheet, or sending ten 2.5 MB photos, is real work for the client too, and done in the process
// that probes /api/health it delayed the probes' own answers, which then counted against the server.
// argv: <product port> <token> <own port>. GET /<job> runs the job against the product and answers
// once it is done. Prints one JSON line {} once it listens.
import http from 'node:http';
import { benchPhoto } from '../lib/bench-photo.ts';
import { download } from '../lib/download.ts';

const [productPort, token, ownPort] = process.argv.slice(2);
const BASE = `http://127.0.0.1:${productPort}`;
const auth = { authorization: `Bearer ${token}` };
const UPLOADS_PER_BURST = 10;

const photo = new Blob([new Uint8Array(await benchPhoto())], { type: 'image/jpeg' });

/** Ten photos sent at once, each a multipart upload of a 2.5 MB camera-sized JPEG. */
async function uploadBurst(): Promise<void> {
  const upload = async () => {
    const form = new FormData();
    form.append('file', photo, 'IMG_0001.jpg');
    const response = await fetch(`${BASE}/api/upload`, { method: 'POST', headers: auth, body: form });
    if (response.status !== 201) throw new Error(`upload: ${response.status} ${await response.text()}`);
    await response.arrayBuffer();
  };
  await Promise.all(Array.from({ length: UPLOADS_PER_BURST }, upload));
}

const jobs: Record<string, () => Promise<void>> = {
  '/pdf': () => download(`${BASE}/api/qr/pdf/all`, token!, 10_000),
  '/excel': () => download(`${BASE}/api/qr/excel/all`, token!, 100_000),
  '/uploads': uploadBurst,
};

const server = http.createServer((request, response) => {
  const job = jobs[request.url ?? ''];
  if (!job) return void response.writeHead(404).end();
  job().then(
    () => response.writeHead(200).end('done'),
    (error: unknown) => response.writeHead(500).end(String(error)),
  );
});
server.listen(Number(ownPort), '127.0.0.1', () => process.stdout.write('{}\n'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
