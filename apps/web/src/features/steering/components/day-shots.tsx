import type { ReactNode } from 'react';
import { Table } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { SteeringDay } from '@canopy/shared/schemas/steering';
import type { SteeringFormat } from '../lib/steering-format';
import { shotsId } from './shots-toggle';

/** A day's shots, when each began (site time) and the litres its meter counted. */
export function DayShots({ day, format }: { day: SteeringDay; format: SteeringFormat }): ReactNode {
  const { t } = useTranslation();
  return (
    <Table
      id={shotsId(day)}
      withRowBorders={false}
      verticalSpacing={2}
      maw={260}
      aria-label={t('steering.shotsOf', { date: format.date(day.date), number: day.shotCount })}
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('steering.shotTime')}</Table.Th>
          <Table.Th>{t('steering.shotLitres')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {day.shots.map((shot) => (
          <Table.Tr key={shot.at}>
            <Table.Td>
              <time dateTime={shot.at}>{format.time(shot.at)}</time>
            </Table.Td>
            <Table.Td>{format.litres(shot.litres)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
