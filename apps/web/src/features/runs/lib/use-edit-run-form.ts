import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GrowingStage, RunState } from '@canopy/shared/crop';
import { updateRunBodySchema, type Run } from '@canopy/shared/schemas/runs';
import { errorText, schemaErrors, type FormErrors } from '../../../lib/crop/form-errors';
import { serverFieldErrors } from '../../../lib/crop/server-field-errors';
import { useUpdateRun } from '../api/update-run';

const FIELDS = ['name', 'code', 'plannedDays', 'notes', 'state'] as const;

export interface EditRunDraft {
  name: string;
  code: string;
  state: RunState;
  notes: string;
  plannedDays: Record<GrowingStage, number | ''>;
}

/** The run's name, code, state, notes and plan; a taken code shows beside the code. */
export function useEditRunForm(run: Run, onDone: () => void) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<EditRunDraft>(() => ({
    name: run.name,
    code: run.code,
    state: run.state,
    notes: run.notes,
    plannedDays: { ...run.plannedDays },
  }));
  const [errors, setErrors] = useState<FormErrors>({});
  const update = useUpdateRun();
  const set = (change: Partial<EditRunDraft>) => setDraft((current) => ({ ...current, ...change }));
  const setPlanned = (stage: GrowingStage, days: number | '') =>
    setDraft((current) => ({ ...current, plannedDays: { ...current.plannedDays, [stage]: days } }));

  const submit = () => {
    const plannedDays = Object.fromEntries(
      Object.entries(draft.plannedDays).map(([stage, days]) => [stage, days === '' ? Number.NaN : days]),
    ) as Run['plannedDays'];
    const body = { ...draft, plannedDays };
    const invalid = schemaErrors(updateRunBodySchema, body);
    setErrors(invalid ?? {});
    if (invalid) return;
    update.mutate(
      { id: run._id, body },
      {
        onSuccess: onDone,
        onError: (error) => setErrors(serverFieldErrors(error, FIELDS, { 'runs.code_taken': 'code' })),
      },
    );
  };

  const errorOf = (field: string) => errorText(t, errors[field]);
  return { draft, set, setPlanned, submit, errorOf, saving: update.isPending };
}
