import { useState, type ReactNode } from 'react';
import { Alert as Notice, Badge, Button, Group, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isAdmin, isStaff } from '@canopy/shared/permissions';
import type { AlertRule } from '@canopy/shared/schemas/alerts';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { CriticalIcon, WarningIcon } from '../../../components/ui/icons';
import { useSession } from '../../../lib/use-session';
import { useDeleteRule } from '../api/delete-rule';
import { useAlertRules } from '../api/list-alert-rules';
import { useRuleDevices } from '../api/list-rule-devices';
import { useSaveRule } from '../api/save-rule';
import { checkDraft, draftOf } from '../lib/rule-draft';
import { ruleCondition } from '../lib/rule-summary';
import { useRuleName } from '../lib/use-rule-name';
import { RuleForm } from './rule-form';
import { ScenarioPanel } from './scenario-panel';
import { ErrorNotice } from '../../../components/ui/error-notice';

/** /alerts/rules: every rule; staff create, edit, switch and delete, others read. */
export function RulesPanel(): ReactNode {
  const { t } = useTranslation();
  const { actor } = useSession();
  const staff = isStaff(actor);
  const rules = useAlertRules();
  const devices = useRuleDevices();
  const save = useSaveRule();
  const remove = useDeleteRule();
  const [editing, setEditing] = useState<AlertRule | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AlertRule | null>(null);
  const nameOf = useRuleName();
  const deviceName = (rule: AlertRule) =>
    rule.deviceId === null
      ? t(`alertRules.everyDevice.${rule.deviceType}`)
      : (devices.data?.find((d) => d.id === rule.deviceId)?.name ?? rule.deviceId);
  const toggle = (rule: AlertRule, enabled: boolean) => {
    const checked = checkDraft({ ...draftOf(rule), enabled });
    if (checked.rule) save.mutate({ id: rule._id, rule: checked.rule });
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>{t('alertRules.title')}</Title>
        {staff ? <Button onClick={() => setEditing('new')}>{t('alertRules.add')}</Button> : null}
      </Group>
      <Text>{t(staff ? 'alertRules.intro' : 'alertRules.introReadOnly')}</Text>
      <ErrorNotice error={save.error ?? remove.error} />
      {rules.isError ? (
        <ErrorNotice error={rules.error} />
      ) : rules.isPending ? (
        <Text>{t('common.loading')}</Text>
      ) : rules.data.length === 0 ? (
        <Notice color="gray">{t('alertRules.none')}</Notice>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped verticalSpacing="xs" aria-label={t('alertRules.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('alertRules.name')}</Table.Th>
                <Table.Th>{t('alertRules.device')}</Table.Th>
                <Table.Th>{t('alertRules.condition.title')}</Table.Th>
                <Table.Th>{t('alerts.filterSeverity')}</Table.Th>
                <Table.Th>{t('alertRules.enabled')}</Table.Th>
                {staff ? <Table.Th>{t('alertRules.actions')}</Table.Th> : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rules.data.map((rule) => (
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
                        onChange={(event) => toggle(rule, event.currentTarget.checked)}
                        aria-label={t('alertRules.enableRule', { name: nameOf(rule) })}
                      />
                    ) : (
                      t(rule.enabled ? 'alertRules.on' : 'alertRules.off')
                    )}
                  </Table.Td>
                  {staff ? (
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Button
                          size="xs"
                          variant="light"
                          onClick={() => setEditing(rule)}
                          aria-label={`${t('common.edit')} ${nameOf(rule)}`}
                        >
                          {t('common.edit')}
                        </Button>
                        <Button
                          size="xs"
                          variant="light"
                          color="red"
                          onClick={() => setDeleting(rule)}
                          aria-label={`${t('common.delete')} ${nameOf(rule)}`}
                        >
                          {t('common.delete')}
                        </Button>
                      </Group>
                    </Table.Td>
                  ) : null}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {isAdmin(actor) ? <ScenarioPanel /> : null}
      {editing ? (
        <RuleForm rule={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      <ConfirmModal
        opened={deleting !== null}
        title={t('alertRules.deleteTitle')}
        busy={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting._id, { onSuccess: () => setDeleting(null) })}
      >
        {t('alertRules.deleteText', { name: deleting ? nameOf(deleting) : '' })}
      </ConfirmModal>
    </Stack>
  );
}
