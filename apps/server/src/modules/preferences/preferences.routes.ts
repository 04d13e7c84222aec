import { preferencesBodySchema, preferencesSchema } from '@canopy/shared/schemas/preferences';
import type { AppInstance } from '../../http/app-instance.ts';
import { requireActor } from '../../http/policy.ts';
import type { PreferencesService } from './preferences.service.ts';

const tags = ['users'];
const config = { policy: 'login' } as const;

/** `/api/me/preferences`: one's own choices, such as the unit weights are shown in. */
export function registerPreferencesRoutes(app: AppInstance, preferences: PreferencesService): void {
  app.get(
    '/api/me/preferences',
    {
      config,
      schema: {
        operationId: 'getMyPreferences',
        summary: 'Get my preferences',
        description:
          "`weightUnit` is one's own (null: the site's); `effectiveWeightUnit` the one that applies.",
        tags,
        response: { 200: preferencesSchema },
      },
    },
    (request) => preferences.get(requireActor(request)),
  );

  app.put(
    '/api/me/preferences',
    {
      config,
      schema: {
        operationId: 'updateMyPreferences',
        summary: 'Change my preferences',
        description: "The fields sent change, the others stay; `weightUnit: null` follows the site's again.",
        tags,
        body: preferencesBodySchema,
        response: { 200: preferencesSchema },
      },
    },
    (request) => preferences.update(requireActor(request), request.body),
  );
}
