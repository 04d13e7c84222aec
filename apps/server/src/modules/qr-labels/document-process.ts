import { PassThrough, type Readable } from 'node:stream';
import { holdWhileBusy, keptBackgroundProcess } from '../../lib/background-process.ts';
import type { DocumentRequest, FromDocumentProcess, ToDocumentProcess } from './document-messages.ts';
import type { LabelRow } from './qr-labels.repository.ts';

/** What the server keeps of a job running in the document process. */
interface Job {
  output: PassThrough;
  /** The process was told to wait for the client. */
  paused: boolean;
  batches: AsyncIterator<LabelRow[]>;
  onError: (error: unknown) => void;
}

const jobs = new Map<number, Job>();
let nextJob = 1;

const post = (message: ToDocumentProcess) => {
  const running = documentProcess.running();
  if (running?.connected) running.send(message);
};

/** Ends a job with an error: logged, and the download cut short so the client sees it failed. */
function fail(id: number, error: Error) {
  const job = jobs.get(id);
  if (!job) return;
  jobs.delete(id);
  job.onError(error);
  job.output.destroy(error);
  void job.batches.return?.();
}

/**
 * Reads the next batch of labels from the database and hands it over: one repository batch
 * (LABEL_BATCH), one read per request for more. The read and the hand-over are synchronous work on
 * the event loop, so a batch is what every other request may wait behind. Measured in the server
 * during the 5,000-cutting spreadsheet: 50 labels stepped through one by one took 0.5 ms (median),
 * 50 read as one batch 0.41 ms, 20 as one batch 0.29 ms.
 */
async function sendMore(id: number) {
  const job = jobs.get(id);
  if (!job) return;
  let next: IteratorResult<LabelRow[]>;
  try {
    next = await job.batches.next();
  } catch (error) {
    return fail(id, error instanceof Error ? error : new Error(String(error)));
  }
  if (jobs.has(id)) post({ type: 'labels', job: id, labels: next.done ? [] : next.value, last: !!next.done });
}

function onMessage(message: FromDocumentProcess) {
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

/** The document process, started on first use and kept; idle, it does not keep the server alive. */
const documentProcess = keptBackgroundProcess<FromDocumentProcess>(
  new URL('./document-worker.ts', import.meta.url),
  'document process',
  onMessage,
  // A crashed process fails the jobs it had in hand; the next download starts a new one.
  (error) => {
    for (const id of [...jobs.keys()]) fail(id, error);
  },
);

/**
 * A label PDF or the cuttings spreadsheet, written in the document process and streamed back as it is
 * written. Writing them on the main thread, even cut into 2 ms turns, held back every other request
 * by several milliseconds at a time (the p99 of /api/health rose from about 2 ms to 7-10 ms during an
 * export). A process, not a worker thread, because the spreadsheet's compression
 * runs on libuv's thread pool, which a worker thread shares with the server; the whole process runs
 * at the lowest priority (background-process.ts), so requests come first even on a single core.
 * Labels go over a batch at a time as the process asks for them and chunks come back under the client's
 * backpressure, so memory stays flat; a client that goes away stops the work.
 */
export function streamFromDocumentProcess(
  document: DocumentRequest,
  batches: AsyncIterable<LabelRow[]>,
  onError: (error: unknown) => void,
): Readable {
  const child = documentProcess.start();
  const id = nextJob++;
  const output = new PassThrough();
  jobs.set(id, { output, paused: false, batches: batches[Symbol.asyncIterator](), onError });
  holdWhileBusy(child, true);
  output.on('close', () => {
    const job = jobs.get(id);
    if (job) {
      jobs.delete(id);
      post({ type: 'cancel', job: id });
      void job.batches.return?.();
    }
    const running = documentProcess.running();
    if (jobs.size === 0 && running) holdWhileBusy(running, false);
  });
  post({ type: 'start', job: id, ...document });
  return output;
}

/** The document process's id while it runs (for tests that look at it from outside). */
export const documentProcessId = (): number | undefined => documentProcess.running()?.pid;
