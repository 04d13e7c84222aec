import { useState, type ReactNode } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { SegmentedChoice } from '../../../components/ui/segmented-choice';
import { canManageTaskTemplates, type Actor } from '@canopy/shared/permissions';
import { AnchorLink } from '../../../components/ui/anchor-link';
import { useFilteredTasks } from '../api/list-filtered-tasks';
import { filterOf, hasFilter, TASK_VIEWS, type TasksSearch, type TaskView } from '../lib/tasks-search';
import { FilteredTasks } from './filtered-tasks';
import { ME, MyTasks } from './my-tasks';
import { TaskCalendar } from './task-calendar';
import { TaskFilters } from './task-filters';
import { TaskFormModal } from './task-form-modal';
import { TasksPanel } from './tasks-panel';

export interface TasksViewsProps {
  actor: Actor;
  search: TasksSearch;
  onSearchChange: (search: TasksSearch) => void;
}

/**
 * /tasks: My tasks first, SPEC's list (with its add form and done archive) beside it, and a week and a
 * month calendar; filters narrow the list and the calendar. Anyone plans a task here. With no view
 * chosen, the page opens on My tasks for someone given open tasks, and on the whole list for someone
 * given none: an empty "My tasks" would hide the team's work from them.
 */
export function TasksViews({ actor, search, onSearchChange }: TasksViewsProps): ReactNode {
  const { t } = useTranslation();
  const [planning, setPlanning] = useState(false);
  // Only a page with no view chosen needs to know whether the reader has tasks of their own.
  const mine = useFilteredTasks(ME, search.view === undefined);
  const view: TaskView = search.view ?? (mine.data?.length === 0 ? 'all' : 'mine');
  const filtered = view !== 'mine';
  return (
    <Stack gap="lg">
      <Group justify="space-between" gap="sm">
        <SegmentedChoice
          aria-label={t('tasks.views.label')}
          data={TASK_VIEWS.map((value) => ({ value, label: t(`tasks.views.${value}`) }))}
          value={view}
          onChange={(value) => onSearchChange({ ...search, view: value as TaskView })}
        />
        <Group gap="sm">
          {canManageTaskTemplates(actor) ? (
            <AnchorLink to="/tasks/templates">{t('tasks.templatesLink')}</AnchorLink>
          ) : null}
          <Button onClick={() => setPlanning(true)}>{t('tasks.form.open')}</Button>
        </Group>
      </Group>
      {filtered ? <TaskFilters search={search} onChange={onSearchChange} /> : null}
      {view === 'mine' ? <MyTasks actor={actor} /> : null}
      {view === 'all' ? (
        hasFilter(search) ? (
          <FilteredTasks filter={filterOf(search)} actor={actor} />
        ) : (
          <TasksPanel actor={actor} />
        )
      ) : null}
      {view === 'week' || view === 'month' ? (
        <TaskCalendar
          span={view}
          filter={filterOf(search)}
          day={search.day}
          onDayChange={(day) => onSearchChange({ ...search, day })}
          actor={actor}
        />
      ) : null}
      {planning ? <TaskFormModal task={null} onClose={() => setPlanning(false)} /> : null}
    </Stack>
  );
}
