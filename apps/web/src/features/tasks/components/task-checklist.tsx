import { useState, type ReactNode } from 'react';
import { Alert, Checkbox, Stack, Text } from '@mantine/core';
import { Trans } from 'react-i18next';
import { useTranslation } from '../../../i18n/use-translation';
import { canTickTaskChecklist, type Actor } from '@canopy/shared/permissions';
import type { TaskSummary } from '@canopy/shared/schemas/tasks';
import { personName } from '../../../components/threads/thread-spec';
import { errorMessage } from '../../../i18n/error-message';
import { useTickChecklist } from '../api/tick-checklist';
import { useQueuedTicks } from '../lib/queued-ticks';

/**
 * The task's checklist (not empty) as tick boxes: its assignees, its creator and staff tick them, on a phone offline
 * too (the tick waits on the phone and says so); others see them read-only. Ticked here, a box shows the
 * new state at once.
 */
export function TaskChecklist({ task, actor }: { task: TaskSummary; actor: Actor }): ReactNode {
  const { t } = useTranslation();
  const tick = useTickChecklist();
  const queued = useQueuedTicks(
    task._id,
    task.checklist.map((item) => item._id),
  );
  // What was ticked on this screen, until the task is read again with it.
  const [ticked, setTicked] = useState<ReadonlyMap<string, boolean>>(new Map());
  const [seen, setSeen] = useState(task.checklist);
  if (seen !== task.checklist) {
    setSeen(task.checklist);
    setTicked(new Map());
  }
  const may = canTickTaskChecklist(actor, { createdById: task.createdBy.id, assigneeIds: task.assigneeIds });
  const doneOf = (item: TaskSummary['checklist'][number]) =>
    ticked.get(item._id) ?? queued.get(item._id) ?? item.done;
  const count = task.checklist.length;
  const done = task.checklist.filter(doneOf).length;

  const change = (item: TaskSummary['checklist'][number], next: boolean) => {
    setTicked((current) => new Map(current).set(item._id, next));
    tick.mutate(
      { taskId: task._id, itemId: item._id, done: next, summary: `${next ? '✓' : '○'} ${item.text}` },
      {
        onError: () =>
          setTicked((current) => {
            const rest = new Map(current);
            rest.delete(item._id);
            return rest;
          }),
      },
    );
  };

  return (
    <Stack gap={6} role="group" aria-label={t('tasks.checklist.label')}>
      <Text size="sm" fw={600}>
        {t('tasks.checklist.label')} · {t('tasks.checklist.progress', { done, count })}
      </Text>
      {tick.isError ? (
        <Alert color="red" role="alert" title={t('tasks.checklist.failed')}>
          {errorMessage(t, tick.error)}
        </Alert>
      ) : null}
      {task.checklist.map((item) => {
        const waiting = queued.has(item._id);
        const doneBy = item.done && item.doneBy && !ticked.has(item._id) ? item.doneBy : null;
        return (
          <Checkbox
            key={item._id}
            label={<bdi>{item.text}</bdi>}
            checked={doneOf(item)}
            disabled={!may}
            onChange={(event) => change(item, event.currentTarget.checked)}
            description={
              waiting ? (
                t('tasks.checklist.waiting')
              ) : doneBy ? (
                <Trans
                  i18nKey="tasks.checklist.doneBy"
                  values={{ name: personName(doneBy) }}
                  components={{ bdi: <bdi /> }}
                />
              ) : undefined
            }
          />
        );
      })}
    </Stack>
  );
}
