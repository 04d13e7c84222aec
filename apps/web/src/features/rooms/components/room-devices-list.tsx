import type { ReactNode } from 'react';
import { List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RoomDevice } from '@canopy/shared/schemas/rooms';
import { AnchorLink } from '../../../components/ui/anchor-link';
import { displayName } from '../../../lib/devices/device-name';

/** The devices in the room, each a link to its page. */
export function RoomDevicesList({ devices }: { devices: readonly RoomDevice[] }): ReactNode {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {t('rooms.devices')}
      </Text>
      {devices.length === 0 ? (
        <Text size="sm">{t('rooms.noDevices')}</Text>
      ) : (
        <List size="sm" spacing={2}>
          {devices.map((device) => (
            <List.Item key={device._id}>
              <AnchorLink to="/device/$id" params={{ id: device._id }}>
                <bdi>{displayName(device.name || device._id)}</bdi>
              </AnchorLink>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
