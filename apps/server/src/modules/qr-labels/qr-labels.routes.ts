import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { allLabelsPdfQuerySchema, labelPdfQuerySchema } from '@canopy/shared/schemas/labels';
import type { AppInstance } from '../../http/app-instance.ts';
import type { Download, QrLabelsService } from './qr-labels.service.ts';

const tags = ['cuttings'];
const login = { policy: 'login' as const };

function sendDownload(reply: FastifyReply, download: Download) {
  return reply
    .type(download.type)
    .header('content-disposition', download.disposition)
    .header('cache-control', 'no-store')
    .send(download.stream);
}

export function registerQrLabelRoutes(app: AppInstance, qr: QrLabelsService): void {
  app.get(
    '/api/qr/pdf/all',
    {
      config: login,
      schema: {
        operationId: 'downloadAllQrLabels',
        summary: 'Download every QR label (PDF)',
        tags,
        description:
          'PDF of QR labels in code order (streamed): every cutting, or those `ids` names and/or created at or ' +
          'after `createdFrom` (both given: cuttings that match both). One label per page of the `size`, ' +
          'or A4 sheets of 3.5x2 in labels (10 a sheet).',
        querystring: allLabelsPdfQuerySchema,
      },
    },
    (request, reply) => {
      const { size, ...filter } = request.query;
      return sendDownload(reply, qr.allLabelsPdf(size, filter, request.log));
    },
  );

  app.get(
    '/api/qr/excel/all',
    {
      config: login,
      schema: {
        operationId: 'downloadCuttingsWorkbook',
        summary: 'Download every cutting (XLSX)',
        tags,
        description:
          'XLSX of every cutting: code, short id, name, strain, status, location, created at, URL (streamed).',
      },
    },
    (request, reply) => sendDownload(reply, qr.workbook(request.log)),
  );

  app.get(
    '/api/qr/pdf/:id',
    {
      config: login,
      schema: {
        operationId: 'downloadQrLabel',
        summary: "Download a cutting's QR label (PDF)",
        tags,
        description: "PDF with the cutting's QR label in the `size` asked: its address, code and strain.",
        params: z.object({ id: z.string().min(1).max(64) }),
        querystring: labelPdfQuerySchema,
      },
    },
    async (request, reply) =>
      sendDownload(reply, await qr.labelPdf(request.params.id, request.query.size, request.log)),
  );
}
