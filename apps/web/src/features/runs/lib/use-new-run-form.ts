import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GrowingStage } from '@canopy/shared/crop';
import { createRunBodySchema, type Run } from '@canopy/shared/schemas/runs';
import { errorText, schemaErrors, type FormErrors } from '../../../lib/crop/form-errors';
import { serverFieldErrors } from '../../../lib/crop/server-field-errors';
import { useCreateRun } from '../api/create-run';
import { isAfterNow } from '../../../lib/crop/local-time-input';
import { newGroupDraft, newRunBody, newRunDraft, type GroupDraft, type NewRunDraft } from './new-run-draft';

const SERVER_FIELDS = ['name', 'startedAt', 'plannedDays', 'groups'] as const;

/** The new run form's state, checks and submission; errors are keyed by path (`groups.0.plantCount`). */
export function useNewRunForm(onCreated: (run: Run) => void) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<NewRunDraft>(() => newRunDraft(new Date()));
  const [errors, setErrors] = useState<FormErrors>({});
  const create = useCreateRun();

  const patch = (change: Partial<NewRunDraft>) => setDraft((current) => ({ ...current, ...change }));
  const setPlanned = (stage: GrowingStage, days: number | '') =>
    setDraft((current) => ({ ...current, plannedDays: { ...current.plannedDays, [stage]: days } }));
  const setGroup = (index: number, change: Partial<GroupDraft>) =>
    setDraft((current) => ({
      ...current,
      groups: current.groups.map((group, i) => (i === index ? { ...group, ...change } : group)),
    }));
  const addGroup = () =>
    setDraft((current) => ({ ...current, groups: [...current.groups, newGroupDraft()] }));
  const removeGroup = (index: number) =>
    setDraft((current) => ({ ...current, groups: current.groups.filter((_, i) => i !== index) }));

  const submit = () => {
    const body = newRunBody(draft);
    const invalid = schemaErrors(createRunBodySchema, body) ?? {};
    if (isAfterNow(draft.startedAt, new Date())) invalid.startedAt = t('runs.fieldNotAfterNow');
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    create.mutate(body, {
      onSuccess: onCreated,
      onError: (error) => setErrors(serverFieldErrors(error, SERVER_FIELDS)),
    });
  };

  const errorOf = (path: string) => errorText(t, errors[path]);
  return {
    draft,
    patch,
    setPlanned,
    setGroup,
    addGroup,
    removeGroup,
    submit,
    errorOf,
    saving: create.isPending,
  };
}
