import type { ReactNode } from 'react';
import { Card, Stack } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import { useCardNavigation } from '../../lib/devices/use-card-navigation';
import { alertBorder, type CardAlertMark } from './alert-mark';

export interface DeviceCardProps {
  /** The device's name as shown: the card is labelled "Open <name>". */
  name: string;
  alertMark: CardAlertMark | undefined;
  /** Opens the device's page: a click on the card (not on one of its controls), or Enter on it. */
  onOpen: () => void;
  children: ReactNode;
}

/** A device's card on the devices pages: the whole card is a link to its page, edged by its alert. */
export function DeviceCard({ name, alertMark, onOpen, children }: DeviceCardProps): ReactNode {
  const { t } = useTranslation();
  const handlers = useCardNavigation(onOpen);
  return (
    <Card
      withBorder
      component="article"
      tabIndex={0}
      aria-label={t('devices.openDevice', { name })}
      style={{ cursor: 'pointer', ...alertBorder(alertMark) }}
      {...handlers}
    >
      <Stack gap="xs">{children}</Stack>
    </Card>
  );
}
