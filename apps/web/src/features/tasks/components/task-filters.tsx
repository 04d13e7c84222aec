import type { ReactNode } from 'react';
import { Group, Select } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { TASK_DUE_FILTERS, type TaskDueFilter } from '@canopy/shared/tasks';
import { personName } from '../../../components/threads/thread-spec';
import { useRooms } from '../../../lib/crop/api/list-rooms';
import { useAssignable } from '../api/list-assignable';
import { useRunChoices } from '../api/run-choices';
import type { TasksSearch } from '../lib/tasks-search';

export interface TaskFiltersProps {
  search: TasksSearch;
  onChange: (search: TasksSearch) => void;
}

/** Assignee, due, run and room: each choice goes into the address, so a filtered list can be shared. */
export function TaskFilters({ search, onChange }: TaskFiltersProps): ReactNode {
  const { t } = useTranslation();
  const people = useAssignable().data ?? [];
  const runs = useRunChoices().data ?? [];
  const rooms = useRooms().data ?? [];
  const set = (patch: TasksSearch) => onChange({ ...search, ...patch });
  return (
    <Group role="group" aria-label={t('tasks.filters.label')} gap="sm" grow preventGrowOverflow={false}>
      <Select
        label={t('tasks.filters.assignee')}
        placeholder={t('tasks.filters.any')}
        data={[
          { value: 'me', label: t('tasks.filters.me') },
          ...people.map((person) => ({ value: person.id, label: personName(person) })),
        ]}
        value={search.assignee ?? null}
        onChange={(value) => set({ assignee: value ?? undefined })}
        clearable
        searchable
      />
      <Select
        label={t('tasks.filters.due')}
        placeholder={t('tasks.filters.any')}
        data={TASK_DUE_FILTERS.map((due) => ({ value: due, label: t(`tasks.filters.dueOptions.${due}`) }))}
        value={search.due ?? null}
        onChange={(value) => set({ due: (value as TaskDueFilter | null) ?? undefined })}
        clearable
      />
      <Select
        label={t('tasks.filters.run')}
        placeholder={t('tasks.filters.any')}
        data={runs.map((run) => ({
          value: run._id,
          label: run.name ? `${run.code} · ${run.name}` : run.code,
        }))}
        value={search.runId ?? null}
        onChange={(value) => set({ runId: value ?? undefined })}
        clearable
        searchable
      />
      <Select
        label={t('tasks.filters.room')}
        placeholder={t('tasks.filters.any')}
        data={rooms.map((room) => ({ value: room._id, label: room.name }))}
        value={search.roomId ?? null}
        onChange={(value) => set({ roomId: value ?? undefined })}
        clearable
      />
    </Group>
  );
}
