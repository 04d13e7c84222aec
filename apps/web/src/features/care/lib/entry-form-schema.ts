import { z } from 'zod';
import { isAfterNow } from '../../../lib/crop/local-time-input';
import { checkBody, type FieldMessages } from '../../../lib/feeding/form-messages';

/**
 * A room entry's form schema, made when its dialog opens: the draft turned into the body the API takes
 * (`bodyOf`), its moment never after now ("when" left as opened is sent as now), the rest checked with the
 * server's own schema, each field at fault in its own words (`messages`).
 */
export const entryFormSchema =
  <Draft extends { at: string }, Body>(
    schema: z.ZodType<Body>,
    bodyOf: (draft: Draft, openedAt: string) => Body,
    messages: FieldMessages,
  ) =>
  (openedAt: string) => {
    const words: FieldMessages = { ...messages, at: 'care.form.at' };
    return z.custom<Draft>().transform((draft, context): Body => {
      if (isAfterNow(draft.at, new Date()))
        context.addIssue({ code: 'custom', path: ['at'], message: words.at! });
      return checkBody(schema, bodyOf(draft, openedAt), context, words);
    });
  };
