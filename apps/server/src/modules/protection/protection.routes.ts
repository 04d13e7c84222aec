import { FOLLOW_UP_SEVERITY, SCOUTING_PHOTOS_MAX } from '@canopy/shared/feeding';
import { LANGUAGES } from '@canopy/shared/languages';
import {
  roomFeedingSchema,
  roomFeedsQuerySchema,
  scoutingBodySchema,
  scoutingSchema,
  treatmentBodySchema,
  treatmentSchema,
} from '@canopy/shared/schemas/feeding';
import { z } from 'zod';
import type { AppInstance } from '../../http/app-instance.ts';
import { idParams } from '../../http/collection-routes.ts';
import { requireActor } from '../../http/policy.ts';
import { attachment } from '../qr-labels/content-disposition.ts';
import type { ProtectionApi } from './protection.module.ts';

const tags = ['feeding'];
const rowsOfEntry =
  'Answers the rows written, one per group growing in the room at `at` (default now; never in the ' +
  "future beyond a phone's clock skew: 400), each with its plants and its part of the room's plants " +
  '(`share`); a room with none growing gets one row of its own (no run or group, 0 plants, share 1). An ' +
  'unknown room: 404 `rooms.not_found`. Takes an `Idempotency-Key`: a replay writes nothing again.';
const pdfQuerySchema = z.object({
  lang: z
    .enum(LANGUAGES)
    .optional()
    .describe("The PDF's words in this language; default the reader's (their notification settings')"),
});

/** Scouting, treatments, a room's entries and a run's treatments PDF (DESIGN section 25). */
export function registerProtectionRoutes(app: AppInstance, protection: ProtectionApi): void {
  app.post(
    '/api/rooms/:id/scouting',
    {
      config: { policy: 'login' },
      schema: {
        operationId: 'recordScouting',
        summary: 'Record scouting in a room',
        description:
          `Any logged-in user. \`photos\` are up to ${SCOUTING_PHOTOS_MAX} ids of images the recorder ` +
          'uploaded (`POST /api/scouting/photos`; staff may name any stored file), answered as signed ' +
          'private links; any other id is a 400 `files.unknown_reference` with a detail at `body.photos.N`. ' +
          `A severity of ${FOLLOW_UP_SEVERITY} or more opens one follow-up task in the recorder's name and ` +
          "language (high priority at 3, due the next site day, linked to the room and the first row's run " +
          `and group), whose id every row keeps as \`taskId\`. ${rowsOfEntry}`,
        tags,
        params: idParams,
        body: scoutingBodySchema,
        response: { 201: z.array(scoutingSchema) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await protection.recordScouting(requireActor(request), request.params.id, request.body)),
  );

  app.post(
    '/api/rooms/:id/treatments',
    {
      config: { policy: 'staff' },
      schema: {
        operationId: 'recordTreatment',
        summary: 'Record a treatment of a room',
        description:
          "Staff. An unknown or archived product: 400 with the detail at `body.productId`; a spray's " +
          '`volume` and `volumeUnit` come together. Each row keeps `reEntryUntil` (`at` plus the ' +
          "product's re-entry hours) and `harvestFrom` (its pre-harvest days after the site date of `at`), " +
          `null for 0; the volume is shared among the groups by their plants (\`litres\`). ${rowsOfEntry}`,
        tags,
        params: idParams,
        body: treatmentBodySchema,
        response: { 201: z.array(treatmentSchema) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await protection.recordTreatment(requireActor(request), request.params.id, request.body)),
  );

  app.get(
    '/api/rooms/:id/feeds',
    {
      config: { policy: 'login' },
      schema: {
        operationId: 'getRoomFeeding',
        summary: "Get a room's feeds, scouting and treatments",
        description:
          "The room's newest `limit` entries of each kind, newest first, as their rows (one per group; an " +
          "entry's rows share `entryId`).",
        tags,
        params: idParams,
        querystring: roomFeedsQuerySchema,
        response: { 200: roomFeedingSchema },
      },
    },
    (request) => protection.roomFeeding(request.params.id, request.query.limit),
  );

  app.get(
    '/api/runs/:id/treatments.pdf',
    {
      config: { policy: 'login' },
      schema: {
        operationId: 'downloadRunTreatments',
        summary: "Download a run's treatments (PDF)",
        description:
          "A4 text PDF: the run's code and name, then its treatments oldest first (date and time in the " +
          'site zone, product, active ingredient, dose, method, target, applicator, re-entry until, harvest ' +
          "from) in `lang` (default the reader's language); Hebrew right to left.",
        tags,
        params: idParams,
        querystring: pdfQuerySchema,
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const { code, stream } = await protection.treatmentsPdf(actor, request.params.id, request.query.lang);
      return reply
        .type('application/pdf')
        .header('content-disposition', attachment(`treatments-${code}.pdf`))
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );
}
