import { z } from 'zod';
import { checkArgument, isDeviceFunction } from '@canopy/shared/device-commands';
import { automationBodySchema } from '@canopy/shared/schemas/automations';
import { validationKeys } from '../../../i18n/validation-message';
import { bodyOf, type AutomationDraft } from './automation-draft';

/**
 * The form's check before any call: the draft becomes the API's body and is parsed by the server's own
 * schema, plus the device function's argument rule the server applies (`checkArgument`). Each message is
 * a catalog key (`fieldText` words it); paths are the draft's, a command's argument at `actions.N.args`.
 */
export const automationFormSchema = z
  .custom<AutomationDraft>()
  .transform(bodyOf)
  .pipe(
    automationBodySchema.superRefine((body, ctx) => {
      body.actions.forEach((action, index) => {
        if (action.type !== 'command') return;
        if (!isDeviceFunction(action.functionName)) {
          ctx.addIssue({
            code: 'custom',
            path: ['actions', index, 'functionName'],
            message: 'validation.invalid',
          });
        } else if (!checkArgument(action.functionName, action.arg).ok) {
          ctx.addIssue({
            code: 'custom',
            path: ['actions', index, 'args'],
            message: 'automations.form.argInvalid',
          });
        }
      });
    }),
  );

/** The shared schemas' refinements, by their English message, to the form's words. */
const REFINEMENTS: Record<string, string> = {
  'from and to must differ': 'automations.form.sameTimes',
  'name either deviceId or roomId': 'validation.required',
  'name at least one person or role': 'automations.form.nobody',
};

/** zod issues as catalog keys: numbers out of range say their bounds, the rest as the app's forms say. */
export const automationErrorMap: z.core.$ZodErrorMap = (issue) => {
  if (issue.code === 'custom' && issue.message && REFINEMENTS[issue.message])
    return REFINEMENTS[issue.message];
  if (issue.code === 'custom' && issue.message?.includes('.')) return issue.message;
  if ((issue.code === 'too_big' || issue.code === 'too_small') && issue.origin === 'number') {
    return 'automations.form.outOfRange';
  }
  if (issue.code === 'too_small' && issue.origin === 'array') return 'automations.form.chooseOne';
  return validationKeys(issue);
};
