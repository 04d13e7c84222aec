import type { ReactNode } from 'react';
import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Run } from '@canopy/shared/schemas/runs';
import { useRooms } from '../../../lib/crop/api/list-rooms';
import { useRunStrainChoices } from '../api/strain-choices';
import { useNewRunForm } from '../lib/use-new-run-form';
import { AtField } from '../../../components/crop/at-field';
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
    <Modal opened onClose={onClose} title={t('runs.newTitle')} size="xl">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          {formError ? (
            <Alert color="red" role="alert">
              {formError}
            </Alert>
          ) : null}
          <TextInput
            label={t('runs.name')}
            description={t('runs.nameHint')}
            error={errorOf('name')}
            {...form.register('name')}
          />
          <Controller
            control={form.control}
            name="startedAt"
            render={({ field }) => (
              <AtField
                label={t('runs.startedAt')}
                description={t('runs.startedAtHint')}
                value={field.value}
                onChange={field.onChange}
                error={errorOf('startedAt')}
              />
            )}
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
          <Group justify="space-between">
            <Button variant="light" onClick={addGroup}>
              {t('runs.group.add')}
            </Button>
            <Group gap="xs">
              <Button variant="default" onClick={onClose}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" loading={saving}>
                {t('runs.new')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
