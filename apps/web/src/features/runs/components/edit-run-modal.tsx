import type { ReactNode } from 'react';
import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { SaveFormModal } from '../../../components/ui/form-modal';
import { FormSelect } from '../../../components/ui/form-select';
import { RUN_STATES } from '@canopy/shared/crop';
import type { Run } from '@canopy/shared/schemas/runs';
import { useEditRunForm } from '../lib/use-edit-run-form';
import { PlannedDaysFields } from './planned-days-fields';

/** Edits a run's name, code, state, plan and notes (staff). */
export function EditRunModal({ run, onClose }: { run: Run; onClose: () => void }): ReactNode {
  const { t } = useTranslation();
  const { form, submit, errorOf, formError, saving } = useEditRunForm(run, onClose);
  return (
    <SaveFormModal title={t('runs.editTitle')} onClose={onClose} form={{ submit, formError, saving }}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        <TextInput label={t('runs.name')} withAsterisk error={errorOf('name')} {...form.register('name')} />
        <TextInput label={t('runs.code')} withAsterisk error={errorOf('code')} {...form.register('code')} />
      </SimpleGrid>
      <FormSelect
        control={form.control}
        name="state"
        label={t('runs.state')}
        data={RUN_STATES.map((state) => ({ value: state, label: t(`runs.states.${state}`) }))}
        error={errorOf('state')}
      />
      <PlannedDaysFields control={form.control} errorOf={(stage) => errorOf(`plannedDays.${stage}`)} />
      <Textarea
        label={t('runs.notes')}
        autosize
        minRows={2}
        error={errorOf('notes')}
        {...form.register('notes')}
      />
    </SaveFormModal>
  );
}
