import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Loader, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { sortBugs, type BugSort } from '@canopy/shared/bugs';
import { canExportBugs, type Actor } from '@canopy/shared/permissions';
import { errorMessage } from '../../../i18n/error-message';
import { useBugs } from '../api/list-bugs';
import { usePinnedBugs } from '../hooks/use-pinned-bugs';
import { BugList } from './bug-list';
import { ALL_STATUSES, BugToolbar, unknownStatusesOf, type StatusFilter } from './bug-toolbar';
import { ExportBugsButton } from './export-bugs-button';
import { ReportBugForm } from './report-bug-form';

/** The bugs page body: report form, list controls, pinned bugs above the rest. */
export function BugsPanel({ actor }: { actor: Actor }): ReactNode {
  const { t } = useTranslation();
  const [showClosed, setShowClosed] = useState(false);
  const [sort, setSort] = useState<BugSort>('priority');
  const [statusFilter, setStatusFilter] = useState<StatusFilter>(ALL_STATUSES);
  const bugs = useBugs(showClosed);
  const pinned = usePinnedBugs();
  const { clean } = pinned;

  // Every load is a full list (closed bugs are either listed as closed or absent), so pins can be pruned.
  useEffect(() => {
    if (bugs.data) clean(bugs.data);
  }, [bugs.data, clean]);

  const all = bugs.data ?? [];
  const unknownStatuses = unknownStatusesOf(all);
  // A filter on 'closed' means nothing once closed bugs are hidden again.
  const filter = !showClosed && statusFilter === 'closed' ? ALL_STATUSES : statusFilter;
  const listed = sortBugs(filter === ALL_STATUSES ? all : all.filter((bug) => bug.status === filter), sort);

  return (
    <Stack gap="xl">
      <ReportBugForm />
      <Stack gap="md">
        <BugToolbar
          statusFilter={filter}
          onStatusFilter={setStatusFilter}
          sort={sort}
          onSort={setSort}
          showClosed={showClosed}
          onShowClosed={setShowClosed}
          unknownStatuses={unknownStatuses}
          exportButton={
            canExportBugs(actor) ? <ExportBugsButton bugs={listed} pins={pinned.pins} /> : undefined
          }
        />
        {bugs.isPending ? <Loader aria-label={t('common.loading')} /> : null}
        {bugs.isError ? (
          <Alert color="red" role="alert">
            {errorMessage(t, bugs.error)}
          </Alert>
        ) : null}
        <BugList
          id="pinned-bugs-title"
          title={t('bugs.pinnedTitle')}
          bugs={listed.filter((bug) => pinned.isPinned(bug._id))}
          actor={actor}
          pinned={pinned}
        />
        {bugs.data ? (
          <BugList
            id="bug-list-title"
            title={t('bugs.listTitle')}
            bugs={listed.filter((bug) => !pinned.isPinned(bug._id))}
            actor={actor}
            pinned={pinned}
            emptyText={t('bugs.empty')}
          />
        ) : null}
      </Stack>
    </Stack>
  );
}
