import { feedBodySchema, feedSchema } from '@canopy/shared/schemas/feeding';
import type { Run } from '@canopy/shared/schemas/runs';
import { z } from 'zod';
import type { AppInstance } from '../../http/app-instance.ts';
import { idParams } from '../../http/collection-routes.ts';
import { requireActor } from '../../http/policy.ts';
import { attachment } from '../qr-labels/content-disposition.ts';
import { feedingCsv } from './feeding-csv.ts';
import type { createRoomFeeds } from './room-feeds.ts';

export interface FeedRoutesApi {
  recordFeed: ReturnType<typeof createRoomFeeds>;
  /** A run as `GET /api/runs/{id}` answers it, and the site's zone its CSV's times are in. */
  run(id: string): Promise<Run>;
  timeZone(): Promise<string>;
}

/** A room feed, recorded on the grow-room floor, and a run's feeding as CSV (DESIGN section 25). */
export function registerFeedRoutes(app: AppInstance, api: FeedRoutesApi): void {
  app.post(
    '/api/rooms/:id/feeds',
    {
      config: { policy: 'login' },
      schema: {
        operationId: 'recordRoomFeed',
        summary: 'Record a feed of a room',
        description:
          'One entry for every group growing in the room at `at` (default now, never in the future; ' +
          'propagation, veg or flower), kept as one row per group in one transaction: `litres` is the ' +
          "group's part of `volume` (in `volumeUnit`; 1 gal = 3.785411784 L) by its plants, `share` its part " +
          "of the room's plants. Items are those given, or else the recipe's; an unknown or archived recipe " +
          'or product is a 400 with a detail at its field. A room with no such group then: 409 ' +
          '`feeding.room_empty`. Answers the new rows.',
        errors: [409],
        tags: ['feeding'],
        params: idParams,
        body: feedBodySchema,
        response: { 201: z.array(feedSchema) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await api.recordFeed(requireActor(request), request.params.id, request.body)),
  );

  app.get(
    '/api/runs/:id/feeding.csv',
    {
      config: { policy: 'login' },
      schema: {
        operationId: 'exportRunFeedingCsv',
        summary: "Export a run's feeds, scouting and treatments as CSV",
        description:
          "One line per row of the run's feeds, scouting and treatments (one per group of an entry), oldest " +
          "first, times on the site's clock; its litres and doses add up to the run's `feedingTotals`.",
        tags: ['feeding'],
        params: idParams,
      },
    },
    async (request, reply) => {
      const [run, timeZone] = await Promise.all([api.run(request.params.id), api.timeZone()]);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachment(`feeding-${run.code}.csv`))
        .header('cache-control', 'no-store')
        .send(feedingCsv(run, timeZone));
    },
  );
}
