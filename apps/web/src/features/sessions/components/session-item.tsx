import type { ReactNode } from 'react';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { Session } from '@canopy/shared/schemas/sessions';
import { LocalTime } from '../../../components/ui/local-time';
import { deviceName } from './device-name';

export interface SessionItemProps {
  session: Session;
  ending: boolean;
  onEnd: () => void;
}

/** One session: the device, "this device" when it is, the address and times, and End for the others. */
export function SessionItem({ session, ending, onEnd }: SessionItemProps): ReactNode {
  const { t } = useTranslation();
  const device = deviceName(t, session);
  return (
    <Paper component="li" withBorder p="sm" aria-label={device}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={600}>{device}</Text>
            {session.current ? (
              <Badge color="canopy" variant="light">
                {t('sessions.thisDevice')}
              </Badge>
            ) : null}
          </Group>
          <Text size="sm">
            {t('sessions.address')}:{' '}
            {session.ipAddress ? <bdi dir="ltr">{session.ipAddress}</bdi> : t('sessions.unknownAddress')}
          </Text>
          <Text size="sm">
            {t('sessions.lastUsed')}:{' '}
            {session.lastUsedAt ? <LocalTime value={session.lastUsedAt} /> : t('sessions.notUsedYet')}
          </Text>
          <Text size="sm">
            {t('sessions.signedIn')}: <LocalTime value={session.createdAt} />
          </Text>
        </Stack>
        {session.current ? null : (
          <Button
            size="xs"
            variant="light"
            color="red"
            style={{ flexShrink: 0 }}
            loading={ending}
            onClick={onEnd}
            aria-label={t('sessions.endLabel', { device })}
          >
            {t('sessions.end')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
