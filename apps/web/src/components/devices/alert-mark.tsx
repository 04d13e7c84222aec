import type { CSSProperties, ReactNode } from 'react';
import { Badge, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import { rangePosition } from '@canopy/shared/alerts';
import { ArrowIcon, CriticalIcon, WarningIcon } from '../ui/icons';

/** What the page composing the devices screens knows of a device's unresolved alerts. */
export interface CardAlertMark {
  severity: 'warning' | 'critical';
  count: number;
  /** Metrics the alerts are about (a threshold rule's metric). */
  metrics: ReadonlySet<string>;
}
export type CardAlertMarks = ReadonlyMap<string, CardAlertMark>;

const BORDER: Record<CardAlertMark['severity'], string> = {
  warning: 'var(--mantine-color-orange-9)',
  critical: 'var(--mantine-color-red-9)',
};

/** A card with an unresolved alert gets a thick border in the severity's colour (and the badge below). */
export const alertBorder = (mark: CardAlertMark | undefined): CSSProperties | undefined =>
  mark ? { borderColor: BORDER[mark.severity], borderWidth: 3 } : undefined;

/** "2 alerts" with the severity's icon, so the border's colour is never the only sign. */
export function AlertMarkBadge({ mark }: { mark: CardAlertMark | undefined }): ReactNode {
  const { t } = useTranslation();
  if (!mark) return null;
  return (
    <Badge
      color={mark.severity === 'critical' ? 'red.9' : 'orange.9'}
      variant="filled"
      leftSection={mark.severity === 'critical' ? <CriticalIcon size={14} /> : <WarningIcon size={14} />}
    >
      {t('devices.alertCount', { count: mark.count })}
    </Badge>
  );
}

/**
 * A reading next to its limits: outside them it turns red with an arrow and says "above max" or "below min";
 * a metric an unresolved alert is about says "alert". Inside, nothing is added.
 */
export function LimitMark({
  value,
  range,
  alerted = false,
}: {
  value: number | null | undefined;
  range?: { min: number | null; max: number | null };
  alerted?: boolean;
}): ReactNode {
  const { t } = useTranslation();
  const position = range ? rangePosition(value, range) : 'unknown';
  if (position !== 'above' && position !== 'below' && !alerted) return null;
  const label =
    position === 'above'
      ? t('devices.aboveMax')
      : position === 'below'
        ? t('devices.belowMin')
        : t('devices.alerted');
  return (
    <Text span size="xs" c="red.9" fw={700} ms={6} style={{ whiteSpace: 'nowrap' }}>
      {position === 'above' || position === 'below' ? (
        <ArrowIcon up={position === 'above'} size={12} />
      ) : (
        <WarningIcon size={12} />
      )}{' '}
      {label}
    </Text>
  );
}
