import { useId, useState, type ReactNode } from 'react';
import { Box, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { SegmentedChoice } from '../../../components/ui/segmented-choice';
import type { YieldRow } from '@canopy/shared/schemas/yields';
import { useWeights } from '../../../lib/crop/use-weights';

type Measure = 'perPlant' | 'total';

const VALUE: Record<Measure, (row: YieldRow) => number | null> = {
  perPlant: (row) => row.dryPerPlant,
  total: (row) => row.dryGrams,
};

/**
 * Each strain's dry weight per plant (or in all) as a bar, longest first: a list whose every item says the
 * strain and its value as text, the bar beside it only drawn. Bars grow from the start of the line, so
 * they run right to left in Hebrew; the names take a share of the width, so it fits a phone.
 */
export function StrainBars({ rows }: { rows: readonly YieldRow[] }): ReactNode {
  const { t } = useTranslation();
  const { unit, format } = useWeights();
  const [measure, setMeasure] = useState<Measure>('perPlant');
  const titleId = useId();
  const bars = rows
    .flatMap((row) => {
      const value = VALUE[measure](row);
      return value === null ? [] : [{ key: row.key ?? '', label: row.label, value }];
    })
    .sort((a, b) => b.value - a.value);
  const largest = Math.max(...bars.map((bar) => bar.value), 0);
  const unitWord = t(`weights.units.${unit}`);
  return (
    <Stack component="section" aria-labelledby={titleId} gap="sm">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={2} size="h3" id={titleId}>
          {t('yields.bars.title')}
        </Title>
        <SegmentedChoice
          aria-label={t('yields.bars.show')}
          value={measure}
          onChange={(value) => setMeasure(value as Measure)}
          data={[
            { value: 'perPlant', label: t('yields.bars.perPlant') },
            { value: 'total', label: t('yields.bars.total') },
          ]}
        />
      </Group>
      <Box
        component="ul"
        aria-label={t(measure === 'perPlant' ? 'yields.bars.perPlantLabel' : 'yields.bars.totalLabel', {
          unit: unitWord,
        })}
        m={0}
        p={0}
        style={{ listStyle: 'none', display: 'grid', gap: 'var(--mantine-spacing-xs)' }}
      >
        {bars.map((bar) => (
          <Box
            component="li"
            key={bar.key}
            style={{
              display: 'grid',
              gridTemplateColumns: 'minmax(5rem, 30%) 1fr auto',
              alignItems: 'center',
              gap: 'var(--mantine-spacing-sm)',
            }}
          >
            <Text size="sm" truncate="end">
              <bdi>{bar.label}</bdi>
            </Text>
            <Box
              aria-hidden="true"
              h={16}
              style={{ background: 'var(--mantine-color-default-border)', borderRadius: 4 }}
            >
              <Box
                h="100%"
                style={{
                  inlineSize: `${largest > 0 ? (bar.value / largest) * 100 : 0}%`,
                  background: 'var(--mantine-color-green-7)',
                  borderRadius: 4,
                }}
              />
            </Box>
            <Text size="sm" ta="end" style={{ whiteSpace: 'nowrap' }}>
              <bdi>{format(bar.value)}</bdi>
            </Text>
          </Box>
        ))}
      </Box>
    </Stack>
  );
}
