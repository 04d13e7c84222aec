import { useId, useState, type ReactNode } from 'react';
import { Button } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { canEditTask, type Actor } from '@canopy/shared/permissions';
import type { TaskSummary } from '@canopy/shared/schemas/tasks';
import { ThreadActions } from '../../../components/threads/thread-actions';
import { ThreadByline, ThreadCard, ThreadCardHeader } from '../../../components/threads/thread-card';
import { ThreadComments } from '../../../components/threads/thread-comments';
import { ThreadEditForm } from '../../../components/threads/thread-edit-form';
import { ThreadStatusBadge } from '../../../components/threads/thread-status-badge';
import { PhotoThumbnails } from '../../../components/ui/photo-thumbnails';
import { ReviewActions } from './review-actions';
import { TaskChecklist } from './task-checklist';
import { editTaskForm } from './task-form';
import { TaskFormModal } from './task-form-modal';
import { TaskPlanLine } from './task-plan-line';
import { taskThread } from './task-thread';

/**
 * One task: description, status, its plan (due, priority, people), author and dates, photos, checklist,
 * review, actions and comments. The description's editor opens above the actions, which stay; the whole
 * plan is edited in a dialog.
 */
export function TaskCard({ task, actor }: { task: TaskSummary; actor: Actor }): ReactNode {
  const { t } = useTranslation();
  const titleId = useId();
  const [editing, setEditing] = useState(false);
  const [planning, setPlanning] = useState(false);
  const completed = task.completedAt ? [{ label: t('tasks.completed'), at: task.completedAt }] : [];

  return (
    <ThreadCard titleId={titleId} gap="sm">
      <ThreadCardHeader
        titleId={titleId}
        title={task.description}
        aside={<ThreadStatusBadge statuses={taskThread.statuses} status={task.status} />}
      />
      <TaskPlanLine task={task} />
      <ThreadByline item={task} dates={[{ label: t('tasks.created'), at: task.createdAt }, ...completed]} />
      <PhotoThumbnails photos={task.photos.map((photo) => ({ url: photo.url, id: photo.publicId }))} />
      {task.checklist.length > 0 ? <TaskChecklist task={task} actor={actor} /> : null}
      {task.status === 'review' ? <ReviewActions task={task} actor={actor} /> : null}
      {editing ? (
        <ThreadEditForm
          spec={taskThread}
          id={task._id}
          form={editTaskForm}
          values={{ description: task.description }}
          inline
          onDone={() => setEditing(false)}
        />
      ) : null}
      <ThreadActions
        spec={taskThread}
        item={task}
        actor={actor}
        onEdit={editing ? undefined : () => setEditing(true)}
      />
      {canEditTask(actor, { createdById: task.createdBy.id }) ? (
        <div>
          <Button variant="subtle" size="compact-sm" onClick={() => setPlanning(true)}>
            {t('tasks.form.edit')}
          </Button>
        </div>
      ) : null}
      {planning ? <TaskFormModal task={task} onClose={() => setPlanning(false)} /> : null}
      <ThreadComments spec={taskThread} item={task} latestFirst />
    </ThreadCard>
  );
}
