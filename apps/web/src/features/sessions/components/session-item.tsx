import type { ReactNode } from 'react';
import { Badge, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { Session } from '@canopy/shared/schemas/sessions';
import { LocalTime } from '../../../components/ui/local-time';
import { RevocableCard } from '../../../components/ui/revocable-card';
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
    <RevocableCard
      label={device}
      heading={
        <>
          <Text fw={600}>{device}</Text>
          {session.current ? (
            <Badge color="canopy" variant="light">
              {t('sessions.thisDevice')}
            </Badge>
          ) : null}
        </>
      }
      end={
        session.current
          ? undefined
          : {
              text: t('sessions.end'),
              label: t('sessions.endLabel', { device }),
              pending: ending,
              onClick: onEnd,
            }
      }
    >
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
    </RevocableCard>
  );
}
