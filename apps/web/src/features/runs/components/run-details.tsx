import { useMemo, type ReactNode } from 'react';
import { Stack } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { AnchorLink } from '../../../components/ui/anchor-link';
import { useSiteTimeZone } from '../../../lib/crop/api/get-site';
import { useRooms } from '../../../lib/crop/api/list-rooms';
import { useLiveRunUpdates } from '../../../lib/crop/use-live-run-updates';
import { useRun } from '../../../lib/crop/api/get-run';
import { stageTimeline } from '@canopy/shared/run-timeline';
import { GroupTreeView } from './group-tree-view';
import { RunClimateSection } from './run-climate-section';
import { RunHeader } from './run-header';
import { RunHistoryLists } from './run-history-lists';
import type { RunSlots } from './run-slots';
import { StageTimelineView } from './stage-timeline-view';
import { Loading } from '../../../components/ui/loading';

/**
 * `/runs/{id}`: header, stage timeline, room climate, the group tree with its actions, what other features
 * add (`slots`: the harvests), moves and losses.
 */
export function RunDetails({ id, slots = {} }: { id: string; slots?: RunSlots }): ReactNode {
  const { t } = useTranslation();
  const query = useRun(id);
  const rooms = useRooms().data ?? [];
  const timeZone = useSiteTimeZone();
  useLiveRunUpdates();
  const run = query.data;
  const bands = useMemo(
    () =>
      run
        ? stageTimeline(
            {
              plannedDays: run.plannedDays,
              events: run.events,
              currentStages: run.groups.map((g) => g.stage),
            },
            new Date(),
            timeZone,
          )
        : [],
    [run, timeZone],
  );
  return (
    <Stack gap="lg">
      <AnchorLink to="/runs">{t('runs.back')}</AnchorLink>
      {query.isPending ? <Loading label={t('runs.loading')} /> : null}
      <ErrorNotice error={query.error} />
      {run ? (
        <>
          <RunHeader run={run} />
          <StageTimelineView bands={bands} />
          <RunClimateSection run={run} />
          <GroupTreeView run={run} rooms={rooms} groupAction={slots.groupAction} />
          {slots.section?.(run)}
          <RunHistoryLists run={run} rooms={rooms} />
        </>
      ) : null}
    </Stack>
  );
}
