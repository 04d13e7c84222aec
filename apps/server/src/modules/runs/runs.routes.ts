import {
  createRunBodySchema,
  listRunsQuerySchema,
  lossBodySchema,
  runSchema,
  runSummarySchema,
  stageEventBodySchema,
  updateRunBodySchema,
} from '@canopy/shared/schemas/runs';
import { groupLabelPdfQuerySchema } from '@canopy/shared/schemas/labels';
import { runClimateQuerySchema, runClimateSchema } from '@canopy/shared/schemas/run-climate';
import { z } from 'zod';
import type { AppInstance } from '../../http/app-instance.ts';
import { requireActor } from '../../http/policy.ts';
import type { RunRoutesApi } from './runs.module.ts';

const tags = ['runs'];
const id = z.string().min(1).max(64);
const runParams = z.object({ id });
const groupParams = z.object({ id, groupId: id });
const eventParams = z.object({ id, eventId: id });
const staff = { policy: 'staff' } as const;
const answersRun = 'Answers the whole run, as `GET /api/runs/{id}` does.';

export function registerRunRoutes(app: AppInstance, runs: RunRoutesApi): void {
  app.get(
    '/api/runs',
    {
      config: { policy: 'login' },
      schema: {
        operationId: 'listRuns',
        summary: 'List runs',
        description: 'Active runs first, then the newest; filtered by state, strain or room.',
        tags,
        querystring: listRunsQuerySchema,
        response: { 200: z.array(runSummarySchema) },
      },
    },
    (request) => runs.service.list(request.query),
  );

  app.get(
    '/api/runs/:id',
    {
      config: { policy: 'login' },
      schema: {
        operationId: 'getRun',
        summary: 'Get a run with its groups, events and losses',
        tags,
        params: runParams,
        response: { 200: runSchema },
      },
    },
    (request) => runs.service.get(request.params.id),
  );

  app.get(
    '/api/runs/:id/climate',
    {
      config: { policy: 'login' },
      schema: {
        operationId: 'getRunClimate',
        summary: "Get a group's room climate over the run",
        description:
          'The climate of the room the group (`groupId`, default the one with most plants) was in at each ' +
          "moment of the run, averaged over the room's climate controllers of the time: one point per `step` " +
          'bucket with readings (without `step`, the span picks one as the history series do; more than 2,000 ' +
          "points is a 400 `history.too_many_points`). The stage bands come from the group's stage events (a " +
          "split group's history before the split is its parent's); the marks are its stage events and losses " +
          "and the alerts and notes of the room's devices while it was there. An active or harvested run runs " +
          'until now, another until its latest event. Times are epoch ms. An unknown group: 404 ' +
          '`runs.group_not_found`.',
        tags,
        params: runParams,
        querystring: runClimateQuerySchema,
        response: { 200: runClimateSchema },
      },
    },
    (request) => runs.climate(request.params.id, request.query),
  );

  app.post(
    '/api/runs',
    {
      config: staff,
      schema: {
        operationId: 'createRun',
        summary: 'Start a run',
        description: "Each group's first stage event is at `startedAt` (default now; never in the future).",
        errors: [404],
        tags,
        body: createRunBodySchema,
        response: { 201: runSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await runs.service.create(requireActor(request), request.body)),
  );

  app.put(
    '/api/runs/:id',
    {
      config: staff,
      schema: {
        operationId: 'updateRun',
        summary: 'Update a run',
        description: 'A code another run holds: 409 `runs.code_taken`.',
        errors: [409],
        tags,
        params: runParams,
        body: updateRunBodySchema,
        response: { 200: runSchema },
      },
    },
    (request) => runs.service.update(requireActor(request), request.params.id, request.body),
  );

  app.post(
    '/api/runs/:id/groups/:groupId/events',
    {
      config: staff,
      schema: {
        operationId: 'moveGroup',
        summary: 'Move a group, or part of it, to a stage and room',
        description: `A \`plantCount\` below the group's splits it. ${answersRun}`,
        errors: [409],
        tags,
        params: groupParams,
        body: stageEventBodySchema,
        response: { 200: runSchema },
      },
    },
    (request) => runs.move(requireActor(request), toGroupIds(request.params), request.body),
  );

  app.delete(
    '/api/runs/:id/events/:eventId',
    {
      config: staff,
      schema: {
        operationId: 'undoStageEvent',
        summary: "Undo a group's latest stage event",
        description: `Any other event: 409 \`runs.event_not_latest\`. ${answersRun}`,
        errors: [409],
        tags,
        params: eventParams,
        response: { 200: runSchema },
      },
    },
    (request) =>
      runs.undo(requireActor(request), { runId: request.params.id, eventId: request.params.eventId }),
  );

  app.post(
    '/api/runs/:id/groups/:groupId/losses',
    {
      config: { policy: 'login' },
      schema: {
        operationId: 'recordPlantLoss',
        summary: 'Record plants lost from a group',
        description: `Any logged-in user. ${answersRun}`,
        tags,
        params: groupParams,
        body: lossBodySchema,
        response: { 200: runSchema },
      },
    },
    (request) => runs.recordLoss(requireActor(request), toGroupIds(request.params), request.body),
  );

  app.get(
    '/api/runs/:id/groups/:groupId/label.pdf',
    {
      config: { policy: 'login' },
      schema: {
        operationId: 'downloadGroupLabel',
        summary: "Download a plant group's QR label (PDF)",
        description:
          "PDF with the group's QR label in the `size` asked (the cutting labels' sizes): the address of the " +
          "group's page, the run's code, the strain, and the stage and plant count in `lang`.",
        tags,
        params: groupParams,
        querystring: groupLabelPdfQuerySchema,
      },
    },
    async (request, reply) => {
      const { size, lang } = request.query;
      const download = await runs.groupLabel(
        toGroupIds(request.params),
        { size, language: lang },
        request.log,
      );
      return reply
        .type(download.type)
        .header('content-disposition', download.disposition)
        .header('cache-control', 'no-store')
        .send(download.stream);
    },
  );
}

const toGroupIds = (params: { id: string; groupId: string }) => ({
  runId: params.id,
  groupId: params.groupId,
});
