import type { ReactNode } from 'react';
import { Badge, Group, Text } from '@mantine/core';
import { Trans } from 'react-i18next';
import { useTranslation } from '../../../i18n/use-translation';
import type { Room } from '@canopy/shared/schemas/rooms';

/** Kind, area and light watts, as words and numbers (never colour alone). */
export function RoomFacts({ room }: { room: Room }): ReactNode {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="wrap">
      <Badge variant="outline" color="dark">
        {t(`rooms.kinds.${room.kind}`)}
      </Badge>
      {room.areaM2 !== null ? (
        <Text size="sm" span>
          <Trans i18nKey="rooms.areaValue" values={{ value: room.areaM2 }} components={{ bdi: <bdi /> }} />
        </Text>
      ) : null}
      {room.lightsWatts !== null ? (
        <Text size="sm" span>
          <Trans
            i18nKey="rooms.lightsValue"
            values={{ value: room.lightsWatts }}
            components={{ bdi: <bdi /> }}
          />
        </Text>
      ) : null}
      {room.openAlertCount > 0 ? (
        <Badge color="red">{t('rooms.openAlerts', { count: room.openAlertCount })}</Badge>
      ) : null}
    </Group>
  );
}
