import type { ReactNode } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Run } from '@canopy/shared/schemas/runs';
import { EntryItem, type EntryRow } from './entry-item';
import { FeedingDownloads } from './feeding-downloads';
import { FeedingTotalsView } from './feeding-totals';

/** One kind's rows of the run, oldest first as the run lists them, each with its group's strain. */
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
  return (
    <Stack gap={4} component="section" aria-labelledby={id}>
      <Title order={3} size="h5" id={id}>
        {title}
      </Title>
      <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {rows.map((entry) => (
          <EntryItem key={entry.row._id} entry={entry} strain={strainOf(entry.row.groupId)} />
        ))}
      </Stack>
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
