import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from '../../../i18n/use-translation';
import type { Room } from '@canopy/shared/schemas/rooms';
import type { Steering } from '@canopy/shared/schemas/steering';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { useRoomSteering } from '../api/get-room-steering';
import { columnsFor } from '../lib/steering-columns';
import { DEFAULT_STEERING_RANGE, type SteeringRange } from '../lib/steering-range';
import { useOpenDays } from '../lib/use-open-days';
import { useSteeringFormat } from '../lib/use-steering-format';
import { SteeringDayCards } from './steering-day-cards';
import { SteeringRangeChoice } from './steering-range-choice';
import { SteeringTable } from './steering-table';
import { Loading } from '../../../components/ui/loading';

// uPlot is fetched only when there are days to draw.
const SteeringCharts = lazy(() =>
  import('./steering-charts').then((module) => ({ default: module.SteeringCharts })),
);

/** Below this a day is a card: eleven columns do not fit a phone. */
const PHONE = '(max-width: 599.98px)';

/**
 * A room's crop steering (DESIGN section 23): per day, lights-on to lights-on, its irrigation shots, water,
 * runoff, drybacks, substrate EC and time in the stage's VPD target, newest day first, over a week, two or
 * thirty days. A room without devices says so instead.
 */
export function SteeringPanel({ room }: { room: Room }): ReactNode {
  const { t } = useTranslation();
  const [days, setDays] = useState<SteeringRange>(DEFAULT_STEERING_RANGE);
  return (
    <Stack gap="sm" component="section" aria-labelledby="steering-title">
      <Title order={2} size="h4" id="steering-title">
        {t('steering.title')}
      </Title>
      {room.devices.length === 0 ? (
        <Text size="sm">{t('steering.noDevices')}</Text>
      ) : (
        <>
          <SteeringRangeChoice value={days} onChange={setDays} />
          <SteeringDays roomId={room._id} days={days} />
        </>
      )}
    </Stack>
  );
}

function SteeringDays({ roomId, days }: { roomId: string; days: SteeringRange }): ReactNode {
  const { t } = useTranslation();
  const query = useRoomSteering(roomId, days);
  return (
    <>
      {query.isFetching ? <Loading size="sm" label={t('steering.loading')} /> : null}
      <ErrorNotice error={query.error} />
      {query.data ? <SteeringResult steering={query.data} /> : null}
    </>
  );
}

function SteeringResult({ steering }: { steering: Steering }): ReactNode {
  const { t } = useTranslation();
  const format = useSteeringFormat();
  const open = useOpenDays();
  const phone = useMediaQuery(PHONE, false, { getInitialValueInEffect: false });
  const newestFirst = useMemo(() => [...steering.days].reverse(), [steering.days]);
  const window = useMemo(
    (): [number, number] => [steering.from / 1000, steering.to / 1000],
    [steering.from, steering.to],
  );
  const columns = columnsFor(steering.source);
  const Days = phone ? SteeringDayCards : SteeringTable;
  return (
    <>
      <Stack gap={2}>
        <Text size="sm">{t(`steering.source.${steering.source}`)}</Text>
        <Text size="sm" c="dimmed">
          {t('steering.hint')}
        </Text>
      </Stack>
      {steering.days.length === 0 ? (
        <Text size="sm">{t('steering.empty')}</Text>
      ) : (
        <>
          {steering.source === 'none' ? null : (
            <Suspense fallback={<Loading size="sm" label={t('steering.loading')} />}>
              <SteeringCharts days={steering.days} window={window} />
            </Suspense>
          )}
          <Days days={newestFirst} columns={columns} format={format} open={open} />
        </>
      )}
    </>
  );
}
