import {
  cuttingCreateBodySchema,
  cuttingListQuerySchema,
  cuttingLogEntrySchema,
  cuttingLogFieldsSchema,
  cuttingPhotoFieldsSchema,
  cuttingPhotoReorderBodySchema,
  cuttingPhotoSchema,
  cuttingSchema,
  cuttingSummarySchema,
  cuttingUpdateBodySchema,
} from '@canopy/shared/schemas/cuttings';
import { z } from 'zod';
import type { AppInstance } from '../../http/app-instance.ts';
import { idParams } from '../../http/collection-routes.ts';
import { requireActor } from '../../http/policy.ts';
import { registerDiaryRoutes } from '../diary/diary.routes.ts';
import { cuttingDiaryRoutes } from './cutting-diary.ts';
import type { CuttingsService } from './cuttings.service.ts';
import { readCuttingForm } from './read-cutting-form.ts';

const tags = ['cuttings'];
const indexParams = idParams.extend({ index: z.coerce.number().int().min(0).max(10_000) });
const slugParams = z.object({ slug: z.string().min(1).max(200) });
const gallery = z.array(cuttingPhotoSchema);
const BLUR_NOTE = 'Readers who are not staff get blurred-preview URLs and photosBlurred: true.';

export function registerCuttingRoutes(app: AppInstance, cuttings: CuttingsService): void {
  const listSchema = {
    tags,
    description: `One page, searched and sorted in the database. ${BLUR_NOTE}`,
    querystring: cuttingListQuerySchema,
    response: { 200: z.array(cuttingSummarySchema) },
  };
  app.get(
    '/api/cuttings',
    {
      config: { policy: 'login' },
      schema: { operationId: 'listCuttings', summary: 'List cuttings', ...listSchema },
    },
    (request) => cuttings.list(request.actor, request.query),
  );
  app.get(
    '/api/admin/cuttings',
    {
      config: { policy: 'staff' },
      schema: { operationId: 'listCuttingsForStaff', summary: 'List cuttings (staff)', ...listSchema },
    },
    (request) => cuttings.list(request.actor, request.query),
  );

  app.get(
    '/api/cuttings/:id',
    {
      config: { policy: 'login' },
      schema: {
        operationId: 'getCutting',
        summary: 'Get a cutting',
        tags,
        description: BLUR_NOTE,
        params: idParams,
        response: { 200: cuttingSchema },
      },
    },
    (request) => cuttings.get(request.actor, request.params.id),
  );

  app.get(
    '/api/strains/:slug/cuttings',
    {
      config: { policy: 'login' },
      schema: {
        operationId: 'listStrainCuttings',
        summary: "List a strain's cuttings",
        tags: ['strains', ...tags],
        description: BLUR_NOTE,
        params: slugParams,
        response: { 200: z.array(cuttingSummarySchema) },
      },
    },
    (request) => cuttings.listForStrainSlug(request.actor, request.params.slug),
  );

  registerPhotoRoutes(app, cuttings);
  registerAdminRoutes(app, cuttings);
  registerDiaryRoutes(app, cuttings.diary, cuttingDiaryRoutes);
  registerLogRoutes(app, cuttings);
}

