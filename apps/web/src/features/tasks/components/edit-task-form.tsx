import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TaskSummary } from '@canopy/shared/schemas/tasks';
import { errorMessage } from '../../../i18n/error-message';
import { useUpdateTask } from '../api/update-task';

/** Inline edit of a task's description; a blank one is refused before any call. */
export function EditTaskForm({ task, onDone }: { task: TaskSummary; onDone: () => void }): ReactNode {
  const { t } = useTranslation();
  const update = useUpdateTask();
  const [description, setDescription] = useState(task.description);
  const [blank, setBlank] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = description.trim();
    setBlank(!trimmed);
    if (!trimmed) return;
    update.mutate({ id: task._id, description: trimmed }, { onSuccess: onDone });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        {update.isError ? (
          <Alert color="red" role="alert" title={t('tasks.updateFailed')}>
            {errorMessage(t, update.error)}
          </Alert>
        ) : null}
        <TextInput
          label={t('tasks.description')}
          withAsterisk
          value={description}
          error={blank ? t('validation.required') : undefined}
          onChange={(event) => setDescription(event.currentTarget.value)}
        />
        <Group gap="xs">
          <Button type="submit" loading={update.isPending}>
            {t('common.save')}
          </Button>
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
