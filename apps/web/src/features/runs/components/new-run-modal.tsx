import type { ReactNode } from 'react';
import { Button, TextInput } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { Run } from '@canopy/shared/schemas/runs';
import { FormModal } from '../../../components/ui/form-modal';
import { useRooms } from '../../../lib/crop/api/list-rooms';
import { useRunStrainChoices } from '../api/strain-choices';
import { useNewRunForm } from '../lib/use-new-run-form';
import { FormAtField } from '../../../components/crop/form-at-field';
import { NewGroupFields } from './new-group-fields';
import { PlannedDaysFields } from './planned-days-fields';

export interface NewRunModalProps {
  onClose: () => void;
  onCreated: (run: Run) => void;
}

/** Starts a run (staff): optional name, a start now or earlier, planned days and one or more groups. */
export function NewRunModal({ onClose, onCreated }: NewRunModalProps): ReactNode {
  const { t } = useTranslation();
  const strains = useRunStrainChoices().data ?? [];
  const rooms = useRooms().data ?? [];
  const { form, groups, addGroup, removeGroup, submit, errorOf, formError, saving } =
    useNewRunForm(onCreated);
  return (
    <FormModal
      title={t('runs.newTitle')}
      onClose={onClose}
      onSubmit={submit}
      formError={formError}
      submitLabel={t('runs.new')}
      saving={saving}
      size="xl"
      footerStart={
        <Button variant="light" onClick={addGroup}>
          {t('runs.group.add')}
        </Button>
      }
    >
      <TextInput
        label={t('runs.name')}
        description={t('runs.nameHint')}
        error={errorOf('name')}
        {...form.register('name')}
      />
      <FormAtField
        control={form.control}
        name="startedAt"
        label={t('runs.startedAt')}
        description={t('runs.startedAtHint')}
        error={errorOf('startedAt')}
      />
      <PlannedDaysFields control={form.control} errorOf={(stage) => errorOf(`plannedDays.${stage}`)} />
      {groups.map((group, index) => (
        <NewGroupFields
          key={group.id}
          form={form}
          index={index}
          strains={strains}
          rooms={rooms}
          onRemove={groups.length > 1 ? () => removeGroup(index) : undefined}
          errorOf={(field) => errorOf(`groups.${index}.${field}`)}
        />
      ))}
    </FormModal>
  );
}
