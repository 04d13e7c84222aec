import { LANGUAGES } from '@canopy/shared/languages';
import { z } from 'zod';
import type { AppInstance } from '../../../http/app-instance.ts';
import { idParams } from '../../../http/collection-routes.ts';
import { requireActor } from '../../../http/policy.ts';
import { attachment } from '../../qr-labels/content-disposition.ts';
import type { RunReports } from './run-report.service.ts';

const querystring = z.object({
  lang: z
    .enum(LANGUAGES)
    .optional()
    .describe("The report's words in this language; default the reader's (their notification settings')"),
});

/** `GET /api/runs/{id}/report.pdf` (DESIGN section 26). */
export function registerRunReportRoutes(app: AppInstance, reports: RunReports): void {
  app.get(
    '/api/runs/:id/report.pdf',
    {
      config: { policy: 'login' },
      schema: {
        operationId: 'downloadRunReport',
        summary: "Download a run's report (PDF)",
        description:
          'Any logged-in user. A4 text PDF of the run: its code, name, strains, rooms and plants; the stage ' +
          'timeline (dates and days as the run page counts them); climate by stage (mean temperature, ' +
          "humidity, VPD, CO2 and VPD in the site's target, over the buckets `GET /api/runs/{id}/climate` " +
          'answers); its moves, losses, feeds, scouting, treatments, harvests and photos; the harvest; and ' +
          "each strain's runs as `GET /api/yields?by=run&strainId=` answers them, with a few group photos. " +
          "In `lang` (default the reader's language), Hebrew right to left; dates in the site zone. An " +
          'unknown run: 404 `runs.not_found`.',
        tags: ['runs'],
        params: idParams,
        querystring,
      },
    },
    async (request, reply) => {
      const { code, pdf } = await reports.pdf(requireActor(request), request.params.id, request.query.lang);
      return reply
        .type('application/pdf')
        .header('content-disposition', attachment(`${code}.pdf`))
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
}
