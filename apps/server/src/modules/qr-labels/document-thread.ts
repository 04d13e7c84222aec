import { PassThrough, type Readable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import type {
  AddressedLabel,
  DocumentKind,
  FromDocumentThread,
  ToDocumentThread,
} from './document-messages.ts';

/** Labels sent to the document thread per request for more. */
const LABELS_PER_BATCH = 250;

/** What the main thread keeps of a job running on the document thread. */
interface Job {
  output: PassThrough;
  /** The thread was told to wait for the client. */
  paused: boolean;
  labels: AsyncIterator<AddressedLabel>;
  onError: (error: unknown) => void;
}

let worker: Worker | undefined;
const jobs = new Map<number, Job>();
let nextJob = 1;

const post = (message: ToDocumentThread) => worker?.postMessage(message);

/** Ends a job with an error: logged, and the download cut short so the client sees it failed. */
function fail(id: number, error: Error) {
  const job = jobs.get(id);
  if (!job) return;
  jobs.delete(id);
  job.onError(error);
  job.output.destroy(error);
  void job.labels.return?.();
}

/** Reads the next batch of labels from the database and hands it over. */
async function sendMore(id: number) {
  const job = jobs.get(id);
  if (!job) return;
  const labels: AddressedLabel[] = [];
  let last = false;
  try {
    while (labels.length < LABELS_PER_BATCH) {
      const next = await job.labels.next();
      if (next.done) {
        last = true;
        break;
      }
      labels.push(next.value);
    }
  } catch (error) {
    return fail(id, error instanceof Error ? error : new Error(String(error)));
  }
  if (jobs.has(id)) post({ type: 'labels', job: id, labels, last });
}

function onMessage(message: FromDocumentThread) {
  const job = jobs.get(message.job);
  if (!job) return;
  if (message.type === 'more') void sendMore(message.job);
  else if (message.type === 'chunk') {
    // The client is behind: the document waits until it has taken what was sent.
    if (!job.output.write(message.chunk) && !job.paused) {
      job.paused = true;
      post({ type: 'pause', job: message.job });
      job.output.once('drain', () => {
        job.paused = false;
        post({ type: 'resume', job: message.job });
      });
    }
  } else if (message.type === 'end') {
    jobs.delete(message.job);
    job.output.end();
  } else fail(message.job, new Error(message.message));
}

/** The document thread, started on first use and kept; idle, it does not keep the process alive. */
function documentThread(): Worker {
  if (worker) return worker;
  const started = new Worker(new URL('./document-worker.mjs', import.meta.url));
  started.unref();
  started.on('message', onMessage);
  // A crashed thread fails the jobs it had in hand; the next download starts a new one.
  const crashed = (error: Error) => {
    if (worker === started) worker = undefined;
    for (const id of [...jobs.keys()]) fail(id, error);
  };
  started.on('error', crashed);
  started.on('exit', (code) => crashed(new Error(`document thread exited (${code})`)));
  worker = started;
  return started;
}

/**
 * A label PDF or the cuttings spreadsheet, written on the document thread and streamed back as it is
 * written. Writing them on the main thread, even cut into 2 ms turns, held back every other request
 * by several milliseconds at a time (the p99 of /api/health rose from about 2 ms to 7-10 ms during an
 * export: docs/performance.md). The thread runs at the lowest priority, so requests come first even
 * on a single core. Labels go over in batches as the thread asks for them and chunks come back under
 * the client's backpressure, so memory stays flat; a client that goes away stops the work.
 */
export function streamDocumentOnThread(
  kind: DocumentKind,
  title: string,
  labels: AsyncIterable<AddressedLabel>,
  onError: (error: unknown) => void,
): Readable {
  const thread = documentThread();
  const id = nextJob++;
  const output = new PassThrough();
  jobs.set(id, { output, paused: false, labels: labels[Symbol.asyncIterator](), onError });
  thread.ref();
  output.on('close', () => {
    const job = jobs.get(id);
    if (job) {
      jobs.delete(id);
      post({ type: 'cancel', job: id });
      void job.labels.return?.();
    }
    if (jobs.size === 0) worker?.unref();
  });
  post({ type: 'start', job: id, kind, title });
  return output;
}
