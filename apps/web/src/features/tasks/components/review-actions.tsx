import type { ReactNode } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { canReviewTask, type Actor } from '@canopy/shared/permissions';
import { errorMessage } from '../../../i18n/error-message';
import { useSetThreadStatus } from '../../../lib/threads/set-thread-status';
import { tasksApi } from '../api/tasks-api';

/**
 * A completed task that needs review (status `review`): everyone reads that it waits; staff approve it (done) or return it
 * to the people doing it (in progress).
 */
export function ReviewActions({ task, actor }: { task: { _id: string }; actor: Actor }): ReactNode {
  const { t } = useTranslation();
  const setStatus = useSetThreadStatus(tasksApi);
  const review = (status: 'done' | 'in_progress') => setStatus.mutate({ id: task._id, status });
  return (
    <Stack gap="xs">
      <Text size="sm">{t('tasks.review.waiting')}</Text>
      {setStatus.isError ? (
        <Alert color="red" role="alert" title={t('tasks.review.failed')}>
          {errorMessage(t, setStatus.error)}
        </Alert>
      ) : null}
      {canReviewTask(actor) ? (
        <Group gap="xs">
          <Button color="canopy" loading={setStatus.isPending} onClick={() => review('done')}>
            {t('tasks.review.approve')}
          </Button>
          <Button variant="default" disabled={setStatus.isPending} onClick={() => review('in_progress')}>
            {t('tasks.review.return')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
