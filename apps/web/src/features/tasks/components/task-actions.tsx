import type { ReactNode } from 'react';
import { Alert, Button, Group, NativeSelect, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  canCompleteTask,
  canDeleteTask,
  canEditTask,
  canSetTaskStatus,
  type Actor,
} from '@canopy/shared/permissions';
import type { TaskSummary } from '@canopy/shared/schemas/tasks';
import { TASK_STATUSES, isTaskStatus } from '@canopy/shared/tasks';
import { errorMessage } from '../../../i18n/error-message';
import { useSetTaskStatus } from '../api/set-task-status';
import { DeleteTaskButton } from './delete-task-button';
import { taskStatusLabel } from './task-status-badge';

export interface TaskActionsProps {
  task: TaskSummary;
  actor: Actor;
  /** Opens the description editor; left out while it is open. */
  onEdit?: (() => void) | undefined;
}

/** Edit, 'Mark done' and delete for the creator or staff; the status dropdown for staff only. */
export function TaskActions({ task, actor, onEdit }: TaskActionsProps): ReactNode {
  const { t } = useTranslation();
  const setStatus = useSetTaskStatus();
  const owned = { createdById: task.createdBy.id };
  const statusOptions = [
    ...(isTaskStatus(task.status) ? [] : [{ value: task.status, label: task.status, disabled: true }]),
    ...TASK_STATUSES.map((status) => ({ value: status, label: taskStatusLabel(t, status) })),
  ];

  return (
    <Stack gap="xs">
      {setStatus.isError ? (
        <Alert color="red" role="alert" title={t('tasks.statusFailed')}>
          {errorMessage(t, setStatus.error)}
        </Alert>
      ) : null}
      {canSetTaskStatus(actor) ? (
        <NativeSelect
          maw={280}
          label={t('tasks.changeStatus')}
          value={task.status}
          data={statusOptions}
          disabled={setStatus.isPending}
          onChange={(event) => {
            const status = event.currentTarget.value;
            if (isTaskStatus(status)) setStatus.mutate({ id: task._id, status });
          }}
        />
      ) : null}
      <Group gap="xs">
        {onEdit && canEditTask(actor, owned) ? (
          <Button variant="light" onClick={onEdit}>
            {t('common.edit')}
          </Button>
        ) : null}
        {canCompleteTask(actor, owned) && task.status !== 'done' ? (
          <Button
            loading={setStatus.isPending}
            onClick={() => setStatus.mutate({ id: task._id, status: 'done' })}
          >
            {t('tasks.markDone')}
          </Button>
        ) : null}
        {canDeleteTask(actor, owned) ? <DeleteTaskButton taskId={task._id} /> : null}
      </Group>
    </Stack>
  );
}
