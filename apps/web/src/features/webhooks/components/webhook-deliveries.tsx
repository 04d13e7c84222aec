import type { ReactNode } from 'react';
import { Badge, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { WebhookDeliveryStatus } from '@canopy/shared/outgoing-webhooks';
import type { Webhook } from '@canopy/shared/schemas/outgoing-webhooks';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { currentLanguage } from '../../../i18n/i18n';
import { formatDateTime } from '../../../lib/dates';
import { useWebhookDeliveries } from '../api/list-webhook-deliveries';
import { ReceiverAnswer } from './receiver-answer';
import { WebhookAttempts } from './webhook-attempts';
import { ListTable } from '../../../components/ui/list-table';

const STATUS_COLORS: Record<WebhookDeliveryStatus, string> = {
  pending: 'yellow',
  delivered: 'green',
  failed: 'red',
  cancelled: 'gray',
};

/** One hook's newest deliveries: when, what, how it went, each attempt, and the receiver's last answer. */
export function WebhookDeliveries({ webhook }: { webhook: Webhook }): ReactNode {
  const { t, i18n } = useTranslation();
  const deliveries = useWebhookDeliveries(webhook._id);
  const when = (iso: string | null) => (iso ? formatDateTime(iso, currentLanguage(i18n)) : '–');
  const title = t('webhooks.deliveriesOf', { url: webhook.url });

  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Title order={2} size="h4">
        {t('webhooks.deliveriesTitle')}{' '}
        <bdi dir="ltr" style={{ overflowWrap: 'anywhere' }}>
          {webhook.url}
        </bdi>
      </Title>
      <ErrorNotice error={deliveries.error} />
      {deliveries.isPending ? (
        <Text>{t('common.loading')}</Text>
      ) : deliveries.data?.items.length === 0 ? (
        <Text>{t('webhooks.noDeliveries')}</Text>
      ) : deliveries.data ? (
        <ListTable
          label={title}
          minWidth={640}
          verticalSpacing="xs"
          columns={[
            t('webhooks.when'),
            t('webhooks.event.title'),
            t('webhooks.status.title'),
            t('webhooks.attempts'),
            t('webhooks.lastAnswer'),
          ]}
        >
          {deliveries.data.items.map((delivery) => (
            <Table.Tr key={delivery._id}>
              <Table.Td>
                <time dateTime={delivery.createdAt}>{when(delivery.createdAt)}</time>
              </Table.Td>
              <Table.Td>{t(`webhooks.event.${delivery.event}`)}</Table.Td>
              <Table.Td>
                <Badge color={STATUS_COLORS[delivery.status]} variant="light">
                  {t(`webhooks.status.${delivery.status}`)}
                </Badge>
                {delivery.status === 'pending' && delivery.nextAttemptAt && delivery.attempts > 0 ? (
                  <Text size="xs">{t('webhooks.nextAttempt', { time: when(delivery.nextAttemptAt) })}</Text>
                ) : null}
              </Table.Td>
              <Table.Td>
                <WebhookAttempts delivery={delivery} />
              </Table.Td>
              <Table.Td>
                <ReceiverAnswer status={delivery.lastStatus} error={delivery.lastError} />
              </Table.Td>
            </Table.Tr>
          ))}
        </ListTable>
      ) : null}
    </Stack>
  );
}
