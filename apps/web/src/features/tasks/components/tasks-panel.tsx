import type { ReactNode } from 'react';
import { Alert, Button, Collapse, Loader, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { Actor } from '@canopy/shared/permissions';
import { errorMessage } from '../../../i18n/error-message';
import { useTasks } from '../api/list-tasks';
import { AddTaskForm } from './add-task-form';
import { TaskCard } from './task-card';

/** The tasks page body: add form, open tasks, and the done ones behind a toggle (hidden by default). */
export function TasksPanel({ actor }: { actor: Actor }): ReactNode {
  const { t } = useTranslation();
  const tasks = useTasks();
  const [showDone, { toggle }] = useDisclosure(false);
  const all = tasks.data ?? [];
  const open = all.filter((task) => task.status !== 'done');
  const done = all.filter((task) => task.status === 'done');
  const doneLabel = t(showDone ? 'tasks.hideCompleted' : 'tasks.showCompleted', { count: done.length });

  return (
    <Stack gap="xl">
      <AddTaskForm />
      <Stack gap="sm" component="section" aria-labelledby="open-tasks-title">
        <Title order={2} size="h4" id="open-tasks-title">
          {t('tasks.openTitle')}
        </Title>
        {tasks.isPending ? <Loader aria-label={t('common.loading')} /> : null}
        {tasks.isError ? (
          <Alert color="red" role="alert">
            {errorMessage(t, tasks.error)}
          </Alert>
        ) : null}
        {tasks.data && open.length === 0 ? <Text>{t('tasks.empty')}</Text> : null}
        {open.map((task) => (
          <TaskCard key={task._id} task={task} actor={actor} />
        ))}
      </Stack>
      {tasks.data ? (
        <Stack gap="sm" component="section" aria-label={t('tasks.completed')}>
          <div>
            <Button variant="default" onClick={toggle} aria-expanded={showDone} aria-controls="done-tasks">
              {doneLabel}
            </Button>
          </div>
          <Collapse expanded={showDone} id="done-tasks">
            <Stack gap="sm">
              {done.length === 0 ? <Text>{t('tasks.noneCompleted')}</Text> : null}
              {showDone ? done.map((task) => <TaskCard key={task._id} task={task} actor={actor} />) : null}
            </Stack>
          </Collapse>
        </Stack>
      ) : null}
    </Stack>
  );
}
