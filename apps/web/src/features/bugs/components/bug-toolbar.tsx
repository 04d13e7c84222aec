import type { ReactNode } from 'react';
import { Group, NativeSelect, Switch } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { BUG_SORTS, BUG_STATUSES, type BugSort } from '@canopy/shared/bugs';
import { statusLabel } from '../../../components/threads/thread-status';
import { bugThread } from './bug-thread';

/** 'all' or one status, known or not: a filter can pick any status present in the list. */
export type StatusFilter = string;
export const ALL_STATUSES = 'all';

export interface BugToolbarProps {
  statusFilter: StatusFilter;
  onStatusFilter: (value: StatusFilter) => void;
  sort: BugSort;
  onSort: (value: BugSort) => void;
  showClosed: boolean;
  onShowClosed: (value: boolean) => void;
  /** Statuses in the loaded list that this version does not know, so they can be filtered too. */
  unknownStatuses: string[];
  /** The staff-only export button, when the user may export. */
  exportButton?: ReactNode;
}

export function BugToolbar(props: BugToolbarProps): ReactNode {
  const { t } = useTranslation();
  const known = BUG_STATUSES.filter((status) => props.showClosed || status !== 'closed');
  const statusOptions = [
    { value: ALL_STATUSES, label: t('bugs.allStatuses') },
    ...[...known, ...props.unknownStatuses].map((status) => ({
      value: status,
      label: statusLabel(bugThread.statuses, t, status),
    })),
  ];
  return (
    <Group gap="md" align="flex-end">
      <NativeSelect
        label={t('bugs.filterStatus')}
        value={props.statusFilter}
        data={statusOptions}
        onChange={(event) => props.onStatusFilter(event.currentTarget.value)}
      />
      <NativeSelect
        label={t('bugs.sort')}
        value={props.sort}
        data={BUG_SORTS.map((sort) => ({ value: sort, label: t(`bugs.sorts.${sort}`) }))}
        onChange={(event) => {
          const value = event.currentTarget.value;
          const sort = BUG_SORTS.find((candidate) => candidate === value);
          if (sort) props.onSort(sort);
        }}
      />
      <Switch
        label={t('bugs.showClosed')}
        checked={props.showClosed}
        onChange={(event) => props.onShowClosed(event.currentTarget.checked)}
        mb={8}
      />
      {props.exportButton}
    </Group>
  );
}
