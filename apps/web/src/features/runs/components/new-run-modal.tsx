import type { ReactNode } from 'react';
import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
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
  const form = useNewRunForm(onCreated);
  const { draft } = form;
  return (
    <Modal opened onClose={onClose} title={t('runs.newTitle')} size="xl">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          form.submit();
        }}
      >
        <Stack gap="sm">
          {form.errorOf('form') ? (
            <Alert color="red" role="alert">
              {form.errorOf('form')}
            </Alert>
          ) : null}
          <TextInput
            label={t('runs.name')}
            description={t('runs.nameHint')}
            value={draft.name}
            onChange={(event) => form.patch({ name: event.currentTarget.value })}
            error={form.errorOf('name')}
          />
          <AtField
            label={t('runs.startedAt')}
            description={t('runs.startedAtHint')}
            value={draft.startedAt}
            onChange={(startedAt) => form.patch({ startedAt })}
            error={form.errorOf('startedAt')}
          />
          <PlannedDaysFields
            value={draft.plannedDays}
            onChange={form.setPlanned}
            errorOf={(stage) => form.errorOf(`plannedDays.${stage}`)}
          />
          {draft.groups.map((group, index) => (
            <NewGroupFields
              key={group.key}
              number={index + 1}
              group={group}
              strains={strains}
              rooms={rooms}
              onChange={(change) => form.setGroup(index, change)}
              onRemove={draft.groups.length > 1 ? () => form.removeGroup(index) : undefined}
              errorOf={(field) => form.errorOf(`groups.${index}.${field}`)}
            />
          ))}
          <Group justify="space-between">
            <Button variant="light" onClick={form.addGroup}>
              {t('runs.group.add')}
            </Button>
            <Group gap="xs">
              <Button variant="default" onClick={onClose}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" loading={form.saving}>
                {t('runs.new')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
