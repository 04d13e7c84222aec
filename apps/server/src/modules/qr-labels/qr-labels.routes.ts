import type { FastifyReply } from 'fastify';
import { z } from 'zod';
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
        description: 'PDF, one QR label per page for every cutting, in code order (streamed).',
      },
    },
    (request, reply) => sendDownload(reply, qr.allLabelsPdf(request.log)),
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
        description: "PDF with the cutting's QR label: its address, code and strain.",
        params: z.object({ id: z.string().min(1).max(64) }),
      },
    },
    async (request, reply) => sendDownload(reply, await qr.labelPdf(request.params.id, request.log)),
  );
}
