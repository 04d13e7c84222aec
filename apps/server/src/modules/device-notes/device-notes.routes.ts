import {
  addDeviceNoteBodySchema,
  annotationSchema,
  annotationsQuerySchema,
  annotationsSchema,
} from '@canopy/shared/schemas/annotations';
import type { Actor } from '@canopy/shared/permissions';
import { z } from 'zod';
import type { AppInstance } from '../../http/app-instance.ts';
import { idParams } from '../../http/collection-routes.ts';
import { requireActor } from '../../http/policy.ts';
import type { DeviceNotesService } from './device-notes.service.ts';

const tags = ['devices'];
const noteParams = idParams.extend({ noteId: z.string().min(1).max(64) });

const annotationsDescription =
  "What happened to the device, as marks on its charts' time axis, oldest first, `from <= ts <= to` " +
  '(epoch ms or ISO 8601, `from` before `to`). `command`: a device function call of the command audit log; ' +
  "`flash`: a firmware flash (the audit log's rows whose function is `flash`); `alert`: an alert of the " +
  'device opened, and resolved, inside the range; `note`: a note pinned on the chart; `diary` and `log`: the ' +
  "diary and log entries of the cuttings standing at the device, those whose `location` is the device's " +
  'name compared case-insensitively, underscores as spaces ("veg room" stands at "Veg_Room"); `stage`: a ' +
  "plant group's stage event in the room the device was in at the time, a move out of the room included " +
  '(text in English: run code, strain, plants, stage and the room the group went to). Strain ' +
  'diaries have no link to a device and never appear. `id` is the note id for notes, else the source ' +
  "record's id; `authorId` is what `canDeleteDeviceNote` reads.";

/** Chart annotations, and notes any user pins on a device's charts. */
export function registerDeviceNoteRoutes(app: AppInstance, notes: DeviceNotesService): void {
  const login = { policy: 'login' as const };

  app.get(
    '/api/devices/:id/annotations',
    {
      config: login,
      schema: {
        operationId: 'listDeviceAnnotations',
        summary: "List a device's chart annotations",
        tags,
        description: annotationsDescription,
        params: idParams,
        querystring: annotationsQuerySchema,
        response: { 200: annotationsSchema },
      },
    },
    (request) => notes.annotations(request.params.id, request.query),
  );

  app.post(
    '/api/devices/:id/notes',
    {
      config: login,
      schema: {
        operationId: 'addDeviceNote',
        summary: "Pin a note on a device's charts",
        tags,
        description:
          "Pins a note on the device's charts at `ts` (epoch ms or ISO 8601; now without it). The author is " +
          'the caller, whatever the body says.',
        params: idParams,
        body: addDeviceNoteBodySchema,
        response: { 201: annotationSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await notes.add(requireActor(request), request.params.id, request.body)),
  );

  // The note's author or staff, decided before the body is read.
  const authorOrStaff = {
    ...login,
    access: (actor: Actor, { id, noteId }: Readonly<Record<string, string>>) =>
      notes.mayDelete(actor, id!, noteId!),
  };

  app.delete(
    '/api/devices/:id/notes/:noteId',
    {
      config: authorOrStaff,
      schema: {
        operationId: 'deleteDeviceNote',
        summary: 'Delete a device note',
        tags,
        description: "Deletes a note: its author's, or any note for a superuser or an admin.",
        params: noteParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await notes.delete(requireActor(request), request.params.id, request.params.noteId);
      return reply.code(204).send(null);
    },
  );
}
