import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldError, type Path } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import type { TaskTemplate } from '@canopy/shared/schemas/tasks';
import { errorMessage } from '../../../i18n/error-message';
import { fieldErrorText, validationKeys } from '../../../i18n/validation-message';
import { ApiError } from '../../../lib/api-client';
import { useSaveTaskTemplate } from '../api/task-templates';
import {
  templateBodyOf,
  templateDraftOf,
  templateDraftSchema,
  templateFieldOf,
  type TemplateDraft,
} from './template-draft';

/**
 * The template form (a new one when `template` is null): checked by its schema before any call; each of a
 * refusal's details shown on its field, anything else above the form.
 */
export function useTemplateForm(template: TaskTemplate | null, onSaved: () => void) {
  const { t } = useTranslation();
  const form = useForm<TemplateDraft>({
    resolver: zodResolver(templateDraftSchema, { error: validationKeys }),
    defaultValues: templateDraftOf(template),
  });
  const save = useSaveTaskTemplate();
  const [formError, setFormError] = useState<string>();

  const placeRefusal = (error: unknown): string | undefined => {
    const details = error instanceof ApiError ? (error.details ?? []) : [];
    let placed = false;
    for (const detail of details) {
      const field = templateFieldOf(detail.path);
      if (!field) continue;
      form.setError(field as Path<TemplateDraft>, { type: 'server', message: detail.message });
      placed = true;
    }
    return placed ? undefined : errorMessage(t, error);
  };

  const submit = form.handleSubmit((draft) => {
    setFormError(undefined);
    save.mutate(
      { id: template?._id ?? null, body: templateBodyOf(draft) },
      { onSuccess: onSaved, onError: (error) => setFormError(placeRefusal(error)) },
    );
  });

  /** A field's message in the reader's language, or the server's words. */
  const errorOf = (field: string): string | undefined =>
    fieldErrorText(
      t,
      form.getFieldState(field as Path<TemplateDraft>, form.formState).error as FieldError | undefined,
    );

  return { form, submit, errorOf, formError, saving: save.isPending };
}
