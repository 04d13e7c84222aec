// The document process: label PDFs and the cuttings spreadsheet, written here so the server's event
// loop only forwards finished chunks (document-process.ts has the why).
import type { Readable } from 'node:stream';
import type {
  AddressedLabel,
  DocumentKind,
  FromDocumentProcess,
  ToDocumentProcess,
} from './document-messages.ts';
import { streamLabelWorkbook } from './label-excel.ts';
import { streamLabelPdf } from './label-pdf.ts';

const send = (message: FromDocumentProcess) => process.send!(message);

/** The labels of one job on their way from the server to the document. */
interface Feed {
  /** Labels the server sent that the document has not taken yet. */
  queue: AddressedLabel[];
  /** No more will come. */
  last: boolean;
  /** Wakes the document when labels arrive. */
  wake: (() => void) | undefined;
}

const jobs = new Map<number, { feed: Feed; stream: Readable }>();

/** The job's labels as the server sends them, a batch at a time, asking for each. */
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
  stream.on('data', (chunk: Buffer) => send({ type: 'chunk', job: id, chunk }));
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

process.on('message', (message: ToDocumentProcess) => {
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
