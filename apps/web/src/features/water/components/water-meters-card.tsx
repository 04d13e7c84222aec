import type { ReactNode } from 'react';
import { Card, Table, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { errorMessage } from '../../../i18n/error-message';
import { WaterTimeoutError } from '../api/with-timeout';

export interface WaterMetersCardProps {
  /** The id of the card's title, which names the section. */
  titleId: string;
  title: string;
  /** Why the read failed, said only while there is nothing to show (a poll's failure keeps the last figures). */
  failure: unknown;
  /** The headings of the two figures each meter shows. */
  columns: readonly [string, string];
  /** The in meter, then the out meter. */
  meters: readonly { label: string; figures: readonly [ReactNode, ReactNode] }[];
}

/** A water device's two meters, a row each, with two figures apiece; a timeout is said as such. */
export function WaterMetersCard({
  titleId,
  title,
  failure,
  columns,
  meters,
}: WaterMetersCardProps): ReactNode {
  const { t } = useTranslation();
  return (
    <Card withBorder component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId} mb="sm">
        {title}
      </Title>
      {failure ? (
        <Text c="red.9" role="alert">
          {failure instanceof WaterTimeoutError ? t('water.timeout') : errorMessage(t, failure)}
        </Text>
      ) : null}
      <Table withRowBorders={false} verticalSpacing={2}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('water.meter')}</Table.Th>
            <Table.Th scope="col">{columns[0]}</Table.Th>
            <Table.Th scope="col">{columns[1]}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {meters.map(({ label, figures }) => (
            <Table.Tr key={label}>
              <Table.Th scope="row">{label}</Table.Th>
              <Table.Td>{figures[0]}</Table.Td>
              <Table.Td>{figures[1]}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );
}
