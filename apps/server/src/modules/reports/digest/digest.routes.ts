import { digestSendSchema } from '@canopy/shared/schemas/digest';
import type { AppInstance } from '../../../http/app-instance.ts';
import { requireActor } from '../../../http/policy.ts';
import type { DigestSender } from './digest-sender.ts';

export function registerDigestRoutes(app: AppInstance, sender: DigestSender): void {
  app.post(
    '/api/me/digest/send',
    {
      config: { policy: 'login' },
      schema: {
        operationId: 'sendDigestPreview',
        summary: "Send me this week's digest now",
        tags: ['notifications'],
        description:
          "Builds the caller's weekly digest of the current week so far (Monday 00:00 site time to now) and " +
          'sends it at once by e-mail and Telegram where they turned those on, marked as a preview. It does ' +
          "not count as the week's digest: Monday's still goes out. `skipped`: no channel can reach the " +
          'caller. A second preview within 60 s is refused (429 `request.throttled`).',
        response: { 200: digestSendSchema },
      },
    },
    (request) => sender.preview(requireActor(request).id),
  );
}
