import type { ReactNode } from 'react';
import { Anchor, Button, Code, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { NotificationSettings, TelegramLink } from '@canopy/shared/schemas/alerts';
import { DeviceTime } from '../../../components/ui/device-time';
import { CheckIcon } from '../../../components/ui/icons';
import { useUnlinkTelegram } from '../api/unlink-telegram';
import { ErrorNotice } from '../../../components/ui/error-notice';

/** Linking a Telegram chat: a one-time code to send to the bot as `/start <code>`, until the server sees it. */
export function TelegramLinkSection({
  telegram,
  link,
  creating,
  error,
  onCreate,
}: {
  telegram: NotificationSettings['telegram'];
  link: TelegramLink | null;
  creating: boolean;
  error: unknown;
  onCreate: () => void;
}): ReactNode {
  const { t } = useTranslation();
  const unlink = useUnlinkTelegram();
  // The channel's own line already says why Telegram is off.
  if (!telegram.available) return null;
  if (telegram.linked) {
    return (
      <Group gap="sm">
        <Text size="sm" c="canopy.8" fw={600}>
          <CheckIcon size={14} /> {t('notifications.telegramLinked')}
        </Text>
        <Button
          size="xs"
          variant="subtle"
          color="red"
          onClick={() => unlink.mutate()}
          loading={unlink.isPending}
        >
          {t('notifications.unlink')}
        </Button>
      </Group>
    );
  }
  const command = link ? `/start ${link.code}` : '';
  return (
    <Stack gap="xs">
      <ErrorNotice error={error} />
      {link ? (
        <Stack gap={4} role="status">
          <Text size="sm">
            {t('notifications.sendCode')} <Code>{command}</Code>
          </Text>
          {link.url ? (
            <Anchor href={link.url} target="_blank" rel="noreferrer" size="sm">
              {t('notifications.openBot', { bot: telegram.botUsername ?? 'Telegram' })}
            </Anchor>
          ) : null}
          <Text size="xs" c="dimmed">
            {t('notifications.codeExpires')} <DeviceTime value={link.expiresAt} />.{' '}
            {t('notifications.waiting')}
          </Text>
        </Stack>
      ) : (
        <Group>
          <Button size="xs" variant="light" onClick={onCreate} loading={creating}>
            {t('notifications.link')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
