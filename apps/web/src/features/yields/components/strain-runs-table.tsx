import type { ReactNode } from 'react';
import { Table } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { YieldRow } from '@canopy/shared/schemas/yields';
import { currentLanguage } from '../../../i18n/i18n';
import { useSiteTimeZone } from '../../../lib/crop/api/get-site';
import { useWeights } from '../../../lib/crop/use-weights';
import { formatDateTime } from '../../../lib/dates';
import { formatFigure } from '../lib/yield-cells';
import { YieldName } from './yield-name';

/** The strain's runs of the chart as text: each run, its last harvest (a site day), plants and dry weight. */
export function StrainRunsTable({ runs, label }: { runs: readonly YieldRow[]; label: string }): ReactNode {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const timeZone = useSiteTimeZone();
  const { unit } = useWeights();
  const unitWord = t(`weights.units.${unit}`);
  const figure = (run: YieldRow, column: 'plants' | 'dryPerPlant' | 'dryGrams') => (
    <Table.Td ta="end" style={{ whiteSpace: 'nowrap' }}>
      <bdi>{formatFigure(run, column, unit, language, t('yields.none'))}</bdi>
    </Table.Td>
  );
  const byDate = [...runs].sort((a, b) => a.lastHarvestAt.localeCompare(b.lastHarvestAt));
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('yields.runs.run')}</Table.Th>
            <Table.Th>{t('yields.runs.lastHarvest')}</Table.Th>
            <Table.Th ta="end">{t('yields.columns.plants')}</Table.Th>
            <Table.Th ta="end">{t('yields.columns.dryPerPlant', { unit: unitWord })}</Table.Th>
            <Table.Th ta="end">{t('yields.columns.dryGrams', { unit: unitWord })}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {byDate.map((run) => (
            <Table.Tr key={run.key ?? ''}>
              <Table.Td>
                <YieldName row={run} by="run" slugs={undefined} />
              </Table.Td>
              <Table.Td>
                <bdi>
                  <time dateTime={run.lastHarvestAt}>
                    {formatDateTime(run.lastHarvestAt, language, { timeZone, dateOnly: true })}
                  </time>
                </bdi>
              </Table.Td>
              {figure(run, 'plants')}
              {figure(run, 'dryPerPlant')}
              {figure(run, 'dryGrams')}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
