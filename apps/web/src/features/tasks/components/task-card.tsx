import { useId, useState, type ReactNode } from 'react';
import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Actor } from '@canopy/shared/permissions';
import type { TaskSummary } from '@canopy/shared/schemas/tasks';
import { PhotoThumbnails } from '../../../components/ui/photo-thumbnails';
import { currentLanguage } from '../../../i18n/i18n';
import { formatDateTime } from '../../../lib/dates';
import { EditTaskForm } from './edit-task-form';
import { TaskActions } from './task-actions';
import { TaskComments } from './task-comments';
import { TaskStatusBadge } from './task-status-badge';

/** One task: description, status, author and dates, photos, actions and comments. */
export function TaskCard({ task, actor }: { task: TaskSummary; actor: Actor }): ReactNode {
  const { t, i18n } = useTranslation();
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
        <TaskComments task={task} />
      </Stack>
    </Card>
  );
}
