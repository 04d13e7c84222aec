import type { ReactNode } from 'react';
import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { AlertMarkBadge, type CardAlertMark } from '../../../components/devices/alert-mark';
import { OnlineDot } from './list-reading';

/** One device in the compact list: online dot, its name as a link, its alert, a trend, then four readings. */
export function DeviceListRow({
  online,
  link,
  mark,
  trend,
  crop,
  children,
}: {
  online: boolean;
  /** The name as a link to the device's own page. */
  link: ReactNode;
  mark?: CardAlertMark;
  trend?: ReactNode;
  /** The device's room and run, when it is in one. */
  crop?: ReactNode;
  children: ReactNode;
}): ReactNode {
  return (
    <Paper component="li" withBorder p="xs" style={{ listStyle: 'none' }}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
            <OnlineDot online={online} />
            <Text span fw={600} style={{ overflowWrap: 'anywhere' }}>
              {link}
            </Text>
            <AlertMarkBadge mark={mark} />
          </Group>
          {trend}
        </Group>
        {crop}
        <SimpleGrid cols={4} spacing={6}>
          {children}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
