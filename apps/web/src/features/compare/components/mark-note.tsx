import type { ReactNode } from 'react';
import { Badge, CloseButton, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CompareRun } from '@canopy/shared/schemas/run-compare';
import type { PlacedMark } from '../lib/compare-charts';
import { clock, markKind, markText, type ClimateMarkWords } from '../lib/mark-words';
import { LineSample } from './run-key';

export interface MarkNoteProps {
  placed: PlacedMark;
  run: CompareRun;
  climateWords: ClimateMarkWords;
  /** Closes a tapped mark; a mark only pointed at has none. */
  onClose?: (() => void) | undefined;
}

/** The mark under the pointer or tapped: whose run, its kind, the day and hour of stage, what happened. */
export function MarkNote({ placed, run, climateWords, onClose }: MarkNoteProps): ReactNode {
  const { t } = useTranslation();
  const { mark } = placed;
  return (
    <Paper withBorder p="xs" role="status" aria-label={t('runs.climate.markShown')}>
      <Group gap="xs" wrap="nowrap" align="flex-start" justify="space-between">
        <Group gap="xs">
          <LineSample index={placed.run} />
          <Text size="sm" fw={500}>
            <bdi>{run.code}</bdi>
          </Text>
          <Badge variant="light" color="gray">
            {markKind(t, mark)}
          </Badge>
          <Text size="sm">{t('runCompare.dayAt', { day: mark.day, time: clock(mark.hour) })}</Text>
          <Text size="sm" dir="auto" style={{ overflowWrap: 'anywhere' }}>
            {markText(t, mark, climateWords)}
          </Text>
        </Group>
        {onClose ? <CloseButton aria-label={t('runs.climate.closeMark')} onClick={onClose} /> : null}
      </Group>
    </Paper>
  );
}
