import type { ReactNode } from 'react';
import { Badge, Button, Group, Switch, Table } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { Webhook } from '@canopy/shared/schemas/outgoing-webhooks';
import { ListTable } from '../../../components/ui/list-table';
import { EditDeleteButtons } from '../../../components/ui/edit-delete-buttons';

export interface WebhooksTableProps {
  hooks: readonly Webhook[];
  /** The hook whose deliveries are shown, if any. */
  viewing: string | null;
  onToggle: (hook: Webhook, enabled: boolean) => void;
  onView: (id: string | null) => void;
  onEdit: (hook: Webhook) => void;
  onDelete: (hook: Webhook) => void;
}

/** One row a hook: its receiver, the events it hears, on or off (and why a receiver switched it off), actions. */
export function WebhooksTable({
  hooks,
  viewing,
  onToggle,
  onView,
  onEdit,
  onDelete,
}: WebhooksTableProps): ReactNode {
  const { t } = useTranslation();
  return (
    <ListTable
      label={t('webhooks.title')}
      minWidth={720}
      verticalSpacing="xs"
      columns={[t('webhooks.url'), t('webhooks.events'), t('webhooks.enabled'), t('webhooks.actions')]}
    >
      {hooks.map((hook) => (
        <Table.Tr key={hook._id}>
          <Table.Td style={{ overflowWrap: 'anywhere' }}>
            <bdi dir="ltr">{hook.url}</bdi>
          </Table.Td>
          <Table.Td>{hook.events.map((event) => t(`webhooks.event.${event}`)).join(', ')}</Table.Td>
          <Table.Td>
            <Switch
              checked={hook.enabled}
              onChange={(event) => onToggle(hook, event.currentTarget.checked)}
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
                onClick={() => onView(viewing === hook._id ? null : hook._id)}
                aria-label={t('webhooks.showDeliveries', { url: hook.url })}
              >
                {t('webhooks.deliveries')}
              </Button>
              <EditDeleteButtons
                name={hook.url}
                onEdit={() => onEdit(hook)}
                onDelete={() => onDelete(hook)}
              />
            </Group>
          </Table.Td>
        </Table.Tr>
      ))}
    </ListTable>
  );
}
