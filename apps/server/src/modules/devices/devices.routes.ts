import {
  callFunctionBodySchema,
  callFunctionResponseSchema,
  climateDeviceListSchema,
  climateDeviceSchema,
  climateHistoryQuerySchema,
  climateHistorySchema,
  climateLatestSchema,
  climateListItemsSchema,
  deviceAlertsBodySchema,
  deviceAlertsResponseSchema,
  deviceCommandListSchema,
  deviceConfigResponseSchema,
  deviceIdParamsSchema,
  deviceReadingsResponseSchema,
  deviceStatusResponseSchema,
  okResponseSchema,
  renameDeviceBodySchema,
  renameDeviceResponseSchema,
  soilDeviceListSchema,
  soilLatestSchema,
} from '@canopy/shared/schemas/devices';
import type { z } from 'zod';
import type { AppInstance } from '../../http/app-instance.ts';
import { DEVICE_CLOUD_ERRORS } from '../../http/openapi-errors.ts';
import { requireActor } from '../../http/policy.ts';
import { climateHistoryJson } from './climate-history-json.ts';
import type { DevicesService } from './devices.service.ts';

const tags = ['devices'];
const login = { policy: 'login' } as const;
const params = deviceIdParamsSchema;

/** Device reads, rename, alerts toggle and function calls; function-level roles are the service's. */
export function registerDeviceRoutes(app: AppInstance, devices: DevicesService): void {
  app.get(
    '/api/devices/active',
    {
      config: login,
      schema: {
        operationId: 'listClimateDevices',
        summary: 'List climate controllers',
        tags,
        response: { 200: climateDeviceListSchema },
      },
    },
    () => devices.listClimate(),
  );
  app.get(
    '/api/devices/particle',
    {
      config: login,
      schema: {
        operationId: 'listClimateDeviceItems',
        summary: 'List climate controllers, short form',
        tags,
        response: { 200: climateListItemsSchema },
      },
    },
    () => devices.listClimateItems(),
  );
  app.post(
    '/api/devices/refresh',
    {
      config: login,
      schema: {
        operationId: 'refreshDevices',
        summary: 'Refresh devices from the cloud',
        errors: DEVICE_CLOUD_ERRORS,
        tags,
        response: { 200: okResponseSchema },
      },
    },
    async () => (await devices.refresh(), { ok: true as const }),
  );
  app.get(
    '/api/devices/:id',
    {
      config: login,
      schema: {
        operationId: 'getClimateDevice',
        summary: 'Get a climate controller',
        tags,
        params,
        response: { 200: climateDeviceSchema },
      },
    },
    (request) => devices.get(request.params.id),
  );
  app.get(
    '/api/device/:id/status',
    {
      config: login,
      schema: {
        operationId: 'getDeviceStatus',
        summary: "Get a device's online status",
        tags,
        params,
        response: { 200: deviceStatusResponseSchema },
      },
    },
    (request) => devices.status(request.params.id),
  );
  app.put(
    '/api/device/:id/name',
    {
      config: login,
      schema: {
        operationId: 'renameDevice',
        summary: 'Rename a device',
        errors: DEVICE_CLOUD_ERRORS,
        tags,
        params,
        body: renameDeviceBodySchema,
        response: { 200: renameDeviceResponseSchema },
      },
    },
    (request) => devices.rename(request.params.id, request.body.name, requireActor(request)),
  );
  app.post(
    '/api/device/:id/callFunction',
    {
      config: login,
      schema: {
        operationId: 'callDeviceFunction',
        summary: 'Call a device function',
        errors: [403, ...DEVICE_CLOUD_ERRORS],
        tags,
        description:
          'Any logged-in user for the everyday functions; staff for intervals, config, resets, calibration. ' +
          'getReadings reads and stores the Readings line instead of sending a command.',
        params,
        body: callFunctionBodySchema,
        response: { 200: callFunctionResponseSchema },
      },
    },
    (request) =>
      devices.callFunction(
        requireActor(request),
        request.params.id,
        request.body.functionName,
        request.body.arg,
      ),
  );
  app.get(
    '/api/device/:id/readings',
    {
      config: login,
      schema: {
        operationId: 'readDeviceReadings',
        summary: "Read a device's live readings",
        errors: DEVICE_CLOUD_ERRORS,
        tags,
        params,
        description: 'Reads the live Readings line and stores it as the current state and history.',
        response: { 200: deviceReadingsResponseSchema },
      },
    },
    (request) => devices.readings(request.params.id),
  );
  app.get(
    '/api/device/:id/config',
    {
      config: login,
      schema: {
        operationId: 'getDeviceConfig',
        summary: "Read a device's relays and intervals",
        errors: DEVICE_CLOUD_ERRORS,
        tags,
        params,
        response: { 200: deviceConfigResponseSchema },
      },
    },
    (request) => devices.config(request.params.id),
  );
  app.patch(
    '/api/device/:id/alerts',
    {
      config: login,
      schema: {
        operationId: 'setDevicePowerAlerts',
        summary: "Turn a device's power alerts on or off",
        tags,
        params,
        body: deviceAlertsBodySchema,
        response: { 200: deviceAlertsResponseSchema },
      },
    },
    (request) => devices.setAlerts(request.params.id, request.body.alertsEnabled, requireActor(request)),
  );
  app.get(
    '/api/device/:id/commands',
    {
      config: login,
      schema: {
        operationId: 'listDeviceCommands',
        summary: "List a device's command log",
        tags,
        params,
        description: 'Audit log of function calls and flashes, newest first.',
        response: { 200: deviceCommandListSchema },
      },
    },
    (request) => devices.commandLog(request.params.id),
  );

  app.get(
    '/api/sensor-data/climate/latest/:id',
    {
      config: login,
      schema: {
        operationId: 'getClimateLatest',
        summary: 'Get the latest climate readings',
        tags,
        params,
        response: { 200: climateLatestSchema },
      },
    },
    (request) => devices.climateLatest(request.params.id),
  );
  // The body is written here from the readings' compact rows (climate-history-json.ts), not by the schema's
  // serializer, which would need them parsed into numbers only to print them again. Fastify sends a
  // Buffer with a JSON content type as it is; the schema documents the answer (history-reads.test.ts
  // checks bodies against it). Naming one type argument turns off the schemas' inference, so all are
  // named.
  app.get<{
    Params: z.output<typeof params>;
    Querystring: z.output<typeof climateHistoryQuerySchema>;
    Reply: Buffer;
  }>(
    '/api/sensor-data/climate/history/:id',
    {
      config: login,
      schema: {
        operationId: 'getClimateHistory',
        summary: 'Get recent climate history',
        tags,
        params,
        querystring: climateHistoryQuerySchema,
        response: { 200: climateHistorySchema },
      },
    },
    async (request, reply) => {
      const readings = await devices.climateHistory(request.params.id, request.query.hours);
      return reply.type('application/json; charset=utf-8').send(climateHistoryJson(readings));
    },
  );
  app.get(
    '/api/sensor-data/soil7in1/devices',
    {
      config: login,
      schema: {
        operationId: 'listSoilDevices',
        summary: 'List soil sensors',
        tags,
        response: { 200: soilDeviceListSchema },
      },
    },
    () => devices.soilDevices(),
  );
  app.get(
    '/api/sensor-data/soil7in1/latest/:id',
    {
      config: login,
      schema: {
        operationId: 'getSoilLatest',
        summary: 'Get the latest soil readings',
        tags,
        params,
        response: { 200: soilLatestSchema },
      },
    },
    (request) => devices.soilLatest(request.params.id),
  );
}
