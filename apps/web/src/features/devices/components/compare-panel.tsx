import { useMemo, type ReactNode } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { BackToDevices } from '../../../components/devices/back-link';
import { HistoryRangePicker } from '../../../components/devices/history-range-picker';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { useHistoryWindow } from '../../../lib/devices/use-history-window';
import { metricInfo } from '../lib/compare-metric-info';
import { useCompareRange } from '../lib/compare-range';
import type { CompareSearch } from '../lib/compare-search';
import { useCompareSeries } from '../api/compare-series';
import { resolveCompare, searchOfChoice } from '../lib/compare-state';
import { useCompareDevices } from '../lib/use-compare-devices';
import { CompareChoiceFields } from './compare-choice-fields';
import { CompareResult } from './compare-result';
import { Loading } from '../../../components/ui/loading';

export interface ComparePanelProps {
  /** The page's search params: the whole comparison lives there, so it can be bookmarked and shared. */
  search: CompareSearch;
  onSearchChange: (next: CompareSearch) => void;
}

/**
 * /devices/compare: up to four devices of one kind overlaid on one metric over a range,
 * with a table of each line's lowest, average, highest and latest point under the chart.
 */
export function ComparePanel({ search, onSearchChange }: ComparePanelProps): ReactNode {
  const { t } = useTranslation();
  const { options, known, error } = useCompareDevices();
  const choice = useMemo(() => resolveCompare(search, known), [search, known]);
  const range = useCompareRange(search, (next) => onSearchChange({ ...search, ...next }));
  const window = useHistoryWindow(range.selection);
  const series = useCompareSeries(choice.kind, known ? choice.ids : [], range.selection);
  const span = useMemo(
    (): [number, number] | null => (window ? [window.from / 1000, window.to / 1000] : null),
    [window],
  );
  const kindOptions = options[choice.kind];
  const labels = useMemo(
    () => choice.ids.map((id) => options[choice.kind].find((o) => o.value === id)?.label ?? id),
    [choice, options],
  );

  return (
    <Stack gap="md">
      <BackToDevices />
      <Title order={1}>{t('compare.title')}</Title>
      <Text>{t('compare.intro')}</Text>
      <ErrorNotice error={error} />
      <CompareChoiceFields
        choice={choice}
        kindOptions={kindOptions}
        ready={known !== null}
        onChoiceChange={(next) => onSearchChange(searchOfChoice(search, next))}
      />
      <HistoryRangePicker state={range} />
      {!known ? (
        <Loading label={t('common.loading')} />
      ) : kindOptions.length === 0 ? (
        <Text>{t('compare.noneOfKind')}</Text>
      ) : choice.ids.length === 0 ? (
        <Text fw={500}>{t('compare.empty')}</Text>
      ) : range.selection && span ? (
        <CompareResult
          labels={labels}
          metric={choice.metric}
          info={metricInfo(t, choice.metric)}
          series={series}
          span={span}
        />
      ) : null}
    </Stack>
  );
}
