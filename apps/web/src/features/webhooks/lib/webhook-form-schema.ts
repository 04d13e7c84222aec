import { webhookUrlProblem } from '@canopy/shared/outgoing-webhooks';
import { webhookBodySchema } from '@canopy/shared/schemas/outgoing-webhooks';

/**
 * The API's own body schema, plus the URL rules the server answers with their own codes, checked here
 * first so the form says what is wrong before sending. Messages are i18n keys.
 */
export const webhookFormSchema = webhookBodySchema.superRefine((body, ctx) => {
  const problem = body.url === '' ? null : webhookUrlProblem(body.url);
  if (problem) ctx.addIssue({ code: 'custom', path: ['url'], message: `webhooks.urlProblem.${problem}` });
});
