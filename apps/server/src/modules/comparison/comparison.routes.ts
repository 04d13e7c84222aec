import { runCompareQuerySchema, runCompareSchema } from '@canopy/shared/schemas/run-compare';
import type { AppInstance } from '../../http/app-instance.ts';
import type { RunComparison } from './run-comparison.ts';

const tags = ['runs'];

export function registerComparisonRoutes(app: AppInstance, comparison: RunComparison): void {
  app.get(
    '/api/runs/compare',
    {
      config: { policy: 'login' },
      schema: {
        operationId: 'compareRuns',
        summary: 'Compare runs by day of stage',
        description:
          "2 to 6 runs (`ids`, comma-separated): for the stage asked (default flower), each run's series " +
          "of the devices in its groups' rooms while they were there in that stage, by day of stage (day 1 " +
          'the local date the stage began) and local hour at the step asked, with the marks of what ' +
          'happened; and per run its outcome.',
        tags,
        querystring: runCompareQuerySchema,
        response: { 200: runCompareSchema },
      },
    },
    (request) => comparison.compare(request.query),
  );

  app.get(
    '/api/runs/compare.csv',
    {
      config: { policy: 'login' },
      schema: {
        operationId: 'compareRunsCsv',
        summary: 'Download a run comparison as CSV',
        description: 'Exactly the buckets `GET /api/runs/compare` answers for the same query, one row each.',
        tags,
        querystring: runCompareQuerySchema,
      },
    },
    async (request, reply) => {
      const body = await comparison.csv(request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="runs-compare-${request.query.stage}.csv"`)
        .send(body);
    },
  );
}
