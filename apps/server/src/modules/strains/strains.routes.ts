import { strainBodySchema, strainSchema } from '@canopy/shared/schemas/strains';
import { z } from 'zod';
import type { AppInstance } from '../../http/app-instance.ts';
import { registerStaffWriteRoutes } from '../../http/collection-routes.ts';
import { registerDiaryRoutes } from '../diary/diary.routes.ts';
import { strainDiaryRoutes } from './strain-diary.ts';
import type { StrainsService } from './strains.service.ts';

const tags = ['strains'];
const slugParams = z.object({ slug: z.string().min(1).max(200) });

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

  registerStaffWriteRoutes(app, {
    path: '/api/admin/strains',
    tags,
    body: strainBodySchema,
    item: strainSchema,
    service: strains,
    create: {
      operationId: 'createStrain',
      summary: 'Create a strain',
      errors: [409],
    },
    update: {
      operationId: 'updateStrain',
      summary: 'Update a strain',
      errors: [409],
    },
    delete: {
      operationId: 'deleteStrain',
      summary: 'Delete a strain',
    },
  });

  registerDiaryRoutes(app, strains.diary, strainDiaryRoutes);
}
