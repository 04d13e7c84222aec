import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldError, type Path } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import type { Task, TaskSummary } from '@canopy/shared/schemas/tasks';
import { errorMessage } from '../../../i18n/error-message';
import { fieldErrorText, validationKeys } from '../../../i18n/validation-message';
import { ApiError } from '../../../lib/api-client';
import { useSiteTimeZone } from '../../../lib/crop/api/get-site';
import { useSaveTask } from '../api/save-task';
import {
  createBodyOf,
  draftFieldOf,
  draftOf,
  emptyDraft,
  patchBodyOf,
  taskDraftSchema,
  type TaskDraft,
} from './task-draft';

/**
 * The task form (create when `task` is null, else edit): react-hook-form over the draft, checked by its
 * schema before any call; a refusal's details are each shown on their field, anything else above the form.
 */
export function useTaskForm(task: Task | TaskSummary | null, onSaved: () => void) {
  const { t } = useTranslation();
  const timeZone = useSiteTimeZone();
  const form = useForm<TaskDraft>({
    resolver: zodResolver(taskDraftSchema, { error: validationKeys }),
    defaultValues: task ? draftOf(task, timeZone) : emptyDraft(),
  });
  const save = useSaveTask();
  const [formError, setFormError] = useState<string>();

  /** Each detail on its field; the refusal above the form when none has a field here. */
  const placeRefusal = (error: unknown): string | undefined => {
    const details = error instanceof ApiError ? (error.details ?? []) : [];
    let placed = false;
    for (const detail of details) {
      const field = draftFieldOf(detail.path);
      if (!field) continue;
      form.setError(field as Path<TaskDraft>, { type: 'server', message: detail.message });
      placed = true;
    }
    return placed ? undefined : errorMessage(t, error);
  };

  const submit = form.handleSubmit((draft) => {
    setFormError(undefined);
    save.mutate(
      task
        ? { id: task._id, body: patchBodyOf(draft, task, timeZone) }
        : { id: null, body: createBodyOf(draft, timeZone) },
      { onSuccess: onSaved, onError: (error) => setFormError(placeRefusal(error)) },
    );
  });

  /** A field's message in the reader's language: a page text of the form's own, a validation key, or the server's words. */
  const errorOf = (field: string): string | undefined => {
    // Every field named here is a leaf (`checklist.0.text`), whose error is a plain one.
    const error = form.getFieldState(field as Path<TaskDraft>, form.formState).error as
      FieldError | undefined;
    if (error?.message?.startsWith('tasks.')) return t(error.message as 'tasks.form.scopeNeeded');
    return fieldErrorText(t, error);
  };

  return { form, submit, errorOf, formError, saving: save.isPending };
}
