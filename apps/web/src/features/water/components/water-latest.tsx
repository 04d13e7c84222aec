import type { ReactNode } from 'react';
import { Card, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WaterLatest } from '@canopy/shared/schemas/water';
import { errorMessage } from '../../../i18n/error-message';
import { Value } from '../../../components/devices/value';
import { WaterTimeoutError } from '../api/with-timeout';

export interface WaterLatestCardProps {
  latest: WaterLatest | undefined;
  error: unknown;
}

/** In and out meters now: rate in lpm and total in litres, 'no data' where a value is missing. */
export function WaterLatestCard({ latest, error }: WaterLatestCardProps): ReactNode {
  const { t } = useTranslation();
  const shown = (value: number | null | undefined, unit: string) =>
    value === null || value === undefined ? t('devices.noData') : <Value value={value} unit={unit} />;
  const rows = [
    { label: t('water.in'), meter: latest?.in },
    { label: t('water.out'), meter: latest?.out },
  ];
  return (
    <Card withBorder component="section" aria-labelledby="water-latest-title">
      <Title order={2} size="h4" id="water-latest-title" mb="sm">
        {t('water.latest')}
      </Title>
      {error && !latest ? (
        <Text c="red.9" role="alert">
          {error instanceof WaterTimeoutError ? t('water.timeout') : errorMessage(t, error)}
        </Text>
      ) : null}
      <Table withRowBorders={false} verticalSpacing={2}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('water.meter')}</Table.Th>
            <Table.Th scope="col">{t('water.rate')}</Table.Th>
            <Table.Th scope="col">{t('water.total')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(({ label, meter }) => (
            <Table.Tr key={label}>
              <Table.Th scope="row">{label}</Table.Th>
              <Table.Td>{shown(meter?.rate_lpm, t('water.unitLpm'))}</Table.Td>
              <Table.Td>{shown(meter?.total_l, t('water.unitLitres'))}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );
}
