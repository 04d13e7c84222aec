// The document thread: label PDFs and the cuttings spreadsheet, written here so the main thread's
// event loop only forwards finished chunks (document-thread.ts has the why).
import { setPriority } from 'node:os';
import type { Readable } from 'node:stream';
import { parentPort } from 'node:worker_threads';
import type {
  AddressedLabel,
  DocumentKind,
  FromDocumentThread,
  ToDocumentThread,
} from './document-messages.ts';
import { streamLabelWorkbook } from './label-excel.ts';
import { streamLabelPdf } from './label-pdf.ts';

const port = parentPort!;
const send = (message: FromDocumentThread, transfer: ArrayBuffer[] = []) =>
  port.postMessage(message, transfer);

// The lowest priority for this thread alone: on Linux a thread's nice value is its own, so requests on
// the main thread preempt document work at once, even on a single core. Elsewhere the call would lower
// the whole process, so it is not made.
if (process.platform === 'linux') setPriority(19);

/** The labels of one job on their way from the main thread to the document. */
interface Feed {
  /** Labels the main thread sent that the document has not taken yet. */
  queue: AddressedLabel[];
  /** No more will come. */
  last: boolean;
  /** Wakes the document when labels arrive. */
  wake: (() => void) | undefined;
}

const jobs = new Map<number, { feed: Feed; stream: Readable }>();

/** The job's labels as the main thread sends them, a batch at a time, asking for each. */
async function* labelsOf(id: number, feed: Feed): AsyncGenerator<AddressedLabel> {
  for (;;) {
    const label = feed.queue.shift();
    if (label) {
      yield label;
      continue;
    }
    if (feed.last) return;
    const arrived = new Promise<void>((resolve) => (feed.wake = resolve));
    send({ type: 'more', job: id });
    await arrived;
  }
}

function start(id: number, kind: DocumentKind, title: string) {
  const feed: Feed = { queue: [], last: false, wake: undefined };
  const labels = labelsOf(id, feed);
  const addressOf = (label: AddressedLabel) => label.url;
  const failed = (error: unknown) =>
    send({ type: 'error', job: id, message: error instanceof Error ? error.message : String(error) });
  const stream =
    kind === 'pdf'
      ? streamLabelPdf(title, labels, addressOf, failed)
      : streamLabelWorkbook(labels, addressOf, failed);
  jobs.set(id, { feed, stream });
  stream.on('data', (chunk: Buffer) => {
    // A copy the main thread can own: a chunk may be a slice of a buffer shared with others.
    const owned = new Uint8Array(chunk);
    send({ type: 'chunk', job: id, chunk: owned }, [owned.buffer]);
  });
  stream.on('end', () => {
    jobs.delete(id);
    send({ type: 'end', job: id });
  });
  stream.on('error', () => jobs.delete(id));
}

/** Labels arrive, or the job ends early: either way a document waiting for labels goes on. */
function feedWith(feed: Feed, labels: AddressedLabel[], last: boolean) {
  feed.queue.push(...labels);
  feed.last = last;
  feed.wake?.();
  feed.wake = undefined;
}

port.on('message', (message: ToDocumentThread) => {
  if (message.type === 'start') return start(message.job, message.kind, message.title);
  const job = jobs.get(message.job);
  if (!job) return;
  if (message.type === 'labels') feedWith(job.feed, message.labels, message.last);
  else if (message.type === 'pause') job.stream.pause();
  else if (message.type === 'resume') job.stream.resume();
  else {
    // The client went away: the document stops at its next label (label-pdf.ts, label-excel.ts).
    jobs.delete(message.job);
    job.stream.destroy();
    feedWith(job.feed, [], true);
  }
});
