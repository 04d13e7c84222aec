import { publicIdSchema } from '@canopy/shared/schemas/files';
import {
  diaryEntryBodySchema,
  strainBodySchema,
  strainDiaryEntrySchema,
  strainSchema,
} from '@canopy/shared/schemas/strains';
import { z } from 'zod';
import type { AppInstance } from '../../http/app-instance.ts';
import { requireActor } from '../../http/policy.ts';
import type { StrainsService } from './strains.service.ts';

const tags = ['strains'];
const slugParams = z.object({ slug: z.string().min(1).max(200) });
const idParams = z.object({ id: z.string().min(1).max(64) });
const entryParams = idParams.extend({ entryId: z.string().min(1).max(64) });
const photoParams = entryParams.extend({ publicId: publicIdSchema });

export function registerStrainRoutes(app: AppInstance, strains: StrainsService): void {
  const listSchema = { tags, response: { 200: z.array(strainSchema) } };
  app.get(
    '/api/strains',
    {
      config: { policy: 'public' },
      schema: { operationId: 'listStrains', summary: 'List strains', ...listSchema },
    },
    () => strains.list(),
  );

  app.get(
    '/api/strains/:slug',
    {
      config: { policy: 'public' },
      schema: {
        operationId: 'getStrain',
        summary: 'Get a strain by its slug',
        tags,
        description: 'The diary only for logged-in readers.',
        params: slugParams,
        response: { 200: strainSchema },
      },
    },
    (request) => strains.getBySlug(request.actor, request.params.slug),
  );

  // GET /api/strains/:slug/cuttings is registered by the cuttings module, which owns the blur rule.

  app.get(
    '/api/admin/strains',
    {
      config: { policy: 'staff' },
      schema: { operationId: 'listStrainsForStaff', summary: 'List strains (staff)', ...listSchema },
    },
    () => strains.list(),
  );

  app.post(
    '/api/admin/strains',
    {
      config: { policy: 'staff' },
      schema: {
        operationId: 'createStrain',
        summary: 'Create a strain',
        errors: [409],
        tags,
        body: strainBodySchema,
        response: { 201: strainSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await strains.create(requireActor(request), request.body)),
  );

  app.put(
    '/api/admin/strains/:id',
    {
      config: { policy: 'staff' },
      schema: {
        operationId: 'updateStrain',
        summary: 'Update a strain',
        errors: [409],
        tags,
        params: idParams,
        body: strainBodySchema,
        response: { 200: strainSchema },
      },
    },
    (request) => strains.update(requireActor(request), request.params.id, request.body),
  );

  app.delete(
    '/api/admin/strains/:id',
    {
      config: { policy: 'staff' },
      schema: {
        operationId: 'deleteStrain',
        summary: 'Delete a strain',
        tags,
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await strains.delete(requireActor(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/admin/strains/:id/diary',
    {
      config: { policy: 'staff' },
      schema: {
        operationId: 'addStrainDiaryEntry',
        summary: "Add an entry to a strain's diary",
        tags,
        params: idParams,
        body: diaryEntryBodySchema,
        response: { 201: strainDiaryEntrySchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await strains.diary.add(requireActor(request), request.params.id, request.body)),
  );

  app.put(
    '/api/admin/strains/:id/diary/:entryId',
    {
      config: { policy: 'staff' },
      schema: {
        operationId: 'updateStrainDiaryEntry',
        summary: 'Edit a strain diary entry',
        tags,
        params: entryParams,
        body: diaryEntryBodySchema,
        response: { 200: strainDiaryEntrySchema },
      },
    },
    (request) =>
      strains.diary.update(requireActor(request), request.params.id, request.params.entryId, request.body),
  );

  app.delete(
    '/api/admin/strains/:id/diary/:entryId',
    {
      config: { policy: 'staff' },
      schema: {
        operationId: 'deleteStrainDiaryEntry',
        summary: 'Delete a strain diary entry',
        tags,
        params: entryParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await strains.diary.delete(requireActor(request), request.params.id, request.params.entryId);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/api/admin/strains/:id/diary/:entryId/photos/:publicId',
    {
      config: { policy: 'staff' },
      schema: {
        operationId: 'deleteStrainDiaryPhoto',
        summary: 'Remove a photo from a strain diary entry',
        tags,
        params: photoParams,
        response: { 200: strainDiaryEntrySchema },
      },
    },
    (request) => {
      const { id, entryId, publicId } = request.params;
      return strains.diary.deletePhoto(requireActor(request), id, entryId, publicId);
    },
  );
}
