import type { ReactNode } from 'react';
import { Badge, Group, Switch, Table } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { AlertRule } from '@canopy/shared/schemas/alerts';
import { CriticalIcon, WarningIcon } from '../../../components/ui/icons';
import { useRuleDevices } from '../api/list-rule-devices';
import { ruleCondition } from '../lib/rule-summary';
import { useRuleName } from '../lib/use-rule-name';
import { ListTable } from '../../../components/ui/list-table';
import { EditDeleteButtons } from '../../../components/ui/edit-delete-buttons';

export interface RulesTableProps {
  rules: readonly AlertRule[];
  /** Staff switch, edit and delete rules; others read them. */
  staff: boolean;
  onToggle: (rule: AlertRule, enabled: boolean) => void;
  onEdit: (rule: AlertRule) => void;
  onDelete: (rule: AlertRule) => void;
}

/** One row a rule: its name, device, condition in words and units, severity and whether it is on. */
export function RulesTable({ rules, staff, onToggle, onEdit, onDelete }: RulesTableProps): ReactNode {
  const { t } = useTranslation();
  const devices = useRuleDevices();
  const nameOf = useRuleName();
  const deviceName = (rule: AlertRule) =>
    rule.deviceId === null
      ? t(`alertRules.everyDevice.${rule.deviceType}`)
      : (devices.data?.find((d) => d.id === rule.deviceId)?.name ?? rule.deviceId);

  return (
    <ListTable
      label={t('alertRules.title')}
      minWidth={720}
      verticalSpacing="xs"
      columns={[
        t('alertRules.name'),
        t('alertRules.device'),
        t('alertRules.condition.title'),
        t('alerts.filterSeverity'),
        t('alertRules.enabled'),
        ...(staff ? [t('alertRules.actions')] : []),
      ]}
    >
      {rules.map((rule) => (
        <Table.Tr key={rule._id}>
          <Table.Td>
            <bdi>{nameOf(rule)}</bdi>
            {rule.builtin ? (
              <Badge ms="xs" size="xs" variant="light" color="gray">
                {t('alertRules.builtin')}
              </Badge>
            ) : null}
          </Table.Td>
          <Table.Td>
            <bdi>{deviceName(rule)}</bdi>
          </Table.Td>
          <Table.Td>{ruleCondition(t, rule)}</Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>
            {rule.severity === 'critical' ? <CriticalIcon size={14} /> : <WarningIcon size={14} />}{' '}
            {t(`alerts.severity.${rule.severity}`)}
          </Table.Td>
          <Table.Td>
            {staff ? (
              <Switch
                checked={rule.enabled}
                onChange={(event) => onToggle(rule, event.currentTarget.checked)}
                aria-label={t('alertRules.enableRule', { name: nameOf(rule) })}
              />
            ) : (
              t(rule.enabled ? 'alertRules.on' : 'alertRules.off')
            )}
          </Table.Td>
          {staff ? (
            <Table.Td>
              <Group gap="xs" wrap="nowrap">
                <EditDeleteButtons
                  name={nameOf(rule)}
                  onEdit={() => onEdit(rule)}
                  onDelete={() => onDelete(rule)}
                />
              </Group>
            </Table.Td>
          ) : null}
        </Table.Tr>
      ))}
    </ListTable>
  );
}
