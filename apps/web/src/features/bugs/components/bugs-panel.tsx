import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Stack } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { sortBugs, type BugSort } from '@canopy/shared/bugs';
import { canExportBugs, type Actor } from '@canopy/shared/permissions';
import type { BugSummary } from '@canopy/shared/schemas/bugs';
import { unknownStatusesOf } from '../../../components/threads/thread-status';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { LoadMoreButton } from '../../../components/ui/load-more-button';
import { listAllBugs, useBugsList, type BugListParams } from '../api/list-bugs';
import { usePinnedBugs } from '../hooks/use-pinned-bugs';
import { BugList } from './bug-list';
import { ALL_STATUSES, BugToolbar, type StatusFilter } from './bug-toolbar';
import { bugThread } from './bug-thread';
import { ExportBugsButton } from './export-bugs-button';
import { ReportBugForm } from './report-bug-form';
import { Loading } from '../../../components/ui/loading';

/**
 * The bugs page body: report form, list controls, pinned bugs above the rest. The server sorts, filters
 * and pages the list (closed bugs in it when shown); the browser keeps the pins and sends them along.
 */
export function BugsPanel({ actor }: { actor: Actor }): ReactNode {
  const { t } = useTranslation();
  const [showClosed, setShowClosed] = useState(false);
  const [sort, setSort] = useState<BugSort>('priority');
  const [statusFilter, setStatusFilter] = useState<StatusFilter>(ALL_STATUSES);
  const pinned = usePinnedBugs();
  const { clean, pins } = pinned;
  // A filter on 'closed' means nothing once closed bugs are hidden again.
  const filter = !showClosed && statusFilter === 'closed' ? ALL_STATUSES : statusFilter;
  const params: BugListParams = {
    sort,
    status: filter === ALL_STATUSES ? undefined : filter,
    includeClosed: showClosed,
    pins,
  };
  const list = useBugsList(params);
  const first = list.isPlaceholderData ? undefined : list.data?.pages[0];

  // The first page names which of the pins it was sent still name a bug not closed: the others can go.
  useEffect(() => {
    if (first) clean(pins, first.livePins);
  }, [first, pins, clean]);

  const pinnedBugs = list.data?.pages[0]?.pinned ?? [];
  const rest = list.data?.pages.flatMap((page) => page.items) ?? [];
  const unknownStatuses = unknownStatusesOf(bugThread.statuses, [...pinnedBugs, ...rest]);
  const { sort: s, status, includeClosed } = params;
  const loadAll = useCallback(async (): Promise<BugSummary[]> => {
    const all = await listAllBugs({ sort: s, status, includeClosed, pins });
    return sortBugs([...all.pinned, ...all.items], s);
  }, [s, status, includeClosed, pins]);

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
            canExportBugs(actor) ? (
              <ExportBugsButton load={loadAll} disabled={pinnedBugs.length + rest.length === 0} pins={pins} />
            ) : undefined
          }
        />
        {list.isPending ? <Loading label={t('common.loading')} /> : null}
        <ErrorNotice error={list.error} />
        <BugList
          id="pinned-bugs-title"
          title={t('bugs.pinnedTitle')}
          bugs={pinnedBugs}
          actor={actor}
          pinned={pinned}
        />
        {list.data ? (
          <BugList
            id="bug-list-title"
            title={t('bugs.listTitle')}
            bugs={rest}
            actor={actor}
            pinned={pinned}
            emptyText={t('bugs.empty')}
          />
        ) : null}
        <LoadMoreButton list={list}>{t('bugs.moreBugs')}</LoadMoreButton>
      </Stack>
    </Stack>
  );
}
