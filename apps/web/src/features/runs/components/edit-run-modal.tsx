import type { ReactNode } from 'react';
import { Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/ui/form-modal';
import { RUN_STATES, type RunState } from '@canopy/shared/crop';
import type { Run } from '@canopy/shared/schemas/runs';
import { useEditRunForm } from '../lib/use-edit-run-form';
import { PlannedDaysFields } from './planned-days-fields';

/** Edits a run's name, code, state, plan and notes (staff). */
export function EditRunModal({ run, onClose }: { run: Run; onClose: () => void }): ReactNode {
  const { t } = useTranslation();
  const { draft, set, setPlanned, submit, errorOf, saving } = useEditRunForm(run, onClose);
  return (
    <FormModal
      title={t('runs.editTitle')}
      onClose={onClose}
      onSubmit={submit}
      formError={errorOf('form')}
      submitLabel={t('common.save')}
      saving={saving}
      size="lg"
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        <TextInput
          label={t('runs.name')}
          withAsterisk
          value={draft.name}
          onChange={(event) => set({ name: event.currentTarget.value })}
          error={errorOf('name')}
        />
        <TextInput
          label={t('runs.code')}
          withAsterisk
          value={draft.code}
          onChange={(event) => set({ code: event.currentTarget.value })}
          error={errorOf('code')}
        />
      </SimpleGrid>
      <Select
        label={t('runs.state')}
        data={RUN_STATES.map((state) => ({ value: state, label: t(`runs.states.${state}`) }))}
        value={draft.state}
        onChange={(value) => value && set({ state: value as RunState })}
        allowDeselect={false}
        error={errorOf('state')}
      />
      <PlannedDaysFields
        value={draft.plannedDays}
        onChange={setPlanned}
        errorOf={(stage) => errorOf(`plannedDays.${stage}`)}
      />
      <Textarea
        label={t('runs.notes')}
        autosize
        minRows={2}
        value={draft.notes}
        onChange={(event) => set({ notes: event.currentTarget.value })}
        error={errorOf('notes')}
      />
    </FormModal>
  );
}
