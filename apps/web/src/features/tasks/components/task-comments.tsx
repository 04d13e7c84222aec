import { useState, type ReactNode } from 'react';
import { Alert, Button, Loader, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TaskSummary } from '@canopy/shared/schemas/tasks';
import { CommentThread, type ThreadComment } from '../../../components/ui/comment-thread';
import { errorMessage } from '../../../i18n/error-message';
import { useCommentOnTask } from '../api/comment-on-task';
import { useTask } from '../api/list-tasks';

type TaskComment = NonNullable<TaskSummary['lastComment']>;

const toThread = (c: TaskComment): ThreadComment => ({
  id: c._id,
  text: c.text,
  authorName: c.createdBy.displayName || c.createdBy.login,
  createdAt: c.createdAt,
});

/** A task's latest comment with the form to add one; the whole thread loads when asked for. */
export function TaskComments({ task }: { task: TaskSummary }): ReactNode {
  const { t } = useTranslation();
  const comment = useCommentOnTask();
  const [whole, setWhole] = useState(false);
  const full = useTask(task._id, whole);
  const latest = task.lastComment ? [toThread(task.lastComment)] : [];
  const shown = whole && full.data ? full.data.comments.map(toThread) : latest;

  return (
    <Stack gap="xs">
      {task.commentCount > 1 ? (
        <div>
          <Button
            variant="subtle"
            size="compact-sm"
            aria-expanded={whole}
            onClick={() => setWhole((on) => !on)}
          >
            {whole ? t('comments.latestOnly') : t('comments.showAll', { count: task.commentCount })}
          </Button>
        </div>
      ) : null}
      {whole && full.isPending ? <Loader size="sm" aria-label={t('comments.loading')} /> : null}
      {whole && full.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(t, full.error)}
        </Alert>
      ) : null}
      <CommentThread
        comments={shown}
        onAdd={(text) => comment.mutateAsync({ id: task._id, text })}
        pending={comment.isPending}
        error={comment.isError ? errorMessage(t, comment.error) : undefined}
      />
    </Stack>
  );
}
