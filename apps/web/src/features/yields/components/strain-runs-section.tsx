import { useId, type ReactNode } from 'react';
import { Select, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { YieldRow } from '@canopy/shared/schemas/yields';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { useWeights } from '../../../lib/crop/use-weights';
import { useYields } from '../api/get-yields';
import { StrainRunsChart } from './strain-runs-chart';
import { StrainRunsTable } from './strain-runs-table';
import { Loading } from '../../../components/ui/loading';

export interface StrainRunsSectionProps {
  /** The table by strain over the same days: the strains to choose from, the top one by default. */
  strains: readonly YieldRow[];
  range: { from?: string; to?: string };
  chosen: string | undefined;
  onChoose: (strainId: string) => void;
}

/** One strain's runs over the page's days (`by=run&strainId=`): dry per plant against each run's last harvest. */
export function StrainRunsSection({ strains, range, chosen, onChoose }: StrainRunsSectionProps): ReactNode {
  const { t } = useTranslation();
  const { unit } = useWeights();
  const titleId = useId();
  const choices = strains.flatMap((row) => (row.key === null ? [] : [{ value: row.key, label: row.label }]));
  const strain = choices.find((choice) => choice.value === chosen) ?? choices[0];
  const runs = useYields({ by: 'run', ...range, strainId: strain?.value }, strain !== undefined);
  if (!strain) return null;
  const names = { strain: strain.label, unit: t(`weights.units.${unit}`) };
  return (
    <Stack component="section" aria-labelledby={titleId} gap="sm">
      <Title order={2} size="h3" id={titleId}>
        {t('yields.runs.title')}
      </Title>
      <Select
        label={t('yields.runs.strain')}
        data={choices}
        value={strain.value}
        onChange={(value) => value && onChoose(value)}
        allowDeselect={false}
        searchable
        w={{ base: '100%', xs: 280 }}
      />
      {runs.isPending ? <Loading size="sm" label={t('yields.loading')} /> : null}
      <ErrorNotice error={runs.error} />
      {runs.data?.rows.length === 0 ? <Text>{t('yields.runs.empty')}</Text> : null}
      {runs.data && runs.data.rows.length > 0 ? (
        <>
          <StrainRunsChart runs={runs.data.rows} label={t('yields.runs.chartLabel', names)} />
          <StrainRunsTable runs={runs.data.rows} label={t('yields.runs.tableLabel', names)} />
        </>
      ) : null}
    </Stack>
  );
}
