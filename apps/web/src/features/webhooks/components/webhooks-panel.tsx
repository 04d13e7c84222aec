import { useState, type ReactNode } from 'react';
import { Alert as Notice, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { canManageWebhooks } from '@canopy/shared/permissions';
import type { CreatedWebhook, Webhook } from '@canopy/shared/schemas/outgoing-webhooks';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { QueryList } from '../../../components/ui/query-list';
import { useSession } from '../../../lib/use-session';
import { useDeleteWebhook } from '../api/delete-webhook';
import { useWebhooks } from '../api/list-webhooks';
import { useUpdateWebhook } from '../api/update-webhook';
import { WebhookDeliveries } from './webhook-deliveries';
import { WebhookForm } from './webhook-form';
import { WebhookSecretNotice } from './webhook-secret-notice';
import { WebhooksTable } from './webhooks-table';

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
      <QueryList query={hooks} empty={<Notice color="gray">{t('webhooks.none')}</Notice>}>
        {(items) => (
          <WebhooksTable
            hooks={items}
            viewing={viewing}
            onToggle={toggle}
            onView={setViewing}
            onEdit={setEditing}
            onDelete={setDeleting}
          />
        )}
      </QueryList>
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
