import type { ReactNode } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { Run } from '@canopy/shared/schemas/runs';
import { EntryItem, type EntryRow } from './entry-item';
import { FeedingDownloads } from './feeding-downloads';
import { FeedingTotalsView } from './feeding-totals';
import { LatestRows } from './latest-rows';

/** Rows a kind shows before "Show all". */
export const RUN_ROWS_SHOWN = 5;

/**
 * One kind's rows of the run, newest first, each with its group's strain: the latest few, and all of them
 * on asking.
 */
function RunRows({
  id,
  title,
  rows,
  strainOf,
}: {
  id: string;
  title: string;
  rows: readonly EntryRow[];
  strainOf: (groupId: string | null) => string;
}): ReactNode {
  if (rows.length === 0) return null;
  // Newest entry first; an entry's rows keep their order (most plants first). The sort is stable.
  const newestFirst = [...rows].sort((a, b) => Date.parse(b.row.at) - Date.parse(a.row.at));
  return (
    <Stack gap={4} component="section" aria-labelledby={id}>
      <Title order={3} size="h5" id={id}>
        {title}
      </Title>
      <LatestRows
        rows={newestFirst}
        count={RUN_ROWS_SHOWN}
        render={(entry) => (
          <EntryItem key={entry.row._id} entry={entry} strain={strainOf(entry.row.groupId)} />
        )}
      />
    </Stack>
  );
}

/**
 * "Feeding and plant protection" on a run's page: its totals (litres and each product's amount), the
 * feeds, scouting and treatments of its groups, and its CSV and treatments PDF.
 */
export function RunFeedingSection({ run }: { run: Run }): ReactNode {
  const { t } = useTranslation();
  const strainOf = (groupId: string | null) =>
    run.groups.find((group) => group._id === groupId)?.strainName ?? '';
  const nothing = run.feeds.length + run.scouting.length + run.treatments.length === 0;
  return (
    <Stack gap="sm" component="section" aria-labelledby="run-feeding-title">
      <Title order={2} size="h4" id="run-feeding-title">
        {t('care.run.title')}
      </Title>
      {nothing ? (
        <Text size="sm">{t('care.run.empty')}</Text>
      ) : (
        <FeedingTotalsView totals={run.feedingTotals} />
      )}
      <FeedingDownloads run={run} />
      <RunRows
        id="run-feeds-title"
        title={t('care.run.feedsTitle')}
        rows={run.feeds.map((row) => ({ kind: 'feed', row }))}
        strainOf={strainOf}
      />
      <RunRows
        id="run-scouting-title"
        title={t('care.run.scoutingTitle')}
        rows={run.scouting.map((row) => ({ kind: 'scouting', row }))}
        strainOf={strainOf}
      />
      <RunRows
        id="run-treatments-title"
        title={t('care.run.treatmentsTitle')}
        rows={run.treatments.map((row) => ({ kind: 'treatment', row }))}
        strainOf={strainOf}
      />
    </Stack>
  );
}
