import { useEffect, useState, type ReactNode } from 'react';
import { Alert as Notice, Stack, Switch } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { currentPushSubscription, PushDeviceError, pushSupported } from '../api/push-device';
import { useSetPushDevice } from '../api/set-push-device';

/**
 * "Push notifications on this device": subscribes this browser (permission, the service worker, the
 * server's key) or ends its subscription. Turning it on also turns the account's push channel on.
 */
export function PushDeviceSwitch({ onSubscribed }: { onSubscribed: () => void }): ReactNode {
  const { t } = useTranslation();
  const supported = pushSupported();
  const [on, setOn] = useState<boolean | null>(null);

  useEffect(() => {
    if (!supported) return;
    let live = true;
    currentPushSubscription().then(
      (subscription) => live && setOn(subscription !== null),
      () => live && setOn(false),
    );
    return () => {
      live = false;
    };
  }, [supported]);

  const change = useSetPushDevice((wanted) => {
    setOn(wanted);
    if (wanted) onSubscribed();
  });

  if (!supported)
    return (
      <Notice color="yellow" role="status">
        {t('notifications.push.unsupported')}
      </Notice>
    );

  const problem = change.error instanceof PushDeviceError ? change.error.problem : null;
  return (
    <Stack gap="xs">
      <Switch
        label={t('notifications.push.device')}
        description={t('notifications.push.deviceHint')}
        checked={on === true}
        disabled={on === null || change.isPending}
        onChange={(event) => change.mutate(event.currentTarget.checked)}
      />
      {problem ? (
        <Notice color="yellow" role="alert">
          {t(`notifications.push.${problem}`)}
        </Notice>
      ) : (
        <ErrorNotice error={change.error} />
      )}
      {change.isSuccess ? (
        <Notice color="green" role="status">
          {t(change.data ? 'notifications.push.turnedOn' : 'notifications.push.turnedOff')}
        </Notice>
      ) : null}
    </Stack>
  );
}
