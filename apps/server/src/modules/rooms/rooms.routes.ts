import { stageBandsQuerySchema, stageBandsSchema } from '@canopy/shared/schemas/annotations';
import { roomBodySchema, roomSchema } from '@canopy/shared/schemas/rooms';
import type { AppInstance } from '../../http/app-instance.ts';
import { idParams, registerLoginReadRoutes, registerStaffWriteRoutes } from '../../http/collection-routes.ts';
import type { DeviceCropHistory } from './device-crop-history.ts';
import type { RoomsService } from './rooms.service.ts';

const tags = ['rooms'];

export function registerRoomRoutes(
  app: AppInstance,
  rooms: RoomsService,
  cropHistory: Pick<DeviceCropHistory, 'stageBands'>,
): void {
  registerLoginReadRoutes(app, {
    path: '/api/rooms',
    tags,
    item: roomSchema,
    service: rooms,
    list: {
      operationId: 'listRooms',
      summary: 'List rooms',
      description: "Each room with its devices' latest readings, the groups in it and its open alerts.",
    },
    get: {
      operationId: 'getRoom',
      summary: 'Get a room',
    },
  });

  registerStaffWriteRoutes(app, {
    path: '/api/rooms',
    tags,
    body: roomBodySchema,
    item: roomSchema,
    service: rooms,
    create: {
      operationId: 'createRoom',
      summary: 'Create a room',
      description: 'A device assigned here leaves the room it was in.',
      errors: [404],
    },
    update: {
      operationId: 'updateRoom',
      summary: 'Update a room and its devices',
      description: 'A device assigned here leaves the room it was in.',
    },
    delete: {
      operationId: 'deleteRoom',
      summary: 'Delete a room',
      description:
        'To the trash (`/api/trash`), its devices leaving it; a room holding plant groups: 409 ' +
        '`rooms.not_empty`.',
      errors: [409],
    },
  });

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
        params: idParams,
        querystring: stageBandsQuerySchema,
        response: { 200: stageBandsSchema },
      },
    },
    (request) => cropHistory.stageBands(request.params.id, request.query),
  );
}
