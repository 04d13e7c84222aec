import { roomBodySchema, roomSchema } from '@canopy/shared/schemas/rooms';
import { z } from 'zod';
import type { AppInstance } from '../../http/app-instance.ts';
import { requireActor } from '../../http/policy.ts';
import type { RoomsService } from './rooms.service.ts';

const tags = ['rooms'];
const params = z.object({ id: z.string().min(1).max(64) });

export function registerRoomRoutes(app: AppInstance, rooms: RoomsService): void {
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
        description: 'A room holding plant groups: 409 `rooms.not_empty`.',
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
}
