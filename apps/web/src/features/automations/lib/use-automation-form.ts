import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import type { Automation, AutomationInput } from '@canopy/shared/schemas/automations';
import { errorMessage } from '../../../i18n/error-message';
import { ApiError } from '../../../lib/api-client';
import { useSaveAutomation } from '../api/save-automation';
import { draftOf, newDraft, type AutomationDraft } from './automation-draft';
import { automationErrorMap, automationFormSchema } from './form-schema';
import { refusalField } from './refusal-field';

/**
 * The automation form: checked by the server's schema before any call; each of a refusal's details shown
 * on its field, anything else (403, a detail of no field) above the form, and what was typed stays.
 */
export function useAutomationForm(automation: Automation | null, onSaved: () => void) {
  const { t } = useTranslation();
  const form = useForm<AutomationDraft, unknown, AutomationInput>({
    resolver: zodResolver(automationFormSchema as never, { error: automationErrorMap }) as never,
    defaultValues: automation ? draftOf(automation) : newDraft(),
  });
  const save = useSaveAutomation();
  const [formError, setFormError] = useState<string>();

  /** Places a refusal's details on their fields; the words to show above the form, if any are left. */
  const placeRefusal = (error: unknown): string | undefined => {
    const details = error instanceof ApiError ? (error.details ?? []) : [];
    let placed = false;
    for (const detail of details) {
      const field = refusalField(detail.path);
      if (!field) continue;
      form.setError(field as Path<AutomationDraft>, { type: 'server', message: detail.message });
      placed = true;
    }
    return placed ? undefined : errorMessage(t, error);
  };

  const submit = form.handleSubmit((body) => {
    setFormError(undefined);
    save.mutate(
      { id: automation?._id ?? null, body },
      { onSuccess: onSaved, onError: (error) => setFormError(placeRefusal(error)) },
    );
  });

  return { form, submit, formError, placeRefusal, saving: save.isPending };
}
