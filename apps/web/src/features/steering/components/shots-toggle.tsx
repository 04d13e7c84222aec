import type { ReactNode } from 'react';
import { AccordionChevron, Button } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { SteeringDay } from '@canopy/shared/schemas/steering';
import type { SteeringFormat } from '../lib/steering-format';

/** The id of the element that lists a day's shots, which its toggle opens. */
export const shotsId = (day: SteeringDay) => `steering-shots-${day.date}`;

/** A day's shot count; with shots, a button that shows and hides them. */
export function ShotsToggle({
  day,
  format,
  expanded,
  onToggle,
}: {
  day: SteeringDay;
  format: SteeringFormat;
  expanded: boolean;
  onToggle: () => void;
}): ReactNode {
  const { t } = useTranslation();
  if (day.shots.length === 0) return day.shotCount;
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      onClick={onToggle}
      aria-expanded={expanded}
      aria-controls={shotsId(day)}
      aria-label={t('steering.shotsOf', { date: format.date(day.date), number: day.shotCount })}
      rightSection={
        <AccordionChevron size={14} style={{ transform: expanded ? 'rotate(180deg)' : undefined }} />
      }
    >
      {day.shotCount}
    </Button>
  );
}
