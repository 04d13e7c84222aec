import type { ReactNode } from 'react';
import { Card, Stack, Table, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from '../../i18n/use-translation';
import type { ClimateDay, DailyStats, SoilDay, WaterDay } from '@canopy/shared/schemas/history';
import { ErrorNotice } from '../ui/error-notice';
import { ScrollBox } from '../ui/scroll-box';
import { useDailySummary } from '../../lib/devices/api/daily-summary';
import { SOIL_VALUES } from '../../lib/devices/soil-values';
import { Loading } from '../ui/loading';

type Kind = 'climate' | 'soil' | 'water';

const CLIMATE_VALUES = [
  { key: 'temperature', labelKey: 'devices.chartTemperature' },
  { key: 'humidity', labelKey: 'devices.chartHumidity' },
  { key: 'co2', labelKey: 'devices.chartCo2' },
  { key: 'vpd', labelKey: 'devices.chartVpd' },
] as const;
const JUDGED = ['temperature', 'humidity', 'co2'] as const;

const fixed = (value: number | null, digits = 2) => (value === null ? '-' : value.toFixed(digits));
const statsText = (s: DailyStats) => `${fixed(s.min)} / ${fixed(s.avg)} / ${fixed(s.max)}`;
const pct = (value: number | null) => (value === null ? '-' : `${value.toFixed(1)} %`);

/** The summary table under the charts: one row per day of the range. */
export function DailySummaryTable({
  kind,
  deviceId,
  from,
  to,
}: {
  kind: Kind;
  deviceId: string;
  from: number;
  to: number;
}): ReactNode {
  const { t } = useTranslation();
  const daily = useDailySummary(kind, deviceId, from, to);
  const days = daily.data ?? [];
  return (
    <Card withBorder component="section" aria-labelledby={`daily-${kind}-title`}>
      <Stack gap="xs">
        <Title order={2} size="h4" id={`daily-${kind}-title`}>
          {t('history.dailyTitle')}
        </Title>
        {kind === 'water' ? null : <Text size="sm">{t('history.dailyHint')}</Text>}
        <ErrorNotice error={daily.error} />
        {daily.isPending ? <Loading size="sm" label={t('common.loading')} /> : null}
        {daily.data && days.length === 0 ? <Text size="sm">{t('history.dailyEmpty')}</Text> : null}
        {days.length > 0 ? (
          <ScrollBox labelledBy={`daily-${kind}-title`}>
            <Table
              striped
              verticalSpacing={4}
              miw={kind === 'water' ? 360 : 720}
              aria-labelledby={`daily-${kind}-title`}
            >
              {kind === 'climate' ? (
                <DayRows days={days as ClimateDay[]} columns={climateColumns(t)} />
              ) : null}
              {kind === 'soil' ? <DayRows days={days as SoilDay[]} columns={soilColumns(t)} /> : null}
              {kind === 'water' ? <DayRows days={days as WaterDay[]} columns={waterColumns(t)} /> : null}
            </Table>
          </ScrollBox>
        ) : null}
      </Stack>
    </Card>
  );
}

interface DayColumn<T> {
  key: string;
  header: string;
  cell: (day: T) => string;
}

/** A table's head and one row per day: the date, then each column's cell. */
function DayRows<T extends { date: string }>({
  days,
  columns,
}: {
  days: T[];
  columns: DayColumn<T>[];
}): ReactNode {
  const { t } = useTranslation();
  return (
    <>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('history.date')}</Table.Th>
          {columns.map((column) => (
            <Table.Th key={column.key}>{column.header}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {days.map((day) => (
          <Table.Tr key={day.date}>
            <Table.Th scope="row" style={{ whiteSpace: 'nowrap' }}>
              <bdi>{day.date}</bdi>
            </Table.Th>
            {columns.map((column) => (
              <Table.Td key={column.key} style={{ whiteSpace: 'nowrap' }}>
                <bdi>{column.cell(day)}</bdi>
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </>
  );
}

const climateColumns = (t: TFunction): DayColumn<ClimateDay>[] => [
  ...CLIMATE_VALUES.map((v) => ({
    key: v.key,
    header: t(v.labelKey),
    cell: (day: ClimateDay) => statsText(day[v.key]),
  })),
  ...JUDGED.map((m) => ({
    key: `in-${m}`,
    header: t(`history.inRange.${m}`),
    cell: (day: ClimateDay) => pct(day.inRangePct[m]),
  })),
];

const soilColumns = (t: TFunction): DayColumn<SoilDay>[] =>
  SOIL_VALUES.map((v) => ({
    key: v.metric,
    header: t(v.labelKey),
    cell: (day: SoilDay) => statsText(day[v.metric]),
  }));

const waterColumns = (t: TFunction): DayColumn<WaterDay>[] => [
  { key: 'in', header: t('history.waterIn'), cell: (day) => fixed(day.in_l, 1) },
  { key: 'out', header: t('history.waterOut'), cell: (day) => fixed(day.out_l, 1) },
  { key: 'balance', header: t('history.waterBalance'), cell: (day) => fixed(day.balance_l, 1) },
];
