import { useId, useMemo, type ReactNode } from 'react';
import { Chip, Group, MultiSelect, NativeSelect, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { SegmentedChoice } from '../../../components/ui/segmented-choice';
import { GROWING_STAGES, RUN_STATES, type GrowingStage } from '@canopy/shared/crop';
import {
  COMPARE_MAX_RUNS,
  COMPARE_METRICS,
  COMPARE_STEPS,
  type CompareStep,
} from '@canopy/shared/schemas/run-compare';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { useRuns } from '../../../lib/crop/api/list-runs';
import type { RunCompareChoice } from '../lib/compare-search';

export interface ComparePickerProps {
  choice: RunCompareChoice;
  onChoiceChange: (next: RunCompareChoice) => void;
}

/**
 * What to compare: 2 to 6 runs (searchable, grouped by state with the active ones first, newest first in
 * each), the stage, the step and the charts shown (at least one).
 */
export function ComparePicker({ choice, onChoiceChange }: ComparePickerProps): ReactNode {
  const { t } = useTranslation();
  const stepLabelId = useId();
  const metricsLabelId = useId();
  const runs = useRuns({});
  const full = choice.ids.length >= COMPARE_MAX_RUNS;
  const groups = useMemo(() => {
    const listed = [...(runs.data ?? [])].sort((a, b) => b.startedAt.localeCompare(a.startedAt));
    const known = new Set(listed.map((run) => run._id));
    // A run the address names that the list does not hold stays removable, under its id.
    const unknown = choice.ids.filter((id) => runs.data && !known.has(id));
    return [
      ...RUN_STATES.map((state) => ({
        group: t(`runs.states.${state}`),
        items: listed
          .filter((run) => run.state === state)
          .map((run) => ({
            value: run._id,
            label: t('runCompare.runOption', { code: run.code, name: run.name }),
            disabled: full && !choice.ids.includes(run._id),
          })),
      })),
      { group: '—', items: unknown.map((id) => ({ value: id, label: id })) },
    ].filter((group) => group.items.length > 0);
  }, [runs.data, choice.ids, full, t]);

  return (
    <Stack gap="sm">
      <MultiSelect
        label={t('runCompare.runs')}
        description={
          full ? t('runCompare.runsFull') : t('runCompare.runsHint', { chosen: choice.ids.length })
        }
        placeholder={choice.ids.length === 0 ? t('runCompare.runsPlaceholder') : undefined}
        data={groups}
        value={runs.data ? choice.ids : []}
        onChange={(ids) => onChoiceChange({ ...choice, ids })}
        maxValues={COMPARE_MAX_RUNS}
        searchable
        nothingFoundMessage={t('runCompare.nothingFound')}
        disabled={!runs.data}
        maw={720}
      />
      <ErrorNotice error={runs.error} />
      {runs.data?.length === 0 ? <Text size="sm">{t('runCompare.noRuns')}</Text> : null}
      <Group align="flex-end" gap="md">
        <NativeSelect
          label={t('runCompare.stage')}
          value={choice.stage}
          onChange={(event) =>
            onChoiceChange({ ...choice, stage: event.currentTarget.value as GrowingStage })
          }
          data={GROWING_STAGES.map((stage) => ({ value: stage, label: t(`crop.stages.${stage}`) }))}
          w={200}
        />
        <Stack gap={4}>
          <Text id={stepLabelId} size="sm" fw={500}>
            {t('runCompare.step')}
          </Text>
          <SegmentedChoice
            aria-labelledby={stepLabelId}
            value={choice.step}
            onChange={(step) => onChoiceChange({ ...choice, step: step as CompareStep })}
            data={COMPARE_STEPS.map((step) => ({ value: step, label: t(`runCompare.steps.${step}`) }))}
          />
        </Stack>
      </Group>
      <Stack gap={4}>
        <Text id={metricsLabelId} size="sm" fw={500}>
          {t('runCompare.metrics')}
        </Text>
        <Chip.Group
          multiple
          value={choice.metrics}
          onChange={(shown) => {
            if (shown.length > 0)
              onChoiceChange({ ...choice, metrics: COMPARE_METRICS.filter((m) => shown.includes(m)) });
          }}
        >
          <Group gap={6} role="group" aria-labelledby={metricsLabelId}>
            {COMPARE_METRICS.map((metric) => (
              <Chip key={metric} value={metric} size="sm">
                {t(`runCompare.metricTitles.${metric}`)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        <Text size="sm" c="dimmed">
          {t('runCompare.metricsHint')}
        </Text>
      </Stack>
    </Stack>
  );
}
