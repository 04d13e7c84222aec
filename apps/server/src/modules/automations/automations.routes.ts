import {
  AUTOMATION_COOLDOWN_DEFAULT,
  AUTOMATION_MINUTES_MAX,
  automationBodySchema,
  automationRunSchema,
  automationRunsQuerySchema,
  automationAnswerSchema,
  automationSummarySchema,
} from '@canopy/shared/schemas/automations';
import { z } from 'zod';
import type { AppInstance } from '../../http/app-instance.ts';
import { idParams, registerStaffWriteRoutes } from '../../http/collection-routes.ts';
import { requireActor } from '../../http/policy.ts';
import { langQuerySchema } from './automation-lang.ts';
import type { AutomationsService } from './automations.service.ts';

const tags = ['automations'];
const checked =
  'Beyond its schema: an unknown device, room, profile, task template or step, webhook or user, a metric ' +
  "the device does not report (or no device in the room reports), a function the device's kind lacks or " +
  'an argument it refuses, a lights or phase device that is not a climate controller: 400 ' +
  '`validation.failed` with a detail at its path (e.g. `body.actions.0.deviceId`). A `command` its ' +
  "creator's role may not call: 403. `forMinutes` and `cooldownMinutes` are 0 to " +
  `${AUTOMATION_MINUTES_MAX} (cooldown default ${AUTOMATION_COOLDOWN_DEFAULT}).`;
const answered =
  "Answered with `summary` in `lang` (default the reader's language), `lastRun` and `state` (`idle`, `waiting` since its " +
  '`forMinutes` wait began, `fired` until the value clears).';

/** Automations (DESIGN 24): read by anyone logged in, written by staff. */
export function registerAutomationRoutes(app: AppInstance, automations: AutomationsService): void {
  app.get(
    '/api/automations',
    {
      config: { policy: 'login' },
      schema: {
        operationId: 'listAutomations',
        summary: 'List automations',
        description: `By name. ${answered}`,
        tags,
        querystring: langQuerySchema,
        response: { 200: z.array(automationAnswerSchema) },
      },
    },
    (request) => automations.list(requireActor(request), request.query.lang),
  );

  app.get(
    '/api/automations/:id',
    {
      config: { policy: 'login' },
      schema: {
        operationId: 'getAutomation',
        summary: 'Get an automation',
        description: `${answered} Unknown: 404 \`automations.not_found\`.`,
        tags,
        params: idParams,
        querystring: langQuerySchema,
        response: { 200: automationAnswerSchema },
      },
    },
    (request) => automations.get(requireActor(request), request.params.id, request.query.lang),
  );

  registerStaffWriteRoutes(app, {
    path: '/api/automations',
    tags,
    body: automationBodySchema,
    item: automationAnswerSchema,
    service: automations,
    create: {
      operationId: 'createAutomation',
      summary: 'Create an automation',
      description:
        `Staff. ${checked} Saved enabled, its trigger starts armed: a condition already true counts as ` +
        'one crossing. Audited.',
    },
    update: {
      operationId: 'updateAutomation',
      summary: 'Replace an automation',
      description:
        `Staff; the whole body. ${checked} Enabled again, or saved enabled with another trigger: its ` +
        'trigger starts armed again. Audited (switched on or off, or its changed fields).',
    },
    delete: {
      operationId: 'deleteAutomation',
      summary: 'Delete an automation',
      description: 'Staff. Its runs and state go with it. Audited. Unknown: 404 `automations.not_found`.',
    },
  });

  app.get(
    '/api/automations/:id/runs',
    {
      config: { policy: 'login' },
      schema: {
        operationId: 'listAutomationRuns',
        summary: "List an automation's runs",
        description:
          'Newest first, `limit` at a time; `before` (an instant) pages back. Each with what fired it ' +
          "(`trigger`) and how it ended (`detail`) in `lang` (default the reader's language).",
        tags,
        params: idParams,
        querystring: automationRunsQuerySchema.extend(langQuerySchema.shape),
        response: { 200: z.array(automationRunSchema) },
      },
    },
    (request) => {
      const { limit, before, lang } = request.query;
      return automations.runs(
        requireActor(request),
        request.params.id,
        { limit, before: before === undefined ? undefined : new Date(before).toISOString() },
        lang,
      );
    },
  );

  app.post(
    '/api/automations/summary',
    {
      config: { policy: 'staff' },
      schema: {
        operationId: 'summarizeAutomation',
        summary: 'Word an unsaved automation',
        description:
          "Staff. The sentence the form shows as you type, in `lang` (default the reader's language), " +
          `validated as a save would be. ${checked}`,
        tags,
        querystring: langQuerySchema,
        body: automationBodySchema,
        response: { 200: automationSummarySchema },
      },
    },
    (request) => automations.summary(requireActor(request), request.body, request.query.lang),
  );
}
