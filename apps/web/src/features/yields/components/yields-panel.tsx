import type { ReactNode } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { AnchorLink } from '../../../components/ui/anchor-link';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { useSite } from '../../../lib/crop/api/get-site';
import { useYields } from '../api/get-yields';
import { useStrainSlugs } from '../api/strain-slugs';
import { rangeInstants } from '../lib/yield-range';
import type { YieldsSearch } from '../lib/yields-search';
import { StrainBars } from './strain-bars';
import { StrainRunsSection } from './strain-runs-section';
import { useLiveRunUpdates } from '../../../lib/crop/use-live-run-updates';
import { WeightUnitChoice } from '../../../components/crop/weight-unit-choice';
import { YieldsControls } from './yields-controls';
import { YieldsDownloads } from './yields-downloads';
import { YieldsTable } from './yields-table';
import { Loading } from '../../../components/ui/loading';

export interface YieldsPanelProps {
  search: YieldsSearch;
  onSearchChange: (search: YieldsSearch) => void;
}

/**
 * `/yields` (DESIGN section 21): closed harvests by strain, run, room, mother or month over a range of
 * site days, in the reader's unit, with the same table as CSV and Excel, a bar per strain and one strain's
 * runs over time.
 */
export function YieldsPanel({ search, onSearchChange }: YieldsPanelProps): ReactNode {
  const { t } = useTranslation();
  // A harvest weighed or closed elsewhere changes the figures: the table reads them again.
  useLiveRunUpdates();
  const site = useSite();
  const by = search.by ?? 'strain';
  const timeZone = site.data?.timeZone;
  // Days are the site's: a range waits for its zone (a table over all time needs none).
  const ranged = Boolean(search.from ?? search.to);
  const ready = !ranged || timeZone !== undefined;
  const range = timeZone ? rangeInstants(search, timeZone) : {};
  const filter = { by, ...range };
  const table = useYields(filter, ready);
  const strains = useYields({ by: 'strain', ...range }, ready);
  const slugs = useStrainSlugs();
  const change = (next: Partial<YieldsSearch>) => onSearchChange({ ...search, ...next });
  const rows = table.data?.rows;
  return (
    <Stack gap="lg">
      <Title order={1}>{t('yields.title')}</Title>
      <Text>{t('yields.intro')}</Text>
      <Stack gap="sm" role="group" aria-label={t('yields.controls')}>
        <YieldsControls by={by} from={search.from} to={search.to} onChange={change} />
        <Group gap="md" align="flex-end" wrap="wrap">
          <WeightUnitChoice w={{ base: '100%', xs: 240 }} />
          <YieldsDownloads filter={filter} />
        </Group>
      </Stack>
      {ranged ? <ErrorNotice error={site.error} /> : null}
      {table.isPending && ready ? <Loading label={t('yields.loading')} /> : null}
      {table.error ? (
        <Stack gap="xs" align="flex-start">
          <ErrorNotice error={table.error} />
          <Button variant="light" onClick={() => void table.refetch()}>
            {t('yields.retry')}
          </Button>
        </Stack>
      ) : null}
      {rows?.length === 0 ? (
        <Stack gap={4}>
          <Text fw={500}>{t('yields.empty')}</Text>
          <Text>
            {t('yields.emptyHint')} <AnchorLink to="/runs">{t('yields.toRuns')}</AnchorLink>
          </Text>
        </Stack>
      ) : null}
      {rows && rows.length > 0 ? <YieldsTable rows={rows} by={by} slugs={slugs.data} /> : null}
      {strains.data && strains.data.rows.length > 0 ? (
        <>
          <StrainBars rows={strains.data.rows} />
          <StrainRunsSection
            strains={strains.data.rows}
            range={range}
            chosen={search.strain}
            onChoose={(strain) => change({ strain })}
          />
        </>
      ) : null}
    </Stack>
  );
}
