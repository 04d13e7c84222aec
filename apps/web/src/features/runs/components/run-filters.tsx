import type { ReactNode } from 'react';
import { Group, Select } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { RUN_STATES, type RunState } from '@canopy/shared/crop';
import { useRooms } from '../../../lib/crop/api/list-rooms';
import { useRunStrainChoices } from '../api/strain-choices';
import type { RunsSearch } from '../lib/runs-search';

export interface RunFiltersProps {
  search: RunsSearch;
  onChange: (search: RunsSearch) => void;
}

/** Strain, room and state: each choice goes into the address, so a filtered list can be shared. */
export function RunFilters({ search, onChange }: RunFiltersProps): ReactNode {
  const { t } = useTranslation();
  const strains = useRunStrainChoices().data ?? [];
  const rooms = useRooms().data ?? [];
  const set = (patch: RunsSearch) => onChange({ ...search, ...patch });
  return (
    <Group role="group" aria-label={t('runs.filters.label')} gap="sm" grow preventGrowOverflow={false}>
      <Select
        label={t('runs.filters.strain')}
        placeholder={t('runs.filters.any')}
        data={strains.map((strain) => ({ value: strain._id, label: strain.name }))}
        value={search.strainId ?? null}
        onChange={(value) => set({ strainId: value ?? undefined })}
        clearable
        searchable
      />
      <Select
        label={t('runs.filters.room')}
        placeholder={t('runs.filters.any')}
        data={rooms.map((room) => ({ value: room._id, label: room.name }))}
        value={search.roomId ?? null}
        onChange={(value) => set({ roomId: value ?? undefined })}
        clearable
      />
      <Select
        label={t('runs.filters.state')}
        placeholder={t('runs.filters.any')}
        data={RUN_STATES.map((state) => ({ value: state, label: t(`runs.states.${state}`) }))}
        value={search.state ?? null}
        onChange={(value) => set({ state: (value as RunState | null) ?? undefined })}
        clearable
      />
    </Group>
  );
}
