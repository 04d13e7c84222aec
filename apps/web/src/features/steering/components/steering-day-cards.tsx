import { Fragment, type ReactNode } from 'react';
import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { PlainList } from '../../../components/ui/plain-list';
import type { SteeringDaysProps } from './steering-table';
import { DayShots } from './day-shots';
import { SteeringValue } from './steering-value';

/** A phone's days: a card each, its date at the top and every other column a named line under it. */
export function SteeringDayCards({ days, columns, format, open }: SteeringDaysProps): ReactNode {
  const { t } = useTranslation();
  return (
    <PlainList label={t('steering.tableLabel')}>
      {days.map((day) => (
        <Paper key={day.date} component="li" withBorder p="sm">
          <Text fw={600}>{format.date(day.date)}</Text>
          <SimpleGrid component="dl" cols={2} spacing="xs" verticalSpacing={4} m={0} mt={4}>
            {columns
              .filter((column) => column !== 'date')
              .map((column) => (
                <Fragment key={column}>
                  <Text component="dt" size="sm" c="dimmed">
                    {t(`steering.columns.${column}`)}
                  </Text>
                  <Text component="dd" size="sm" m={0}>
                    <SteeringValue column={column} day={day} format={format} open={open} />
                  </Text>
                </Fragment>
              ))}
          </SimpleGrid>
          {open.isOpen(day.date) ? <DayShots day={day} format={format} /> : null}
        </Paper>
      ))}
    </PlainList>
  );
}
