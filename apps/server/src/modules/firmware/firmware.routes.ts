import { FIRMWARE_MAX_BYTES } from '@canopy/shared/constants';
import {
  deviceIdParamsSchema,
  firmwareFlashResponseSchema,
  firmwareLatestQuerySchema,
  firmwareVersionSchema,
} from '@canopy/shared/schemas/devices';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../http/app-instance.ts';
import { DEVICE_CLOUD_ERRORS } from '../../http/openapi-errors.ts';
import { requireActor } from '../../http/policy.ts';
import { firmwareTooLarge, invalidFirmware } from './firmware.errors.ts';
import type { FirmwareFile, FirmwareService } from './firmware.service.ts';

const tags = ['firmware'];
const params = deviceIdParamsSchema;

/** Reads the one `file` part, enforcing the size cap while streaming. */
async function readFirmware(request: FastifyRequest): Promise<FirmwareFile> {
  // Multipart is registered app-wide with photo limits; firmware raises the file cap for its routes.
  const part = await request
    .file({ limits: { fileSize: FIRMWARE_MAX_BYTES, files: 1, fields: 4 } })
    .catch(() => undefined);
  if (!part || part.fieldname !== 'file') throw invalidFirmware();
  try {
    const data = await part.toBuffer();
    const version = part.fields.version;
    const versionValue =
      version && !Array.isArray(version) && version.type === 'field' ? String(version.value) : undefined;
    return { filename: part.filename, data, version: versionValue };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw firmwareTooLarge();
    throw error;
  }
}

export function registerFirmwareRoutes(app: AppInstance, firmware: FirmwareService): void {
  app.get(
    '/api/firmware/latest',
    {
      config: { policy: 'login' },
      schema: {
        operationId: 'getLatestFirmware',
        summary: "Get a device type's latest firmware",
        errors: [404],
        tags,
        querystring: firmwareLatestQuerySchema,
        response: { 200: firmwareVersionSchema },
      },
    },
    (request) => firmware.latest(request.query.deviceType),
  );

  const staff = { policy: 'staff' } as const;
  app.post(
    '/api/firmware/upload/:id',
    {
      config: staff,
      schema: {
        operationId: 'uploadFirmware',
        summary: 'Upload firmware',
        errors: [503],
        tags,
        params,
        description: `Multipart field \`file\` (.bin, at most ${FIRMWARE_MAX_BYTES} bytes), optional field \`version\`.`,
        consumes: ['multipart/form-data'],
        response: { 200: firmwareVersionSchema },
      },
    },
    async (request) => firmware.upload(requireActor(request), request.params.id, await readFirmware(request)),
  );
  app.post(
    '/api/device/:id/flash',
    {
      config: staff,
      schema: {
        operationId: 'flashDevice',
        summary: 'Flash firmware over the air',
        errors: [...DEVICE_CLOUD_ERRORS, 503],
        tags,
        params,
        description: 'Multipart field `file` (.bin); stores it as a version, then starts an OTA update.',
        consumes: ['multipart/form-data'],
        response: { 200: firmwareFlashResponseSchema },
      },
    },
    async (request) => firmware.flash(requireActor(request), request.params.id, await readFirmware(request)),
  );
}
