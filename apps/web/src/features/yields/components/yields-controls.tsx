import type { ReactNode } from 'react';
import { Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from '../../../i18n/use-translation';
import { SegmentedChoice } from '../../../components/ui/segmented-choice';
import { YIELD_GROUPINGS, type YieldGrouping } from '@canopy/shared/schemas/yields';
import type { YieldsSearch } from '../lib/yields-search';

/** A phone has no room for five segments: the grouping is a select there. */
const PHONE = '(max-width: 599.98px)';

export interface YieldsControlsProps {
  by: YieldGrouping;
  from: string | undefined;
  to: string | undefined;
  onChange: (change: Pick<YieldsSearch, 'by' | 'from' | 'to'>) => void;
}

/** The grouping and the range of site days (both included; either may be left open). */
export function YieldsControls({ by, from, to, onChange }: YieldsControlsProps): ReactNode {
  const { t } = useTranslation();
  const phone = useMediaQuery(PHONE, false, { getInitialValueInEffect: false });
  const groupings = YIELD_GROUPINGS.map((value) => ({ value, label: t(`yields.groupings.${value}`) }));
  const choose = (value: string | null) => {
    if (value) onChange({ by: value as YieldGrouping });
  };
  return (
    <Group gap="md" align="flex-end" wrap="wrap">
      {phone ? (
        <Select
          label={t('yields.groupBy')}
          data={groupings}
          value={by}
          onChange={choose}
          allowDeselect={false}
          w="100%"
        />
      ) : (
        <Stack gap={4}>
          <Text size="sm" fw={500} id="yields-group-by">
            {t('yields.groupBy')}
          </Text>
          <SegmentedChoice
            aria-labelledby="yields-group-by"
            data={groupings}
            value={by}
            onChange={(value) => onChange({ by: value })}
          />
        </Stack>
      )}
      <Stack gap={4} w={{ base: '100%', xs: 'auto' }}>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            type="date"
            label={t('yields.from')}
            value={from ?? ''}
            max={to}
            onChange={(event) => onChange({ from: event.currentTarget.value || undefined })}
            w={{ base: '100%', xs: 170 }}
          />
          <TextInput
            type="date"
            label={t('yields.to')}
            value={to ?? ''}
            min={from}
            onChange={(event) => onChange({ to: event.currentTarget.value || undefined })}
            w={{ base: '100%', xs: 170 }}
          />
        </Group>
        <Text size="xs" c="dimmed">
          {t('yields.rangeHint')}
        </Text>
      </Stack>
    </Group>
  );
}
