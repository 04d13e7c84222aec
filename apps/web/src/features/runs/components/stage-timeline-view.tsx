import type { ReactNode } from 'react';
import { Box, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { StageBand } from '@canopy/shared/run-timeline';

const STATUS_COLOR = {
  done: 'var(--mantine-color-green-8)',
  current: 'var(--mantine-color-blue-8)',
  upcoming: 'var(--mantine-color-gray-5)',
  skipped: 'var(--mantine-color-gray-5)',
} as const;

/**
 * The stage bands side by side, each as wide as its longer of planned and actual days: the outline is
 * the plan, the fill what happened. Each band also says it in words (the list under the bars), so
 * neither colour nor length carries the meaning alone.
 */
export function StageTimelineView({ bands }: { bands: readonly StageBand[] }): ReactNode {
  const { t } = useTranslation();
  const total = bands.reduce((sum, band) => sum + Math.max(band.planned, band.actual ?? 0, 1), 0);
  return (
    <Stack gap="xs" component="section" aria-labelledby="stage-timeline-title">
      <Title order={2} size="h4" id="stage-timeline-title">
        {t('runs.timeline.title')}
      </Title>
      <Box aria-hidden="true" style={{ display: 'flex', gap: 2, width: '100%' }}>
        {bands.map((band) => {
          const span = Math.max(band.planned, band.actual ?? 0, 1);
          const filled = Math.min(1, (band.actual ?? 0) / span);
          return (
            <Box
              key={band.stage}
              data-stage={band.stage}
              style={{ flexGrow: span / total, flexBasis: 0, minWidth: 24 }}
            >
              <Text size="xs" truncate>
                {t(`crop.stages.${band.stage}`)}
              </Text>
              <Box
                style={{
                  height: 16,
                  border: `2px solid ${STATUS_COLOR[band.status]}`,
                  borderRadius: 4,
                  overflow: 'hidden',
                }}
              >
                <Box
                  style={{ width: `${filled * 100}%`, height: '100%', background: STATUS_COLOR[band.status] }}
                />
              </Box>
            </Box>
          );
        })}
      </Box>
      <Box component="ol" m={0} ps="md">
        {bands.map((band) => (
          <Text component="li" size="sm" key={band.stage}>
            {t('runs.timeline.band', {
              stage: t(`crop.stages.${band.stage}`),
              actual: band.actual ?? 0,
              planned: band.planned,
            })}{' '}
            ({t(`runs.timeline.status.${band.status}`)})
          </Text>
        ))}
      </Box>
    </Stack>
  );
}
