import type { ReactNode } from 'react';
import { Code } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { CreatedWebhook } from '@canopy/shared/schemas/outgoing-webhooks';
import { ShownOnceNotice } from '../../../components/ui/shown-once-notice';

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
    <ShownOnceNotice
      title={t('webhooks.secretTitle')}
      intro={
        <>
          {t('webhooks.secretText')}{' '}
          <bdi dir="ltr">
            <Code>X-Canopy-Signature: sha256=…</Code>
          </bdi>
        </>
      }
      value={webhook.secret}
      valueLabel={t('webhooks.secretLabel')}
      onClose={onClose}
    />
  );
}
