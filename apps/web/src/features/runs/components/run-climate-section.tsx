import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { Alert, Badge, CloseButton, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { CLIMATE_SERIES_METRICS, type ClimateSeriesMetric } from '@canopy/shared/schemas/history';
import type { RunClimateMark } from '@canopy/shared/schemas/run-climate';
import type { Run } from '@canopy/shared/schemas/runs';
import { SiteTime } from '../../../components/crop/site-time';
import { errorMessage } from '../../../i18n/error-message';
import { currentLanguage } from '../../../i18n/i18n';
import type { ShadedStage } from '../../../lib/devices/stage-shading';
import { useRunClimate } from '../api/get-run-climate';
import { MARK_BADGE_COLORS, markWords, type MarkRows } from '../lib/climate-marks';
import { CLIMATE_METRICS } from '../lib/climate-metrics';
import { Loading } from '../../../components/ui/loading';

// uPlot is fetched only when there is a climate to draw.
const RunClimateChart = lazy(() =>
  import('./run-climate-chart').then((module) => ({ default: module.RunClimateChart })),
);

/**
 * The room climate over the run (DESIGN section 20): one value at a time, for one group (the one with most
 * plants until another is picked), its stages shaded and labelled, its stage events, losses and its rooms'
 * alerts and notes, its feeds, scouting and treatments marked. A mark's words show while the pointer is
 * on it, and stay once it is tapped.
 */
export function RunClimateSection({ run }: { run: Run }): ReactNode {
  const { t, i18n } = useTranslation();
  const [groupId, setGroupId] = useState<string | null>(null);
  const [metric, setMetric] = useState<ClimateSeriesMetric>('temperature');
  const [picked, setPicked] = useState<RunClimateMark | null>(null);
  const [hovered, setHovered] = useState<RunClimateMark | null>(null);
  const climate = useRunClimate(run._id, groupId);
  const data = climate.data;
  const bands = useMemo(
    (): ShadedStage[] =>
      (data?.bands ?? []).map((band) => ({
        stage: band.stage,
        from: band.from,
        to: band.to,
        label: t('runs.climate.band', { stage: t(`crop.stages.${band.stage}`), room: band.roomName }),
      })),
    [data, t],
  );
  const window = useMemo((): [number, number] => [(data?.from ?? 0) / 1000, (data?.to ?? 0) / 1000], [data]);
  const onPick = useCallback((mark: RunClimateMark) => setPicked(mark), []);
  const shown = picked ?? hovered;
  const groupOptions = run.groups.map((group) => ({
    value: group._id,
    label: t('runs.climate.groupOption', {
      strain: group.strainName,
      stage: t(`crop.stages.${group.stage}`),
      room: group.roomName,
      count: group.plantCount,
    }),
  }));

  return (
    <Stack gap="sm" component="section" aria-labelledby="run-climate-title">
      <Title order={2} size="h4" id="run-climate-title">
        {t('runs.climate.title')}
      </Title>
      <Group align="flex-end" gap="sm">
        {run.groups.length > 1 ? (
          <NativeSelect
            label={t('runs.climate.group')}
            value={data?.groupId ?? groupId ?? ''}
            onChange={(event) => {
              setGroupId(event.currentTarget.value);
              setPicked(null);
            }}
            data={groupOptions}
            maw={420}
          />
        ) : null}
        <NativeSelect
          label={t('runs.climate.metric')}
          value={metric}
          onChange={(event) => setMetric(event.currentTarget.value as ClimateSeriesMetric)}
          data={CLIMATE_SERIES_METRICS.map((m) => ({ value: m, label: t(CLIMATE_METRICS[m].titleKey) }))}
          maw={240}
        />
      </Group>
      {climate.isPending ? <Loading label={t('runs.climate.loading')} /> : null}
      {climate.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(t, climate.error)}
        </Alert>
      ) : null}
      {data && data.points.length === 0 ? <Text size="sm">{t('runs.climate.empty')}</Text> : null}
      {data && data.points.length > 0 ? (
        <>
          {shown ? (
            <MarkNote
              mark={shown}
              rows={{ run, groupId: data.groupId, language: currentLanguage(i18n) }}
              onClose={picked ? () => setPicked(null) : undefined}
            />
          ) : null}
          <Suspense fallback={<Loading label={t('runs.climate.loading')} />}>
            <RunClimateChart
              points={data.points}
              metric={metric}
              window={window}
              bands={bands}
              marks={data.marks}
              direction={i18n.dir() === 'rtl' ? 'rtl' : 'ltr'}
              onPickMark={onPick}
              onHoverMark={setHovered}
            />
          </Suspense>
          <Text size="sm" c="dimmed">
            {t('runs.climate.hint')}
          </Text>
        </>
      ) : null}
    </Stack>
  );
}

/** The mark under the pointer or tapped: its kind, when, and what happened. */
function MarkNote({
  mark,
  rows,
  onClose,
}: {
  mark: RunClimateMark;
  rows: MarkRows;
  onClose?: (() => void) | undefined;
}): ReactNode {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="xs" role="status" aria-label={t('runs.climate.markShown')}>
      <Group gap="xs" wrap="nowrap" align="flex-start" justify="space-between">
        <Group gap="xs">
          <Badge variant="light" color={MARK_BADGE_COLORS[mark.kind]}>
            {t(`runs.climate.kinds.${mark.kind}`)}
          </Badge>
          <Text size="sm">
            <SiteTime value={new Date(mark.ts).toISOString()} />
          </Text>
          <Text size="sm" dir="auto" style={{ overflowWrap: 'anywhere' }}>
            {markWords(t, mark, rows)}
          </Text>
        </Group>
        {onClose ? <CloseButton aria-label={t('runs.climate.closeMark')} onClick={onClose} /> : null}
      </Group>
    </Paper>
  );
}
