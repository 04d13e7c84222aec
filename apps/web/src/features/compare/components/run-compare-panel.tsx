import type { ReactNode } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { COMPARE_MIN_RUNS } from '@canopy/shared/schemas/run-compare';
import type { RunCompareChoice } from '../lib/compare-search';
import type { ClimateMarkWords } from '../lib/mark-words';
import { ComparePicker } from './compare-picker';
import { CompareResult } from './compare-result';

export interface RunComparePanelProps {
  /** The page's choice: it lives in the address, so it can be shared and Back returns to the last one. */
  choice: RunCompareChoice;
  onChoiceChange: (next: RunCompareChoice) => void;
  /** How a run's climate chart words its marks (the runs feature's), for the marks here. */
  climateWords: ClimateMarkWords;
}

/**
 * /runs/compare (DESIGN 23): 2 to 6 runs lined up by day of a stage, a chart per metric with each run a
 * coloured line and its marks, the CSV of the charts' buckets and the runs' outcomes. With fewer than two
 * runs chosen it says so and asks nothing.
 */
export function RunComparePanel({ choice, onChoiceChange, climateWords }: RunComparePanelProps): ReactNode {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Title order={1}>{t('runCompare.title')}</Title>
      <Text>{t('runCompare.intro')}</Text>
      <ComparePicker choice={choice} onChoiceChange={onChoiceChange} />
      {choice.ids.length < COMPARE_MIN_RUNS ? (
        <Text fw={500}>{t('runCompare.chooseMore')}</Text>
      ) : (
        <CompareResult choice={choice} climateWords={climateWords} />
      )}
    </Stack>
  );
}
