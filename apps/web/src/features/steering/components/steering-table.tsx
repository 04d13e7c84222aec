import { Fragment, type ReactNode } from 'react';
import { Table } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { SteeringDay } from '@canopy/shared/schemas/steering';
import { ScrollBox } from '../../../components/ui/scroll-box';
import type { SteeringColumn } from '../lib/steering-columns';
import type { SteeringFormat } from '../lib/steering-format';
import type { OpenDays } from '../lib/use-open-days';
import { DayShots } from './day-shots';
import { SteeringValue } from './steering-value';

/** The columns written in words, which may wrap; a figure and its unit stay on one line. */
const WORDS: ReadonlySet<SteeringColumn> = new Set(['firstShot', 'lastShot']);

export interface SteeringDaysProps {
  /** Newest first. */
  days: readonly SteeringDay[];
  columns: readonly SteeringColumn[];
  format: SteeringFormat;
  open: OpenDays;
}

/**
 * The days as a table, a day's shots in a row under it once opened. It scrolls sideways when narrow, in a box
 * the keyboard reaches even when no day has shots to open (axe's scrollable-region-focusable).
 */
export function SteeringTable({ days, columns, format, open }: SteeringDaysProps): ReactNode {
  const { t } = useTranslation();
  return (
    <ScrollBox labelledBy="steering-title">
      <Table striped miw={columns.length > 3 ? 1150 : undefined} aria-label={t('steering.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column}>{t(`steering.columns.${column}`)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {days.map((day) => (
            <Fragment key={day.date}>
              <Table.Tr>
                {columns.map((column) => (
                  <Table.Td key={column} style={WORDS.has(column) ? undefined : { whiteSpace: 'nowrap' }}>
                    <SteeringValue column={column} day={day} format={format} open={open} />
                  </Table.Td>
                ))}
              </Table.Tr>
              {open.isOpen(day.date) ? (
                <Table.Tr>
                  <Table.Td colSpan={columns.length}>
                    <DayShots day={day} format={format} />
                  </Table.Td>
                </Table.Tr>
              ) : null}
            </Fragment>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollBox>
  );
}
