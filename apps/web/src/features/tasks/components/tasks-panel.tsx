import type { ReactNode } from 'react';
import { Button, Collapse, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from '../../../i18n/use-translation';
import type { Actor } from '@canopy/shared/permissions';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { LoadMoreButton } from '../../../components/ui/load-more-button';
import { useDoneTasks, useOpenTasks } from '../api/list-tasks';
import { AddTaskForm } from './add-task-form';
import { TaskCard } from './task-card';
import { Loading } from '../../../components/ui/loading';

/** The tasks page body: add form, open tasks a page at a time, and the done ones behind a toggle (hidden by default), in pages. */
export function TasksPanel({ actor }: { actor: Actor }): ReactNode {
  const { t } = useTranslation();
  const open = useOpenTasks();
  const openTasks = open.data?.pages.flatMap((page) => page.items);
  const done = useDoneTasks();
  const [showDone, { toggle }] = useDisclosure(false);
  const doneTasks = done.data?.pages.flatMap((page) => page.items) ?? [];
  const doneTotal = done.data?.pages[0]?.total ?? 0;
  const doneLabel = t(showDone ? 'tasks.hideCompleted' : 'tasks.showCompleted', { count: doneTotal });

  return (
    <Stack gap="xl">
      <AddTaskForm />
      <Stack gap="sm" component="section" aria-labelledby="open-tasks-title">
        <Title order={2} size="h4" id="open-tasks-title">
          {t('tasks.openTitle')}
        </Title>
        {open.isPending ? <Loading label={t('common.loading')} /> : null}
        <ErrorNotice error={open.error} />
        {openTasks && openTasks.length === 0 ? <Text>{t('tasks.empty')}</Text> : null}
        {openTasks?.map((task) => (
          <TaskCard key={task._id} task={task} actor={actor} />
        ))}
        <LoadMoreButton list={open}>{t('tasks.moreOpen')}</LoadMoreButton>
      </Stack>
      <ErrorNotice error={done.error} />
      {done.data ? (
        <Stack gap="sm" component="section" aria-label={t('tasks.completed')}>
          <div>
            <Button variant="default" onClick={toggle} aria-expanded={showDone} aria-controls="done-tasks">
              {doneLabel}
            </Button>
          </div>
          <Collapse expanded={showDone} id="done-tasks">
            <Stack gap="sm">
              {doneTasks.length === 0 ? <Text>{t('tasks.noneCompleted')}</Text> : null}
              {showDone
                ? doneTasks.map((task) => <TaskCard key={task._id} task={task} actor={actor} />)
                : null}
              {showDone ? (
                <LoadMoreButton list={done}>
                  {t('tasks.moreDone', { count: doneTotal - doneTasks.length })}
                </LoadMoreButton>
              ) : null}
            </Stack>
          </Collapse>
        </Stack>
      ) : null}
    </Stack>
  );
}