function registerPhotoRoutes(app: AppInstance, cuttings: CuttingsService): void {
  app.post(
    '/api/cuttings/:id/photo',
    {
      config: { policy: 'staff' },
      schema: {
        operationId: 'addCuttingPhoto',
        summary: "Add a photo to a cutting's gallery",
        tags,
        description: 'multipart/form-data: file, name and description, all required. Answers the gallery.',
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 201: gallery },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const form = await readCuttingForm(request, cuttingPhotoFieldsSchema, {
        field: 'file',
        required: true,
      });
      const photos = await cuttings.gallery.add(actor, request.params.id, form.file, form.fields);
      return reply.code(201).send(photos);
    },
  );

  app.put(
    '/api/cuttings/:id/photos/reorder',
    {
      config: { policy: 'staff' },
      schema: {
        operationId: 'reorderCuttingPhotos',
        summary: 'Move a photo in the gallery',
        tags,
        description: 'Moves the photo at index `from` to index `to`. Answers the gallery.',
        params: idParams,
        body: cuttingPhotoReorderBodySchema,
        response: { 200: gallery },
      },
    },
    (request) =>
      cuttings.gallery.reorder(requireActor(request), request.params.id, request.body.from, request.body.to),
  );

  app.put(
    '/api/cuttings/:id/photos/:index',
    {
      config: { policy: 'staff' },
      schema: {
        operationId: 'updateCuttingPhoto',
        summary: "Edit a gallery photo's name and description",
        tags,
        params: indexParams,
        body: cuttingPhotoFieldsSchema,
        response: { 200: cuttingPhotoSchema },
      },
    },
    (request) =>
      cuttings.gallery.edit(requireActor(request), request.params.id, request.params.index, request.body),
  );

  app.delete(
    '/api/cuttings/:id/photos/:index',
    {
      config: { policy: 'staff' },
      schema: {
        operationId: 'deleteCuttingPhoto',
        summary: 'Delete a gallery photo',
        tags,
        description: 'Answers the remaining gallery.',
        params: indexParams,
        response: { 200: gallery },
      },
    },
    (request) => cuttings.gallery.delete(requireActor(request), request.params.id, request.params.index),
  );
}

function registerAdminRoutes(app: AppInstance, cuttings: CuttingsService): void {
  app.post(
    '/api/admin/cuttings',
    {
      config: { policy: 'staff' },
      schema: {
        operationId: 'createCutting',
        summary: 'Create a cutting',
        description:
          'A clone may name its mother (`motherId`, a live cutting: 404 `cuttings.not_found` otherwise) and a ' +
          'mother plant be marked (`isMother`) from the start.',
        errors: [404, 409],
        tags,
        body: cuttingCreateBodySchema,
        response: { 201: cuttingSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await cuttings.create(requireActor(request), request.body)),
  );

  app.put(
    '/api/admin/cuttings/:id',
    {
      config: { policy: 'staff' },
      schema: {
        operationId: 'updateCutting',
        summary: 'Update a cutting',
        errors: [409],
        tags,
        params: idParams,
        body: cuttingUpdateBodySchema,
        response: { 200: cuttingSchema },
      },
    },
    (request) => cuttings.update(requireActor(request), request.params.id, request.body),
  );

  app.delete(
    '/api/admin/cuttings/:id',
    {
      config: { policy: 'staff' },
      schema: {
        operationId: 'deleteCutting',
        summary: 'Delete a cutting',
        tags,
        description: 'Removes the cutting and every file it owned.',
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await cuttings.delete(requireActor(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}

function registerLogRoutes(app: AppInstance, cuttings: CuttingsService): void {
  app.get(
    '/api/admin/:id/logs',
    {
      config: { policy: 'login' },
      schema: {
        operationId: 'listCuttingLog',
        summary: "List a cutting's log",
        tags,
        description: `A cutting's log, newest first. ${BLUR_NOTE}`,
        params: idParams,
        response: { 200: z.array(cuttingLogEntrySchema) },
      },
    },
    (request) => cuttings.log.list(request.actor, request.params.id),
  );

  app.post(
    '/api/admin/:id/log',
    {
      config: { policy: 'staff' },
      schema: {
        operationId: 'addCuttingLogEntry',
        summary: "Add an entry to a cutting's log",
        tags,
        description: 'multipart/form-data: event (transplant, treatment, move), notes, optional photo.',
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 201: cuttingLogEntrySchema },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const form = await readCuttingForm(request, cuttingLogFieldsSchema, {
        field: 'photo',
        required: false,
      });
      const entry = await cuttings.log.add(actor, request.params.id, { ...form.fields, photo: form.file });
      return reply.code(201).send(entry);
    },
  );
}
