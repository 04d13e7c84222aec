import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { cuttingNotFound } from '../cuttings/cuttings.errors.ts';
import { cuttingAddress } from '../cuttings/cuttings.mapper.ts';
import { attachment } from './content-disposition.ts';
import type { AddressedLabel } from './document-messages.ts';
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

/** QR label PDFs and the cuttings spreadsheet (DESIGN section 4, Documents), streamed as produced. */
export function createQrLabelsService({ db, clock, publicUrl }: QrLabelsDeps) {
  const labels = createQrLabelsRepository(db);
  const today = () => clock.now().toISOString().slice(0, 10);
  async function* addressed(
    rows: Iterable<LabelRow> | AsyncIterable<LabelRow>,
  ): AsyncGenerator<AddressedLabel> {
    for await (const label of rows) yield { ...label, url: cuttingAddress(publicUrl, label.id) };
  }

  function pdf(rows: AsyncIterable<AddressedLabel>, filename: string, log: FastifyBaseLogger): Download {
    const stream = streamFromDocumentProcess('pdf', filename, rows, (error) =>
      log.error({ err: error }, 'label PDF failed'),
    );
    return { type: PDF, disposition: attachment(filename), stream };
  }

  return {
    async labelPdf(id: string, log: FastifyBaseLogger): Promise<Download> {
      const label = await labels.findLabel(id);
      if (!label) throw cuttingNotFound();
      return pdf(addressed([label]), `cutting-${label.code}.pdf`, log);
    },

    allLabelsPdf(log: FastifyBaseLogger): Download {
      return pdf(addressed(labels.allLabels()), `cuttings-${today()}.pdf`, log);
    },

    workbook(log: FastifyBaseLogger): Download {
      const stream = streamFromDocumentProcess('xlsx', 'cuttings', addressed(labels.allLabels()), (error) =>
        log.error({ err: error }, 'cuttings spreadsheet failed'),
      );
      return { type: XLSX, disposition: attachment(`cuttings-${today()}.xlsx`), stream };
    },
  };
}

export type QrLabelsService = ReturnType<typeof createQrLabelsService>;
