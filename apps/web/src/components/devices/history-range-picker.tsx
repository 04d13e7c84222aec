import type { ReactNode } from 'react';
import { Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import { SegmentedChoice } from '../ui/segmented-choice';
import { HISTORY_RANGES, type HistoryRange } from '../../lib/devices/history-range';
import type { HistoryRangeState } from '../../lib/devices/use-history-range';

/** Range buttons 2h to 1y and custom; custom adds two date-time pickers read in the device's zone. */
export function HistoryRangePicker({ state }: { state: HistoryRangeState }): ReactNode {
  const { t } = useTranslation();
  const problem = state.check.ok ? null : state.check.reason;
  return (
    <Stack gap="xs">
      <SegmentedChoice
        aria-label={t('history.range')}
        value={state.range}
        onChange={(value) => state.setRange(value as HistoryRange)}
        data={HISTORY_RANGES.map((range) => ({ value: range, label: t(`history.ranges.${range}`) }))}
        style={{ alignSelf: 'flex-start', maxWidth: '100%', overflowX: 'auto' }}
      />
      {state.range === 'custom' ? (
        <>
          <Group align="flex-start" wrap="wrap">
            <TextInput
              type="datetime-local"
              label={t('history.from')}
              value={state.fromText}
              onChange={(event) => state.setFromText(event.currentTarget.value)}
              error={problem === 'order' ? t('history.customOrder') : undefined}
            />
            <TextInput
              type="datetime-local"
              label={t('history.to')}
              value={state.toText}
              onChange={(event) => state.setToText(event.currentTarget.value)}
            />
          </Group>
          <Text size="sm">{t('history.timeZoneHint')}</Text>
        </>
      ) : null}
      {problem === 'missing' ? (
        <Text c="red.9" size="sm" role="alert">
          {t('history.customMissing')}
        </Text>
      ) : null}
      {state.step ? (
        <Text size="sm">{t('history.stepLabel', { step: t(`history.steps.${state.step}`) })}</Text>
      ) : null}
    </Stack>
  );
}
