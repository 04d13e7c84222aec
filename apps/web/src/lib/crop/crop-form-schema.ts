import { z } from 'zod';
import { validationKeys } from '../../i18n/validation-message';

/** A form's own verdicts by field (a date after now, more plants than the group holds), in the reader's words. */
export type OwnChecks = Partial<Record<string, string>>;

/**
 * A crop form's schema: the draft turned into the body the API takes (`bodyOf`), checked by the form's own
 * rules first (their message is the one a field shows) and then by the server's own schema, each issue a
 * validation key on the draft's field of the same path. The body goes as made, not as the schema parses it.
 */
export const cropFormSchema = <Draft, Body>(
  schema: z.ZodType,
  bodyOf: (draft: Draft) => Body,
  ownChecks: (draft: Draft) => OwnChecks,
) =>
  z.custom<Draft>().transform((draft, context): Body => {
    for (const [field, message] of Object.entries(ownChecks(draft)))
      if (message) context.addIssue({ code: 'custom', path: [field], message });
    const body = bodyOf(draft);
    const parsed = schema.safeParse(body, { error: validationKeys });
    for (const issue of parsed.error?.issues ?? [])
      context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    return body;
  });
