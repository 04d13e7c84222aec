import type { ReactNode } from 'react';
import { Card, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../i18n/error-message';
import { Value } from '../../../components/devices/value';
import type { PollInterval } from '../api/water-request';
import { useWaterSummary } from '../api/water-summary';
import type { WaterSelection } from '../../../lib/devices/water-range';
import { WaterTimeoutError } from '../api/with-timeout';

export interface WaterSummaryCardProps {
  deviceId: string;
  selection: WaterSelection | null;
  poll: PollInterval;
}

/** GET /summary for the chosen range: litres used (total delta) and the average rate, per meter. */
export function WaterSummaryCard({ deviceId, selection, poll }: WaterSummaryCardProps): ReactNode {
  const { t } = useTranslation();
  const summary = useWaterSummary(deviceId, selection, poll);
  // An invalid custom range asks for nothing; the previous range's totals would mislead.
  const data = selection ? summary.data : undefined;
  const rows = [
    { label: t('water.in'), side: data?.in },
    { label: t('water.out'), side: data?.out },
  ];
  return (
    <Card withBorder component="section" aria-labelledby="water-summary-title">
      <Title order={2} size="h4" id="water-summary-title" mb="sm">
        {t('water.summary')}
      </Title>
      {selection && summary.isError && !data ? (
        <Text c="red.9" role="alert">
          {summary.error instanceof WaterTimeoutError ? t('water.timeout') : errorMessage(t, summary.error)}
        </Text>
      ) : null}
      <Table withRowBorders={false} verticalSpacing={2}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('water.meter')}</Table.Th>
            <Table.Th scope="col">{t('water.used')}</Table.Th>
            <Table.Th scope="col">{t('water.averageRate')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(({ label, side }) => (
            <Table.Tr key={label}>
              <Table.Th scope="row">{label}</Table.Th>
              <Table.Td>
                <Value value={side?.total_delta_l} unit={t('water.unitLitres')} digits={2} />
              </Table.Td>
              <Table.Td>
                <Value value={side?.avg_rate_lpm} unit={t('water.unitLpm')} digits={2} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );
}
