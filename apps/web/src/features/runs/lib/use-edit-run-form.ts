import type { GrowingStage, RunState } from '@canopy/shared/crop';
import { updateRunBodySchema, type Run, type UpdateRunBody } from '@canopy/shared/schemas/runs';
import { cropFormSchema } from '../../../lib/crop/crop-form-schema';
import { useCropForm } from '../../../lib/crop/use-crop-form';
import { useUpdateRun } from '../api/update-run';

const FIELDS = ['name', 'code', 'plannedDays', 'notes', 'state'] as const;

/** The run form's values; an emptied stage's planned days are NaN. */
export interface EditRunDraft {
  name: string;
  code: string;
  state: RunState;
  notes: string;
  plannedDays: Record<GrowingStage, number>;
}

/** The run's name, code, state, notes and plan; a taken code shows beside the code. */
export function useEditRunForm(run: Run, onDone: () => void) {
  const update = useUpdateRun();
  const { form, errorOf, formError, submitWith, refused } = useCropForm(
    () =>
      cropFormSchema(
        updateRunBodySchema,
        (draft: EditRunDraft): UpdateRunBody => ({ ...draft }),
        () => ({}),
      ),
    (): EditRunDraft => ({
      name: run.name,
      code: run.code,
      state: run.state,
      notes: run.notes,
      plannedDays: { ...run.plannedDays },
    }),
  );

  const submit = submitWith((body) =>
    update.mutate(
      { id: run._id, body },
      { onSuccess: onDone, onError: (error) => refused(error, FIELDS, { 'runs.code_taken': 'code' }) },
    ),
  );

  return { form, submit, errorOf, formError, saving: update.isPending };
}
