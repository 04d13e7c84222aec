import { cuttingLineageSchema, motherSchema } from '@canopy/shared/schemas/mothers';
import { z } from 'zod';
import type { AppInstance } from '../../http/app-instance.ts';
import type { MothersService } from './mothers.service.ts';

const tags = ['mothers'];

export function registerMotherRoutes(app: AppInstance, mothers: MothersService): void {
  app.get(
    '/api/mothers',
    {
      config: { policy: 'login' },
      schema: {
        operationId: 'listMothers',
        summary: 'List mothers with what became of their clones',
        tags,
        description:
          'Every mother (retired ones too, with `retiredAt`): clones taken, rooted, lost in propagation and ' +
          'median days to root in site calendar days. `meanDryGramsPerPlant`: the dry grams per plant of the ' +
          'closed harvests of the groups grown from it, null before any.',
        response: { 200: z.array(motherSchema) },
      },
    },
    () => mothers.list(),
  );

  app.get(
    '/api/cuttings/:id/lineage',
    {
      config: { policy: 'login' },
      schema: {
        operationId: 'getCuttingLineage',
        summary: "A cutting's mothers up and its runs down",
        tags: [...tags, 'cuttings'],
        description:
          'Mothers nearest first, up to 20 levels or a cycle; runs holding it or taken from it; its ' +
          "descendants (clones, clones' clones, up to 20 generations) each with its generation and runs.",
        params: z.object({ id: z.string().min(1).max(64) }),
        response: { 200: cuttingLineageSchema },
      },
    },
    (request) => mothers.lineage(request.params.id),
  );
}
