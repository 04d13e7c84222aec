import type { ReactNode } from 'react';
import { Badge, CloseButton, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { CompareRun } from '@canopy/shared/schemas/run-compare';
import { currentLanguage } from '../../../i18n/i18n';
import { useRun } from '../../../lib/crop/api/get-run';
import type { PlacedMark } from '../lib/compare-charts';
import { CARE_KINDS, clock, markKind, markText, type ClimateMarkWords } from '../lib/mark-words';
import { LineSample } from './run-key';

export interface MarkNoteProps {
  placed: PlacedMark;
  run: CompareRun;
  climateWords: ClimateMarkWords;
  /** Closes a tapped mark; a mark only pointed at has none. */
  onClose?: (() => void) | undefined;
}

/** Stays in view below the top bar while the reader scrolls through the charts. */
const STICKY = { position: 'sticky', top: 64, zIndex: 2 } as const;

/**
 * The mark under the pointer or tapped: whose run, its kind, the day and hour of stage, what happened. A
 * feed, scouting or treatment is worded from its run's rows, fetched for it.
 */
export function MarkNote({ placed, run, climateWords, onClose }: MarkNoteProps): ReactNode {
  const { t, i18n } = useTranslation();
  const { mark } = placed;
  const care = useRun(run.id, CARE_KINDS.has(mark.kind)).data;
  const rows = care && { run: care, groupId: '', language: currentLanguage(i18n) };
  return (
    <Paper
      withBorder
      shadow="xs"
      p="xs"
      role="status"
      aria-label={t('runs.climate.markShown')}
      style={STICKY}
    >
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
            {markText(t, mark, climateWords, rows)}
          </Text>
        </Group>
        {onClose ? <CloseButton aria-label={t('runs.climate.closeMark')} onClick={onClose} /> : null}
      </Group>
    </Paper>
  );
}
