import { strainBodySchema, strainSchema } from '@canopy/shared/schemas/strains';
import { z } from 'zod';
import type { AppInstance } from '../../http/app-instance.ts';
import { requireActor } from '../../http/policy.ts';
import { registerDiaryRoutes } from '../diary/diary.routes.ts';
import { strainDiaryRoutes } from './strain-diary.ts';
import type { StrainsService } from './strains.service.ts';

const tags = ['strains'];
const slugParams = z.object({ slug: z.string().min(1).max(200) });
const idParams = z.object({ id: z.string().min(1).max(64) });

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

  registerDiaryRoutes(app, strains.diary, strainDiaryRoutes);
}
