// The document process: label PDFs and the cuttings spreadsheet, written here so the server's event
// loop only forwards finished chunks (document-process.ts has the why).
import type { Readable } from 'node:stream';
import { labelAddress } from '@canopy/shared/label-address';
import { cuttingAddress } from '../cuttings/cuttings.mapper.ts';
import type { DocumentRequest, FromDocumentProcess, ToDocumentProcess } from './document-messages.ts';
import { streamLabelWorkbook } from './label-excel.ts';
import { streamLabelPdf } from './label-pdf.ts';
import type { LabelRow } from './qr-labels.repository.ts';

const send = (message: FromDocumentProcess) => process.send!(message);

/** The labels of one job on their way from the server to the document. */
interface Feed {
  /** Labels the server sent that the document has not taken yet. */
  queue: LabelRow[];
  /** No more will come. */
  last: boolean;
  /** Wakes the document when labels arrive. */
  wake: (() => void) | undefined;
}

/** A chunk message's size at most, before the turn of the event loop ends. */
const CHUNK_BYTES = 64 * 1024;

/**
 * The document's output for the server, gathered into one message per turn of this process's event
 * loop (or per CHUNK_BYTES): each message is a task on the server's event loop, and the zip writer
 * emits pieces of a few bytes (about 330 messages for the 5,000-cutting spreadsheet, 40 gathered).
 * Not gathered across turns: flushed every 20 ms, the label PDF's larger messages each held the
 * server longer, and /api/health's p99 during it rose from about 0.21 to 0.30 ms.
 */
function chunkSender(id: number) {
  let chunks: Buffer[] = [];
  let bytes = 0;
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (bytes === 0) return;
    send({ type: 'chunk', job: id, chunk: Buffer.concat(chunks, bytes) });
    chunks = [];
    bytes = 0;
  };
  return {
    add(chunk: Buffer) {
      chunks.push(chunk);
      bytes += chunk.length;
      if (bytes >= CHUNK_BYTES) flush();
      else if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    },
    flush,
  };
}

const jobs = new Map<number, { feed: Feed; stream: Readable }>();

/** The job's labels as the server sends them, a batch at a time, asking for each. */
async function* labelsOf(id: number, feed: Feed): AsyncGenerator<LabelRow> {
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

function start(id: number, { kind, title, publicUrl, size }: DocumentRequest) {
  const feed: Feed = { queue: [], last: false, wake: undefined };
  const labels = labelsOf(id, feed);
  // Marked as a label's, so a phone's camera app that opens it lands on the quick actions.
  // A label that brings its own address (a plant group's) points there.
  const addressOf = (label: LabelRow) => label.address ?? labelAddress(cuttingAddress(publicUrl, label.id));
  const failed = (error: unknown) =>
    send({ type: 'error', job: id, message: error instanceof Error ? error.message : String(error) });
  const stream =
    kind === 'pdf'
      ? streamLabelPdf(title, labels, addressOf, failed, undefined, size)
      : streamLabelWorkbook(labels, addressOf, failed);
  jobs.set(id, { feed, stream });
  const output = chunkSender(id);
  stream.on('data', output.add);
  stream.on('end', () => {
    output.flush();
    jobs.delete(id);
    send({ type: 'end', job: id });
  });
  stream.on('error', () => jobs.delete(id));
}

/** Labels arrive, or the job ends early: either way a document waiting for labels goes on. */
function feedWith(feed: Feed, labels: LabelRow[], last: boolean) {
  feed.queue.push(...labels);
  feed.last = last;
  feed.wake?.();
  feed.wake = undefined;
}

process.on('message', (message: ToDocumentProcess) => {
  if (message.type === 'start') return start(message.job, message);
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
