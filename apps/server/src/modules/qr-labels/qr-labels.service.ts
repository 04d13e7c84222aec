import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AllLabelsPdfFilter } from '@canopy/shared/schemas/labels';
import type { LabelSize } from '@canopy/shared/labels';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { cuttingNotFound } from '../cuttings/cuttings.errors.ts';
import { attachment } from './content-disposition.ts';
import { streamFromDocumentProcess } from './document-process.ts';
import { createQrLabelsRepository, type LabelRow } from './qr-labels.repository.ts';

export interface QrLabelsDeps {
  db: Kysely<Database>;
  clock: Clock;
  publicUrl: string;
}

export interface Download {
  type: string;
  disposition: string;
  stream: Readable;
}

const PDF = 'application/pdf';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function* oneBatch(labels: LabelRow[]): AsyncGenerator<LabelRow[]> {
  yield labels;
}

/** A label that is not a cutting's (a run's plant group): what it prints, and where its QR code points. */
export interface OtherLabel {
  /** The large first line, where a cutting's code stands. */
  code: string;
  strainName: string;
  /** The small last line, where a cutting's short id stands. */
  line: string;
  address: string;
}

/** One such label as a PDF of `size`, drawn by the same document process as the cuttings' labels. */
export function otherLabelPdf(
  label: OtherLabel,
  filename: string,
  options: { size: LabelSize; publicUrl: string },
  log: FastifyBaseLogger,
): Download {
  const row: LabelRow = {
    id: '',
    code: label.code,
    short_id: label.line,
    name: '',
    status: '',
    location: '',
    created_at: '',
    strain_name: label.strainName,
    address: label.address,
  };
  const request = { kind: 'pdf', title: filename, publicUrl: options.publicUrl, size: options.size } as const;
  const stream = streamFromDocumentProcess(request, oneBatch([row]), (error) =>
    log.error({ err: error }, 'label PDF failed'),
  );
  return { type: PDF, disposition: attachment(filename), stream };
}

/** QR label PDFs and the cuttings spreadsheet, streamed as produced so no whole file sits in memory. */
export function createQrLabelsService({ db, clock, publicUrl }: QrLabelsDeps) {
  const labels = createQrLabelsRepository(db);
  const today = () => clock.now().toISOString().slice(0, 10);
  function pdf(
    batches: AsyncIterable<LabelRow[]>,
    filename: string,
    size: LabelSize,
    log: FastifyBaseLogger,
  ): Download {
    const request = { kind: 'pdf', title: filename, publicUrl, size } as const;
    const stream = streamFromDocumentProcess(request, batches, (error) =>
      log.error({ err: error }, 'label PDF failed'),
    );
    return { type: PDF, disposition: attachment(filename), stream };
  }

  return {
    async labelPdf(id: string, size: LabelSize, log: FastifyBaseLogger): Promise<Download> {
      const label = await labels.findLabel(id);
      if (!label) throw cuttingNotFound();
      return pdf(oneBatch([label]), `cutting-${label.code}.pdf`, size, log);
    },

    /** Every cutting's label, or those the filter picks (none picked: a PDF with one blank page). */
    allLabelsPdf(size: LabelSize, filter: AllLabelsPdfFilter, log: FastifyBaseLogger): Download {
      return pdf(labels.labelBatches(undefined, filter), `cuttings-${today()}.pdf`, size, log);
    },

    workbook(log: FastifyBaseLogger): Download {
      const request = { kind: 'xlsx', title: 'cuttings', publicUrl } as const;
      const stream = streamFromDocumentProcess(request, labels.labelBatches(), (error) =>
        log.error({ err: error }, 'cuttings spreadsheet failed'),
      );
      return { type: XLSX, disposition: attachment(`cuttings-${today()}.xlsx`), stream };
    },
  };
}

export type QrLabelsService = ReturnType<typeof createQrLabelsService>;
