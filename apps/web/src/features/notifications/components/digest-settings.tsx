import type { ReactNode } from 'react';
import { Alert as Notice, Button, Card, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { useSendDigestPreview, type DigestPreviewResult } from '../api/send-digest-preview';
import type { SettingsFields } from '../lib/use-settings-form';
import { FormSwitch } from '../../../components/ui/form-toggle';

/**
 * The weekly digest (DESIGN 26): the switch is saved with the other settings; "send now" sends this week
 * so far through the channels already saved, and says where it went.
 */
export function DigestSettings({ form }: { form: SettingsFields }): ReactNode {
  const { t } = useTranslation();
  const preview = useSendDigestPreview();
  return (
    <Card withBorder component="section" aria-labelledby="digest-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="digest-title">
          {t('notifications.digest.title')}
        </Title>
        <FormSwitch
          control={form.control}
          name="digest"
          label={t('notifications.digest.switch')}
          description={t('notifications.digest.hint')}
        />
        <ErrorNotice error={preview.error} />
        {preview.data ? <PreviewSent sent={preview.data} /> : null}
        <Group>
          <Button variant="light" onClick={() => preview.mutate()} loading={preview.isPending}>
            {t('notifications.digest.sendNow')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** Where the preview went, or that nothing can reach the reader. */
function PreviewSent({ sent }: { sent: DigestPreviewResult }): ReactNode {
  const { t } = useTranslation();
  if (sent.skipped)
    return (
      <Notice color="yellow" role="status">
        {t('notifications.digest.noChannel')}
      </Notice>
    );
  return (
    <Notice color="green" role="status">
      {t('notifications.digest.sent', {
        channels: sent.channels.map((channel) => t(`notifications.channel.${channel}`)).join(', '),
      })}
    </Notice>
  );
}
