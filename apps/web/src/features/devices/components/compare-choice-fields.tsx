import { useId, type ReactNode } from 'react';
import { MultiSelect, NativeSelect, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { SegmentedChoice } from '../../../components/ui/segmented-choice';
import { metricInfo } from '../lib/compare-metric-info';
import {
  COMPARE_KINDS,
  COMPARE_MAX,
  defaultMetric,
  METRICS_OF,
  metricOf,
  type CompareChoice,
  type CompareKind,
  type CompareMetric,
} from '../lib/compare-state';
import type { DeviceOption } from '../lib/use-compare-devices';

export interface CompareChoiceFieldsProps {
  choice: CompareChoice;
  /** The devices of the chosen kind. */
  kindOptions: readonly DeviceOption[];
  /** False while the device lists load: nothing can be picked yet. */
  ready: boolean;
  onChoiceChange: (next: { metric: CompareMetric; ids: string[] }) => void;
}

/** What to compare: the kind of device, up to four devices of it and one metric. */
export function CompareChoiceFields({
  choice,
  kindOptions,
  ready,
  onChoiceChange,
}: CompareChoiceFieldsProps): ReactNode {
  const { t } = useTranslation();
  const kindLabelId = useId();
  const full = choice.ids.length >= COMPARE_MAX;
  const setKind = (kind: CompareKind) => {
    if (kind !== choice.kind) onChoiceChange({ metric: defaultMetric(kind), ids: [] });
  };
  const setIds = (next: string[]) => onChoiceChange({ metric: choice.metric, ids: next });
  const setMetric = (value: string) => {
    const metric = metricOf(value);
    if (metric) onChoiceChange({ metric, ids: choice.ids });
  };

  return (
    <>
      <Stack gap={4}>
        <Text id={kindLabelId} size="sm" fw={500}>
          {t('compare.kind')}
        </Text>
        <SegmentedChoice
          aria-labelledby={kindLabelId}
          value={choice.kind}
          onChange={(value) => setKind(value as CompareKind)}
          data={COMPARE_KINDS.map((kind) => ({ value: kind, label: t(`compare.kinds.${kind}`) }))}
          style={{ alignSelf: 'flex-start', maxWidth: '100%' }}
        />
        <Text size="sm" c="dimmed">
          {t('compare.kindHint')}
        </Text>
      </Stack>
      <MultiSelect
        label={t('compare.devices')}
        description={
          full ? t('compare.devicesFull') : t('compare.devicesHint', { chosen: choice.ids.length })
        }
        placeholder={choice.ids.length === 0 ? t('compare.devicesPlaceholder') : undefined}
        data={kindOptions.map((o) => ({ ...o, disabled: full && !choice.ids.includes(o.value) }))}
        value={ready ? choice.ids : []}
        onChange={setIds}
        maxValues={COMPARE_MAX}
        searchable
        nothingFoundMessage={t('compare.nothingFound')}
        disabled={!ready}
        maw={560}
      />
      <NativeSelect
        label={t('compare.metric')}
        value={choice.metric.metric}
        onChange={(event) => setMetric(event.currentTarget.value)}
        data={METRICS_OF[choice.kind].map((metric) => ({
          value: metric,
          label: metricInfo(t, { kind: choice.kind, metric } as CompareMetric).title,
        }))}
        maw={320}
      />
    </>
  );
}
