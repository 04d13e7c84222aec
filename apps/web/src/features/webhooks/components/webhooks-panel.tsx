import { useState, type ReactNode } from 'react';
import { Alert as Notice, Badge, Button, Group, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { canManageWebhooks } from '@canopy/shared/permissions';
import type { CreatedWebhook, Webhook } from '@canopy/shared/schemas/outgoing-webhooks';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { useSession } from '../../../lib/use-session';
import { useDeleteWebhook } from '../api/delete-webhook';
import { useWebhooks } from '../api/list-webhooks';
import { useUpdateWebhook } from '../api/update-webhook';
import { WebhookDeliveries } from './webhook-deliveries';
import { WebhookForm } from './webhook-form';
import { WebhookSecretNotice } from './webhook-secret-notice';

/** /admin/webhooks: admins add, edit, switch and delete hooks, and see deliveries. */
export function WebhooksPanel(): ReactNode {
  const { t } = useTranslation();
  const { actor } = useSession();
  if (!canManageWebhooks(actor)) {
    return (
      <Notice color="orange" role="alert">
        {t('webhooks.noRights')}
      </Notice>
    );
  }
  return <WebhooksAdmin />;
}

function WebhooksAdmin(): ReactNode {
  const { t } = useTranslation();
  const hooks = useWebhooks();
  const update = useUpdateWebhook();
  const remove = useDeleteWebhook();
  const [editing, setEditing] = useState<Webhook | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Webhook | null>(null);
  const [created, setCreated] = useState<CreatedWebhook | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);
  const shown = hooks.data?.find((hook) => hook._id === viewing) ?? null;
  const toggle = (hook: Webhook, enabled: boolean) =>
    update.mutate({ id: hook._id, body: { url: hook.url, events: hook.events, enabled } });

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>{t('webhooks.title')}</Title>
        <Button onClick={() => setEditing('new')}>{t('webhooks.add')}</Button>
      </Group>
      <Text>{t('webhooks.intro')}</Text>
      {created ? <WebhookSecretNotice webhook={created} onClose={() => setCreated(null)} /> : null}
      <ErrorNotice error={update.error} />
      {hooks.isError ? (
        <ErrorNotice error={hooks.error} />
      ) : hooks.isPending ? (
        <Text>{t('common.loading')}</Text>
      ) : hooks.data.length === 0 ? (
        <Notice color="gray">{t('webhooks.none')}</Notice>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped verticalSpacing="xs" aria-label={t('webhooks.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('webhooks.url')}</Table.Th>
                <Table.Th>{t('webhooks.events')}</Table.Th>
                <Table.Th>{t('webhooks.enabled')}</Table.Th>
                <Table.Th>{t('webhooks.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {hooks.data.map((hook) => (
                <Table.Tr key={hook._id}>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>
                    <bdi dir="ltr">{hook.url}</bdi>
                  </Table.Td>
                  <Table.Td>{hook.events.map((event) => t(`webhooks.event.${event}`)).join(', ')}</Table.Td>
                  <Table.Td>
                    <Switch
                      checked={hook.enabled}
                      onChange={(event) => toggle(hook, event.currentTarget.checked)}
                      aria-label={t('webhooks.enableHook', { url: hook.url })}
                    />
                    {hook.disabledReason === 'gone' ? (
                      <Badge mt={4} color="orange" variant="light">
                        {t('webhooks.gone')}
                      </Badge>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="xs"
                        variant={viewing === hook._id ? 'filled' : 'light'}
                        aria-pressed={viewing === hook._id}
                        onClick={() => setViewing(viewing === hook._id ? null : hook._id)}
                        aria-label={t('webhooks.showDeliveries', { url: hook.url })}
                      >
                        {t('webhooks.deliveries')}
                      </Button>
                      <Button
                        size="xs"
                        variant="light"
                        onClick={() => setEditing(hook)}
                        aria-label={`${t('common.edit')} ${hook.url}`}
                      >
                        {t('common.edit')}
                      </Button>
                      <Button
                        size="xs"
                        variant="light"
                        color="red"
                        onClick={() => setDeleting(hook)}
                        aria-label={`${t('common.delete')} ${hook.url}`}
                      >
                        {t('common.delete')}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {shown ? <WebhookDeliveries webhook={shown} /> : null}
      {editing ? (
        <WebhookForm
          webhook={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onCreated={setCreated}
        />
      ) : null}
      <ConfirmModal
        opened={deleting !== null}
        title={t('webhooks.deleteTitle')}
        busy={remove.isPending}
        onClose={() => {
          remove.reset();
          setDeleting(null);
        }}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting._id, {
            onSuccess: () => {
              if (viewing === deleting._id) setViewing(null);
              setDeleting(null);
            },
          })
        }
      >
        <Stack gap="xs">
          <Text>
            {t('webhooks.deleteText')} <bdi dir="ltr">{deleting?.url}</bdi>
          </Text>
          <ErrorNotice error={remove.error} />
        </Stack>
      </ConfirmModal>
    </Stack>
  );
}
