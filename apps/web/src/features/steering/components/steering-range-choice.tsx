import type { ReactNode } from 'react';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { SegmentedChoice } from '../../../components/ui/segmented-choice';
import { STEERING_RANGES, type SteeringRange } from '../lib/steering-range';

/** How many days the panel shows: a week, two or thirty days. */
export function SteeringRangeChoice({
  value,
  onChange,
}: {
  value: SteeringRange;
  onChange: (days: SteeringRange) => void;
}): ReactNode {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id="steering-range">
        {t('steering.range')}
      </Text>
      <SegmentedChoice
        aria-labelledby="steering-range"
        data={STEERING_RANGES.map((days) => ({ value: String(days), label: t('steering.days', { days }) }))}
        value={String(value)}
        onChange={(chosen) => onChange(Number(chosen) as SteeringRange)}
        style={{ width: 'fit-content' }}
      />
    </Stack>
  );
}
