import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { createRunBodySchema, type CreateRunBody, type Run } from '@canopy/shared/schemas/runs';
import { cropFormSchema } from '../../../lib/crop/crop-form-schema';
import { isAfterNow } from '../../../lib/crop/local-time-input';
import { useCropForm } from '../../../lib/crop/use-crop-form';
import { useCreateRun } from '../api/create-run';
import { newGroupDraft, newRunBody, newRunDraft, type NewRunDraft } from './new-run-draft';

const SERVER_FIELDS = ['name', 'startedAt', 'plannedDays', 'groups'] as const;

export type NewRunForm = UseFormReturn<NewRunDraft, unknown, CreateRunBody>;

/** The new run form: its groups added and removed as typed; errors are on their paths (`groups.0.plantCount`). */
export function useNewRunForm(onCreated: (run: Run) => void) {
  const { t } = useTranslation();
  const create = useCreateRun();
  const { form, errorOf, formError, submitWith, refused } = useCropForm(
    () =>
      cropFormSchema(createRunBodySchema, newRunBody, (draft: NewRunDraft) => ({
        startedAt: isAfterNow(draft.startedAt, new Date()) ? t('runs.fieldNotAfterNow') : undefined,
      })),
    () => newRunDraft(new Date()),
  );
  const groups = useFieldArray({ control: form.control, name: 'groups' });

  const submit = submitWith((body) =>
    create.mutate(body, {
      onSuccess: onCreated,
      onError: (error) => refused(error, SERVER_FIELDS),
    }),
  );

  return {
    form,
    groups: groups.fields,
    addGroup: () => groups.append(newGroupDraft()),
    removeGroup: groups.remove,
    submit,
    errorOf,
    formError,
    saving: create.isPending,
  };
}
