import { stageBandsQuerySchema, stageBandsSchema } from '@canopy/shared/schemas/annotations';
import { roomBodySchema, roomSchema } from '@canopy/shared/schemas/rooms';
import { z } from 'zod';
import type { AppInstance } from '../../http/app-instance.ts';
import { requireActor } from '../../http/policy.ts';
import type { DeviceCropHistory } from './device-crop-history.ts';
import type { RoomsService } from './rooms.service.ts';

const tags = ['rooms'];
const params = z.object({ id: z.string().min(1).max(64) });

export function registerRoomRoutes(
  app: AppInstance,
  rooms: RoomsService,
  cropHistory: Pick<DeviceCropHistory, 'stageBands'>,
): void {
  app.get(
    '/api/rooms',
    {
      config: { policy: 'login' },
      schema: {
        operationId: 'listRooms',
        summary: 'List rooms',
        description: "Each room with its devices' latest readings, the groups in it and its open alerts.",
        tags,
        response: { 200: z.array(roomSchema) },
      },
    },
    () => rooms.list(),
  );

  app.get(
    '/api/rooms/:id',
    {
      config: { policy: 'login' },
      schema: { operationId: 'getRoom', summary: 'Get a room', tags, params, response: { 200: roomSchema } },
    },
    (request) => rooms.get(request.params.id),
  );

  app.post(
    '/api/rooms',
    {
      config: { policy: 'staff' },
      schema: {
        operationId: 'createRoom',
        summary: 'Create a room',
        description: 'A device assigned here leaves the room it was in.',
        errors: [404],
        tags,
        body: roomBodySchema,
        response: { 201: roomSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await rooms.create(requireActor(request), request.body)),
  );

  app.put(
    '/api/rooms/:id',
    {
      config: { policy: 'staff' },
      schema: {
        operationId: 'updateRoom',
        summary: 'Update a room and its devices',
        description: 'A device assigned here leaves the room it was in.',
        tags,
        params,
        body: roomBodySchema,
        response: { 200: roomSchema },
      },
    },
    (request) => rooms.update(requireActor(request), request.params.id, request.body),
  );

  app.delete(
    '/api/rooms/:id',
    {
      config: { policy: 'staff' },
      schema: {
        operationId: 'deleteRoom',
        summary: 'Delete a room',
        description:
          'To the trash (`/api/trash`), its devices leaving it; a room holding plant groups: 409 ' +
          '`rooms.not_empty`.',
        errors: [409],
        tags,
        params,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await rooms.delete(requireActor(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/devices/:id/stage-bands',
    {
      config: { policy: 'login' },
      schema: {
        operationId: 'listDeviceStageBands',
        summary: "List the stage bands of a device's charts",
        description:
          'The growing stages of the plant groups in the rooms the device was in, while it was there, in ' +
          '`from`..`to` (epoch ms or ISO 8601): each band from the stage event that began it to the ' +
          "group's next one, clipped to the range, to the device's stays in the room and to now (epoch ms). " +
          'Groups sharing a room at once each have their band, oldest first; `plantCount` is what the group ' +
          'held when its band began. A device never in a room has none.',
        tags: ['devices'],
        params,
        querystring: stageBandsQuerySchema,
        response: { 200: stageBandsSchema },
      },
    },
    (request) => cropHistory.stageBands(request.params.id, request.query),
  );
}
