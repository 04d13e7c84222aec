import { useId, useState, type ReactNode } from 'react';
import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Actor } from '@canopy/shared/permissions';
import type { Task } from '@canopy/shared/schemas/tasks';
import { CommentThread } from '../../../components/ui/comment-thread';
import { PhotoThumbnails } from '../../../components/ui/photo-thumbnails';
import { currentLanguage } from '../../../i18n/i18n';
import { errorMessage } from '../../../i18n/error-message';
import { formatDateTime } from '../../../lib/dates';
import { useCommentOnTask } from '../api/comment-on-task';
import { EditTaskForm } from './edit-task-form';
import { TaskActions } from './task-actions';
import { TaskStatusBadge } from './task-status-badge';

/** One task: description, status, author and dates, photos, actions and comments. */
export function TaskCard({ task, actor }: { task: Task; actor: Actor }): ReactNode {
  const { t, i18n } = useTranslation();
  const comment = useCommentOnTask();
  const titleId = useId();
  const [editing, setEditing] = useState(false);
  const language = currentLanguage(i18n);
  const author = task.createdBy.displayName || task.createdBy.login;

  return (
    <Card withBorder padding="md" role="article" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Title
            order={3}
            size="h5"
            id={titleId}
            dir="auto"
            style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
          >
            {task.description}
          </Title>
          <TaskStatusBadge status={task.status} />
        </Group>
        <Text size="sm" c="dimmed">
          <bdi>{task.shortId}</bdi> · <bdi>{author}</bdi> · {t('tasks.created')}{' '}
          <bdi>
            <time dateTime={task.createdAt}>{formatDateTime(task.createdAt, language)}</time>
          </bdi>
          {task.completedAt ? (
            <>
              {' '}
              · {t('tasks.completed')}{' '}
              <bdi>
                <time dateTime={task.completedAt}>{formatDateTime(task.completedAt, language)}</time>
              </bdi>
            </>
          ) : null}
        </Text>
        <PhotoThumbnails photos={task.photos.map((photo) => ({ url: photo.url, id: photo.publicId }))} />
        {editing ? <EditTaskForm task={task} onDone={() => setEditing(false)} /> : null}
        <TaskActions task={task} actor={actor} onEdit={editing ? undefined : () => setEditing(true)} />
        <CommentThread
          comments={task.comments.map((c) => ({
            id: c._id,
            text: c.text,
            authorName: c.createdBy.displayName || c.createdBy.login,
            createdAt: c.createdAt,
          }))}
          onAdd={(text) => comment.mutateAsync({ id: task._id, text })}
          pending={comment.isPending}
          error={comment.isError ? errorMessage(t, comment.error) : undefined}
        />
      </Stack>
    </Card>
  );
}
