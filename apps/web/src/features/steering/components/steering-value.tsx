import type { ReactNode } from 'react';
import type { SteeringDay } from '@canopy/shared/schemas/steering';
import type { SteeringColumn } from '../lib/steering-columns';
import type { SteeringFormat } from '../lib/steering-format';
import type { OpenDays } from '../lib/use-open-days';
import { ShotsToggle } from './shots-toggle';
import { SteeringCell } from './steering-cell';

/** A day's value in one column, as the table and the phone's cards show it: the shots open the day's list. */
export function SteeringValue({
  column,
  day,
  format,
  open,
}: {
  column: SteeringColumn;
  day: SteeringDay;
  format: SteeringFormat;
  open: OpenDays;
}): ReactNode {
  return column === 'shots' ? (
    <ShotsToggle
      day={day}
      format={format}
      expanded={open.isOpen(day.date)}
      onToggle={() => open.toggle(day.date)}
    />
  ) : (
    <SteeringCell column={column} day={day} format={format} />
  );
}
