import type { ReactNode } from 'react';
import { Card, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ClimateDay, DailyStats, SoilDay, WaterDay } from '@canopy/shared/schemas/history';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { ScrollBox } from '../../../components/ui/scroll-box';
import { useDailySummary } from '../api/daily-summary';
import { SOIL_VALUES } from '../lib/soil-values';

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

/** The summary table under the charts (DESIGN section 15): one row per day of the range. */
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
        {daily.isPending ? <Loader size="sm" aria-label={t('common.loading')} /> : null}
        {daily.data && days.length === 0 ? <Text size="sm">{t('history.dailyEmpty')}</Text> : null}
        {days.length > 0 ? (
          <ScrollBox labelledBy={`daily-${kind}-title`}>
            <Table
              striped
              verticalSpacing={4}
              miw={kind === 'water' ? 360 : 720}
              aria-labelledby={`daily-${kind}-title`}
            >
              {kind === 'climate' ? <ClimateRows days={days as ClimateDay[]} /> : null}
              {kind === 'soil' ? <SoilRows days={days as SoilDay[]} /> : null}
              {kind === 'water' ? <WaterRows days={days as WaterDay[]} /> : null}
            </Table>
          </ScrollBox>
        ) : null}
      </Stack>
    </Card>
  );
}

function ClimateRows({ days }: { days: ClimateDay[] }): ReactNode {
  const { t } = useTranslation();
  return (
    <>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('history.date')}</Table.Th>
          {CLIMATE_VALUES.map((v) => (
            <Table.Th key={v.key}>{t(v.labelKey)}</Table.Th>
          ))}
          {JUDGED.map((m) => (
            <Table.Th key={m}>{t(`history.inRange.${m}`)}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {days.map((day) => (
          <Table.Tr key={day.date}>
            <Table.Th scope="row" style={{ whiteSpace: 'nowrap' }}>
              <bdi>{day.date}</bdi>
            </Table.Th>
            {CLIMATE_VALUES.map((v) => (
              <Table.Td key={v.key} style={{ whiteSpace: 'nowrap' }}>
                <bdi>{statsText(day[v.key])}</bdi>
              </Table.Td>
            ))}
            {JUDGED.map((m) => (
              <Table.Td key={m}>
                <bdi>{pct(day.inRangePct[m])}</bdi>
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </>
  );
}

function SoilRows({ days }: { days: SoilDay[] }): ReactNode {
  const { t } = useTranslation();
  return (
    <>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('history.date')}</Table.Th>
          {SOIL_VALUES.map((v) => (
            <Table.Th key={v.metric}>{t(v.labelKey)}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {days.map((day) => (
          <Table.Tr key={day.date}>
            <Table.Th scope="row" style={{ whiteSpace: 'nowrap' }}>
              <bdi>{day.date}</bdi>
            </Table.Th>
            {SOIL_VALUES.map((v) => (
              <Table.Td key={v.metric} style={{ whiteSpace: 'nowrap' }}>
                <bdi>{statsText(day[v.metric])}</bdi>
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </>
  );
}

function WaterRows({ days }: { days: WaterDay[] }): ReactNode {
  const { t } = useTranslation();
  return (
    <>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('history.date')}</Table.Th>
          <Table.Th>{t('history.waterIn')}</Table.Th>
          <Table.Th>{t('history.waterOut')}</Table.Th>
          <Table.Th>{t('history.waterBalance')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {days.map((day) => (
          <Table.Tr key={day.date}>
            <Table.Th scope="row">
              <bdi>{day.date}</bdi>
            </Table.Th>
            <Table.Td>
              <bdi>{fixed(day.in_l, 1)}</bdi>
            </Table.Td>
            <Table.Td>
              <bdi>{fixed(day.out_l, 1)}</bdi>
            </Table.Td>
            <Table.Td>
              <bdi>{fixed(day.balance_l, 1)}</bdi>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </>
  );
}
