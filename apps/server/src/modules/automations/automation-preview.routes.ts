import { automationPreviewBodySchema, automationPreviewSchema } from '@canopy/shared/schemas/automations';
import type { AppInstance } from '../../http/app-instance.ts';
import { requireActor } from '../../http/policy.ts';
import { langQuerySchema } from './automation-lang.ts';
import type { AutomationPreviewService } from './engine/automation-preview.ts';

export function registerAutomationPreviewRoutes(app: AppInstance, preview: AutomationPreviewService): void {
  app.post(
    '/api/automations/preview',
    {
      config: { policy: 'staff' },
      schema: {
        operationId: 'previewAutomation',
        summary: 'Replay an automation over stored history without acting',
        description:
          'Replays the automation (not saved) minute by minute over `[from, to)` of stored readings, time ' +
          'blocks and lights, with the same evaluators, conditions and cooldown as the engine, and acts on ' +
          "nothing. Answers each firing's time and its actions in `lang` (default the reader's language). " +
          'At most 14 days: more is 400 `automations.preview_too_long`.',
        tags: ['automations'],
        querystring: langQuerySchema,
        body: automationPreviewBodySchema,
        response: { 200: automationPreviewSchema },
      },
    },
    (request) => preview(requireActor(request), request.body, request.query.lang),
  );
}
