import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Actor } from '@canopy/shared/permissions';
import type { TaskSummary } from '@canopy/shared/schemas/tasks';
import { ThreadActions } from '../../../components/threads/thread-actions';
import { ThreadByline, ThreadCard, ThreadCardHeader } from '../../../components/threads/thread-card';
import { ThreadComments } from '../../../components/threads/thread-comments';
import { ThreadEditForm } from '../../../components/threads/thread-edit-form';
import { ThreadStatusBadge } from '../../../components/threads/thread-status-badge';
import { PhotoThumbnails } from '../../../components/ui/photo-thumbnails';
import { editTaskForm } from './task-form';
import { taskThread } from './task-thread';

/**
 * One task: description, status, author and dates, photos, actions and comments. The description's editor
 * opens above the actions, which stay.
 */
export function TaskCard({ task, actor }: { task: TaskSummary; actor: Actor }): ReactNode {
  const { t } = useTranslation();
  const titleId = useId();
  const [editing, setEditing] = useState(false);
  const completed = task.completedAt ? [{ label: t('tasks.completed'), at: task.completedAt }] : [];

  return (
    <ThreadCard titleId={titleId} gap="sm">
      <ThreadCardHeader
        titleId={titleId}
        title={task.description}
        aside={<ThreadStatusBadge statuses={taskThread.statuses} status={task.status} />}
      />
      <ThreadByline item={task} dates={[{ label: t('tasks.created'), at: task.createdAt }, ...completed]} />
      <PhotoThumbnails photos={task.photos.map((photo) => ({ url: photo.url, id: photo.publicId }))} />
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
      <ThreadComments spec={taskThread} item={task} latestFirst />
    </ThreadCard>
  );
}
