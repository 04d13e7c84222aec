import {
  harvestBodySchema,
  harvestSchema,
  qualityNoteBodySchema,
  weighingBodySchema,
} from '@canopy/shared/schemas/harvests';
import { runSchema } from '@canopy/shared/schemas/runs';
import type { AppInstance } from '../../http/app-instance.ts';
import { idParams } from '../../http/collection-routes.ts';
import { requireActor } from '../../http/policy.ts';
import type { HarvestsApi } from './harvests.module.ts';

const tags = ['harvests'];
const staff = { policy: 'staff' } as const;
const answersHarvest = 'Answers the harvest, as `GET /api/harvests/{id}` does.';

/** A run's harvests, their weighings, close and quality notes (DESIGN section 21). */
export function registerHarvestRoutes(app: AppInstance, harvests: HarvestsApi): void {
  app.post(
    '/api/runs/:id/harvests',
    {
      config: staff,
      schema: {
        operationId: 'harvestGroup',
        summary: 'Harvest a flowering group',
        description:
          'Moves the group, or `plantCount` of its plants (a split, as any move), to `dry` in `roomId` (default ' +
          'the room it flowered in) and records the harvest, with that room and its area and light, and the ' +
          "group's day of flower. A group not in flower: 409 `harvests.not_in_flower`. Answers the whole run, " +
          'as `GET /api/runs/{id}` does, with the harvest among its `harvests`.',
        errors: [409],
        tags,
        params: idParams,
        body: harvestBodySchema,
        response: { 201: runSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await harvests.record(requireActor(request), request.params.id, request.body)),
  );

  app.get(
    '/api/harvests/:id',
    {
      config: { policy: 'login' },
      schema: {
        operationId: 'getHarvest',
        summary: 'Get a harvest with its weighings and quality notes',
        tags,
        params: idParams,
        response: { 200: harvestSchema },
      },
    },
    (request) => harvests.reader.load(request.params.id),
  );

  app.post(
    '/api/harvests/:id/weighings',
    {
      config: staff,
      schema: {
        operationId: 'weighHarvest',
        summary: 'Add a weighing to a harvest',
        description:
          'The value (at most 3 decimals) and unit are kept as entered, with the grams (1 lb = 453.59237 g, ' +
          '1 oz = 28.349523125 g). After the close a `wet` weighing is 409 `harvests.closed`, unless an admin ' +
          `sends \`override: true\` (audited; anyone else: 403). ${answersHarvest}`,
        errors: [409],
        tags,
        params: idParams,
        body: weighingBodySchema,
        response: { 201: harvestSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await harvests.weigh(requireActor(request), request.params.id, request.body)),
  );

  app.put(
    '/api/harvests/:id/close',
    {
      config: staff,
      schema: {
        operationId: 'closeHarvest',
        summary: 'Close a harvest once its dry weight is final',
        description:
          'Closing the last open harvest of an active run with no plants left growing makes the run ' +
          `\`harvested\`. Closing a closed harvest changes nothing. ${answersHarvest}`,
        tags,
        params: idParams,
        response: { 200: harvestSchema },
      },
    },
    (request) => harvests.close(requireActor(request), request.params.id),
  );

  app.post(
    '/api/harvests/:id/notes',
    {
      config: { policy: 'login' },
      schema: {
        operationId: 'addQualityNote',
        summary: 'Add a dated quality note to a harvest',
        description:
          "Ratings 1-5 on the site's quality criteria (`qualityCriteria` of `GET /api/site`; another is a 400), " +
          `text, or both. Any logged-in user. ${answersHarvest}`,
        tags,
        params: idParams,
        body: qualityNoteBodySchema,
        response: { 201: harvestSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await harvests.addNote(requireActor(request), request.params.id, request.body)),
  );
}
