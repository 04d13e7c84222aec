import { memo, type ReactNode } from 'react';
import { Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { useRecentHistory } from '../api/recent-history';
import { sparklinePoints } from '../lib/sparkline';

const WIDTH = 72;
const HEIGHT = 24;

/**
 * Temperature over the last 6 hours as a small line; its name says where it started and ended. Memoised:
 * a live reading redraws the row, and the line changes only with its own query.
 */
export const TemperatureSparkline = memo(function TemperatureSparkline({ id }: { id: string }): ReactNode {
  const { t } = useTranslation();
  const history = useRecentHistory(id);
  const values = (history.data ?? []).map((point) => point.temperature);
  const points = sparklinePoints(values, WIDTH, HEIGHT);
  if (history.isPending) return <span style={{ width: WIDTH, height: HEIGHT, display: 'inline-block' }} />;
  if (!points) {
    return (
      <Text span size="xs" c="dimmed">
        {t('floor.trendEmpty')}
      </Text>
    );
  }
  const known = values.filter((value): value is number => value !== null);
  const label = t('floor.trendLabel', { from: `${known[0]} °C`, to: `${known.at(-1)} °C` });
  return (
    <svg
      role="img"
      aria-label={label}
      width={WIDTH}
      height={HEIGHT + 2}
      viewBox={`0 -1 ${WIDTH} ${HEIGHT + 2}`}
      style={{ flexShrink: 0, color: 'var(--mantine-color-blue-8)' }}
    >
      <polyline points={points} fill="none" stroke="currentColor" strokeWidth={1.5} strokeLinejoin="round" />
    </svg>
  );
});
