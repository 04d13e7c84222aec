import { yieldsQuerySchema, yieldsSchema } from '@canopy/shared/schemas/yields';
import type { AppInstance } from '../../http/app-instance.ts';
import { attachment } from '../qr-labels/content-disposition.ts';
import { yieldsCsv, yieldsXlsx } from './yield-files.ts';
import type { YieldsService } from './yields.service.ts';

const tags = ['harvests'];
const login = { policy: 'login' } as const;
const description =
  'Closed harvests (their dry weight is final) by `strain`, `run`, `room`, `mother` or `month` (of the ' +
  "harvest, in the site's zone), harvested in [`from`, `to`) (ISO 8601; either end may be left open), of " +
  "one strain if `strainId` is given (`by=run&strainId=` is that strain's runs over time; an unknown id " +
  'has no rows). Per row: harvests, runs and plants, the wet, dry, flower, trim and waste grams (exact ' +
  "sums), and dry grams per plant, per m² of the rooms' area, per kW of their light and per day of " +
  "flower, each room's measure shared among the harvests of a run taken from it by their plants, of every " +
  'strain (null where one is missing), the dry loss (1 - dry / wet) in percent, and `lastHarvestAt`, the ' +
  "instant of the row's latest harvest.";

const FILES = {
  csv: { type: 'text/csv; charset=utf-8', operationId: 'exportYieldsCsv', summary: 'Export yields as CSV' },
  xlsx: {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    operationId: 'exportYieldsXlsx',
    summary: 'Export yields as Excel',
  },
} as const;

/** `GET /api/yields` and the same table as CSV and Excel (DESIGN section 21). */
export function registerYieldRoutes(app: AppInstance, yields: YieldsService): void {
  app.get(
    '/api/yields',
    {
      config: login,
      schema: {
        operationId: 'getYields',
        summary: 'Get yields by strain, run, room, mother or month',
        description,
        tags,
        querystring: yieldsQuerySchema,
        response: { 200: yieldsSchema },
      },
    },
    (request) => yields.read(request.query),
  );

  for (const format of ['csv', 'xlsx'] as const) {
    const { type, operationId, summary } = FILES[format];
    app.get(
      `/api/yields.${format}`,
      {
        config: login,
        schema: {
          operationId,
          summary,
          description: `The rows of \`GET /api/yields\` with the same query, one per line. ${description}`,
          tags,
          querystring: yieldsQuerySchema,
        },
      },
      async (request, reply) => {
        const table = await yields.read(request.query);
        const stream =
          format === 'csv'
            ? yieldsCsv(table)
            : yieldsXlsx(table, (err) => request.log.error({ err }, 'the yields sheet failed'));
        return reply
          .type(type)
          .header('content-disposition', attachment(`yields-by-${table.by}.${format}`))
          .header('cache-control', 'no-store')
          .send(stream);
      },
    );
  }
}
