import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Button, Loader, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { sortBugs, type BugSort } from '@canopy/shared/bugs';
import { canExportBugs, type Actor } from '@canopy/shared/permissions';
import { errorMessage } from '../../../i18n/error-message';
import { useClosedBugs, useOpenBugs } from '../api/list-bugs';
import { usePinnedBugs } from '../hooks/use-pinned-bugs';
import { BugList } from './bug-list';
import { ALL_STATUSES, BugToolbar, unknownStatusesOf, type StatusFilter } from './bug-toolbar';
import { ExportBugsButton } from './export-bugs-button';
import { ReportBugForm } from './report-bug-form';

/** The bugs page body: report form, list controls, pinned bugs above the rest, closed ones in pages. */
export function BugsPanel({ actor }: { actor: Actor }): ReactNode {
  const { t } = useTranslation();
  const [showClosed, setShowClosed] = useState(false);
  const [sort, setSort] = useState<BugSort>('priority');
  const [statusFilter, setStatusFilter] = useState<StatusFilter>(ALL_STATUSES);
  const open = useOpenBugs();
  const closed = useClosedBugs(showClosed);
  const pinned = usePinnedBugs();
  const { clean } = pinned;

  // The open list is always whole, so a pin on a bug absent from it (closed or gone) can go.
  useEffect(() => {
    if (open.data) clean(open.data);
  }, [open.data, clean]);

  const closedBugs = showClosed ? (closed.data?.pages.flatMap((page) => page.items) ?? []) : [];
  const all = [...(open.data ?? []), ...closedBugs];
  const unknownStatuses = unknownStatusesOf(all);
  // A filter on 'closed' means nothing once closed bugs are hidden again.
  const filter = !showClosed && statusFilter === 'closed' ? ALL_STATUSES : statusFilter;
  const listed = sortBugs(filter === ALL_STATUSES ? all : all.filter((bug) => bug.status === filter), sort);
  const failure = open.error ?? (showClosed ? closed.error : null);

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
        {open.isPending || (showClosed && closed.isPending) ? (
          <Loader aria-label={t('common.loading')} />
        ) : null}
        {failure ? (
          <Alert color="red" role="alert">
            {errorMessage(t, failure)}
          </Alert>
        ) : null}
        <BugList
          id="pinned-bugs-title"
          title={t('bugs.pinnedTitle')}
          bugs={listed.filter((bug) => pinned.isPinned(bug._id))}
          actor={actor}
          pinned={pinned}
        />
        {open.data ? (
          <BugList
            id="bug-list-title"
            title={t('bugs.listTitle')}
            bugs={listed.filter((bug) => !pinned.isPinned(bug._id))}
            actor={actor}
            pinned={pinned}
            emptyText={t('bugs.empty')}
          />
        ) : null}
        {showClosed && closed.hasNextPage ? (
          <div>
            <Button
              variant="default"
              loading={closed.isFetchingNextPage}
              onClick={() => void closed.fetchNextPage()}
            >
              {t('bugs.moreClosed', { count: (closed.data?.pages[0]?.total ?? 0) - closedBugs.length })}
            </Button>
          </div>
        ) : null}
      </Stack>
    </Stack>
  );
}
