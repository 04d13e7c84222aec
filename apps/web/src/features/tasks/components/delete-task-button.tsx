import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteWithConfirm } from '../../../components/ui/delete-with-confirm';
import { useDeleteTask } from '../api/delete-task';

/** Moves the task to the trash after a confirmation. */
export function DeleteTaskButton({ taskId }: { taskId: string }): ReactNode {
  const { t } = useTranslation();
  return (
    <DeleteWithConfirm mutation={useDeleteTask()} id={taskId} title={t('tasks.deleteTitle')}>
      {t('tasks.deleteConfirm')}
    </DeleteWithConfirm>
  );
}
