import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { SteeringDay } from '@canopy/shared/schemas/steering';
import type { SteeringColumn } from '../lib/steering-columns';
import type { SteeringFormat } from '../lib/steering-format';

const ARROWS = { up: '↑', down: '↓', flat: '=' } as const;

/** A day's substrate EC from its start to its end, and which way it went: an arrow and the word for it. */
function EcTrend({ day, format }: { day: SteeringDay; format: SteeringFormat }): ReactNode {
  const { t } = useTranslation();
  if (day.ecStart === null || day.ecEnd === null) return format.none;
  const { start, end, direction } = format.ecChange(day.ecStart, day.ecEnd);
  return (
    <>
      {t('steering.ecChange', { start, end })} <span aria-hidden="true">{ARROWS[direction]}</span>{' '}
      {t(`steering.trend.${direction}`)}
    </>
  );
}

/** One figure of a day as the table's cell and the phone's card show it. */
export function SteeringCell({
  column,
  day,
  format,
}: {
  column: Exclude<SteeringColumn, 'shots'>;
  day: SteeringDay;
  format: SteeringFormat;
}): ReactNode {
  const { t } = useTranslation();
  switch (column) {
    case 'date':
      return format.date(day.date);
    case 'lights':
      return format.lights(day);
    case 'firstShot':
      return format.afterLightsOn(day.firstShotMin);
    case 'lastShot':
      return format.afterLightsOn(day.lastShotMin);
    case 'litresIn':
      return format.litres(day.litresIn);
    case 'runoff':
      return format.percent(day.runoffPct);
    case 'overnightDryback':
      return format.percent(day.overnightDrybackPct);
    case 'dayDryback':
      return format.percent(day.dayDrybackPct);
    case 'ec':
      return <EcTrend day={day} format={format} />;
    case 'vpd':
      if (day.vpdInTargetPct === null || day.stage === null) return format.percent(day.vpdInTargetPct);
      return t('steering.vpdInStage', {
        percent: format.percent(day.vpdInTargetPct),
        stage: t(`crop.stages.${day.stage}`),
      });
  }
}
