import type { ReactNode } from 'react';
import { Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { SegmentedChoice } from '../../../components/ui/segmented-choice';
import { WATER_RANGES, type WaterRange } from '../../../lib/devices/water-range';
import type { WaterRangeState } from '../lib/use-water-range';
import type { TranslationKey } from '../../../i18n/translation-key';

const RANGE_LABEL: Record<WaterRange, TranslationKey> = {
  '2h': 'water.range2h',
  '24h': 'water.range24h',
  '7d': 'water.range7d',
  custom: 'water.rangeCustom',
};

/** Range buttons 2h / 24h / 7d / custom; custom adds two date-time pickers read in the device's zone. */
export function WaterRangePicker({ state }: { state: WaterRangeState }): ReactNode {
  const { t } = useTranslation();
  const problem = state.check.ok ? null : state.check.reason;
  return (
    <Stack gap="xs">
      <SegmentedChoice
        aria-label={t('water.range')}
        value={state.range}
        onChange={(value) => state.setRange(value as WaterRange)}
        data={WATER_RANGES.map((range) => ({ value: range, label: t(RANGE_LABEL[range]) }))}
        style={{ alignSelf: 'flex-start' }}
      />
      {state.range === 'custom' ? (
        <Group align="flex-start" wrap="wrap">
          <TextInput
            type="datetime-local"
            label={t('water.from')}
            value={state.fromText}
            onChange={(event) => state.setFromText(event.currentTarget.value)}
            error={problem === 'order' ? t('water.customOrder') : undefined}
          />
          <TextInput
            type="datetime-local"
            label={t('water.to')}
            value={state.toText}
            onChange={(event) => state.setToText(event.currentTarget.value)}
          />
        </Group>
      ) : null}
      {state.range === 'custom' ? <Text size="sm">{t('water.timeZoneHint')}</Text> : null}
      {problem === 'missing' ? (
        <Text c="red" size="sm" role="alert">
          {t('water.customMissing')}
        </Text>
      ) : null}
      {state.step ? (
        <Text size="sm">{t('water.stepLabel', { step: t(`water.steps.${state.step}`) })}</Text>
      ) : null}
    </Stack>
  );
}
