import type { ReactNode } from 'react';
import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { CreatedWebhook } from '@canopy/shared/schemas/outgoing-webhooks';

/**
 * The new hook's signing secret, shown this once (the server never sends it again), with a copy button
 * and how receivers check it.
 */
export function WebhookSecretNotice({
  webhook,
  onClose,
}: {
  webhook: CreatedWebhook;
  onClose: () => void;
}): ReactNode {
  const { t } = useTranslation();
  return (
    <Alert
      color="canopy"
      role="status"
      title={t('webhooks.secretTitle')}
      withCloseButton
      closeButtonLabel={t('common.close')}
      onClose={onClose}
    >
      <Stack gap="xs">
        <Text size="sm">
          {t('webhooks.secretText')}{' '}
          <bdi dir="ltr">
            <Code>X-Canopy-Signature: sha256=…</Code>
          </bdi>
        </Text>
        <Group gap="xs" wrap="nowrap" align="center">
          <Code dir="ltr" aria-label={t('webhooks.secretLabel')} style={{ overflowWrap: 'anywhere' }}>
            {webhook.secret}
          </Code>
          <CopyButton value={webhook.secret}>
            {({ copied, copy }) => (
              <Button size="xs" variant={copied ? 'filled' : 'light'} onClick={copy}>
                {t(copied ? 'webhooks.copied' : 'webhooks.copy')}
              </Button>
            )}
          </CopyButton>
        </Group>
      </Stack>
    </Alert>
  );
}
