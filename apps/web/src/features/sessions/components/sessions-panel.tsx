import { useState, type ReactNode } from 'react';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { useEndOtherSessions } from '../api/end-other-sessions';
import { useEndSession } from '../api/end-session';
import { useSessions } from '../api/list-sessions';
import { SessionItem } from './session-item';
import { PlainList } from '../../../components/ui/plain-list';

/** Where the user is signed in: end one session, or every one but this. */
export function SessionsPanel(): ReactNode {
  const { t } = useTranslation();
  const sessions = useSessions();
  const end = useEndSession();
  const endOthers = useEndOtherSessions();
  const [confirming, setConfirming] = useState(false);
  const others = sessions.data?.filter((session) => !session.current).length ?? 0;

  return (
    <Stack component="section" gap="sm" aria-labelledby="sessions-title">
      <Title order={2} id="sessions-title">
        {t('sessions.title')}
      </Title>
      <Text>{t('sessions.intro')}</Text>
      <ErrorNotice error={end.error} />
      {endOthers.isSuccess ? (
        <Alert
          color="canopy"
          role="status"
          withCloseButton
          closeButtonLabel={t('common.close')}
          onClose={endOthers.reset}
        >
          {t('sessions.endedOthers')}
        </Alert>
      ) : null}
      {sessions.isError ? (
        <ErrorNotice error={sessions.error} />
      ) : sessions.isPending ? (
        <Text>{t('common.loading')}</Text>
      ) : (
        <PlainList label={t('sessions.list')}>
          {sessions.data.map((session) => (
            <SessionItem
              key={session._id}
              session={session}
              ending={end.isPending && end.variables === session._id}
              onEnd={() => end.mutate(session._id)}
            />
          ))}
        </PlainList>
      )}
      {sessions.isSuccess && others === 0 ? <Text c="dimmed">{t('sessions.onlyHere')}</Text> : null}
      {others > 0 ? (
        <Group>
          <Button variant="light" color="red" onClick={() => setConfirming(true)}>
            {t('sessions.endOthers')}
          </Button>
        </Group>
      ) : null}
      <ConfirmModal
        opened={confirming}
        title={t('sessions.endOthersTitle')}
        confirmLabel={t('sessions.endOthersConfirm')}
        busy={endOthers.isPending}
        onClose={() => {
          endOthers.reset();
          setConfirming(false);
        }}
        onConfirm={() => endOthers.mutate(undefined, { onSuccess: () => setConfirming(false) })}
      >
        <Stack gap="xs">
          <Text>{t('sessions.endOthersText')}</Text>
          <ErrorNotice error={endOthers.error} />
        </Stack>
      </ConfirmModal>
    </Stack>
  );
}
